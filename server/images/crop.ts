import type { NormalisedTransform } from '../../core/images';

export interface Size {
  width: number;
  height: number;
}

export interface Region extends Size {
  left: number;
  top: number;
}

/** Which part of the source to cut out and the size to scale it to. */
export interface CropPlan {
  region: Region;
  output: Size;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Plans a cover crop: the largest region of the target's aspect ratio (the source's own when only one or no
 * dimension is asked for), shrunk by the zoom factor, centred on the focal point as far as the source's edges
 * allow. The output is the requested size, scaled down (never up) so that it is not larger than the region.
 */
export function planCrop(source: Size, transform: NormalisedTransform): CropPlan {
  const { width: sw, height: sh } = source;
  const { width: tw, height: th, zoom } = transform;
  const aspect = tw !== undefined && th !== undefined ? tw / th : sw / sh;
  const fullWidth = sw / sh > aspect ? sh * aspect : sw;
  const fullHeight = sw / sh > aspect ? sh : sw / aspect;
  const width = clamp(Math.round(fullWidth / zoom), 1, sw);
  const height = clamp(Math.round(fullHeight / zoom), 1, sh);
  const left = clamp(Math.round(transform.focusX * sw - width / 2), 0, sw - width);
  const top = clamp(Math.round(transform.focusY * sh - height / 2), 0, sh - height);
  const region = { left, top, width, height };

  let output: Size;
  if (tw !== undefined && th !== undefined) {
    const scale = Math.min(1, width / tw, height / th);
    output = { width: Math.max(1, Math.round(tw * scale)), height: Math.max(1, Math.round(th * scale)) };
  } else if (tw !== undefined) {
    const outWidth = Math.min(tw, width);
    output = { width: outWidth, height: Math.max(1, Math.round((outWidth * height) / width)) };
  } else if (th !== undefined) {
    const outHeight = Math.min(th, height);
    output = { width: Math.max(1, Math.round((outHeight * width) / height)), height: outHeight };
  } else {
    output = { width, height };
  }
  return { region, output };
}
