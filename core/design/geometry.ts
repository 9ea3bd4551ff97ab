import type { Box, Layer, PrintArea } from './types';

/** Rounds to 1/1000 mm so repeated operations do not accumulate floating-point noise. */
export function roundMm(value: number): number {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** An angle in degrees brought into (-180, 180]. */
export function normaliseRotation(degrees: number): number {
  const turned = (((degrees % 360) + 360) % 360) as number;
  const result = turned > 180 ? turned - 360 : turned;
  return roundMm(result);
}

export function layerCentre(layer: Pick<Layer, 'x' | 'y' | 'width' | 'height'>): { x: number; y: number } {
  return { x: layer.x + layer.width / 2, y: layer.y + layer.height / 2 };
}

/** The axis-aligned box around a layer once rotated about its centre. */
export function layerBounds(layer: Pick<Layer, 'x' | 'y' | 'width' | 'height' | 'rotation'>): Box {
  const radians = (layer.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = layer.width * cos + layer.height * sin;
  const height = layer.width * sin + layer.height * cos;
  const centre = layerCentre(layer);
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
}

/** Tolerance for "inside": a hundredth of a millimetre, well below what a printer resolves. */
const EPSILON = 0.01;

export function isInsideArea(box: Box, area: PrintArea): boolean {
  return (
    box.x >= -EPSILON &&
    box.y >= -EPSILON &&
    box.x + box.width <= area.widthMm + EPSILON &&
    box.y + box.height <= area.heightMm + EPSILON
  );
}

export function overlapsArea(box: Box, area: PrintArea): boolean {
  return box.x < area.widthMm && box.y < area.heightMm && box.x + box.width > 0 && box.y + box.height > 0;
}

/** The largest box of the given aspect ratio that fits `fraction` of the area, centred in it. */
export function fitCentred(aspect: number, area: PrintArea, fraction = 0.8): Box {
  const maxWidth = area.widthMm * fraction;
  const maxHeight = area.heightMm * fraction;
  let width = maxWidth;
  let height = width / aspect;
  if (height > maxHeight) {
    height = maxHeight;
    width = height * aspect;
  }
  return {
    x: roundMm((area.widthMm - width) / 2),
    y: roundMm((area.heightMm - height) / 2),
    width: roundMm(width),
    height: roundMm(height),
  };
}
