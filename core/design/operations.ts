/**
 * Pure operations on a design document. Each takes a document and returns a new one; the input is never
 * changed, and unchanged sides and layers are shared. An unknown side or layer throws DesignOperationError.
 */

import { THEME_DEFAULTS } from '../constants';
import { DEFAULT_FONT_FAMILY, findFont, nearestWeight } from '../fonts/catalogue';
import { fitCentred, layerBounds, layerCentre, normaliseRotation, roundMm } from './geometry';
import { DESIGN_LIMITS, MIN_DPI, MM_PER_INCH } from './limits';
import { DESIGN_MESSAGES as M } from './messages';
import {
  DESIGN_VERSION,
  type DesignDocument,
  type DesignSide,
  type ImageLayer,
  type Layer,
  type Medium,
  type PrintArea,
  SIDES,
  type Side,
  type TextLayer,
} from './types';

export class DesignOperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DesignOperationError';
  }
}

/** A new, empty document with a print area for each side the product can be printed on. */
export function createDesign(options: {
  medium: Medium;
  printAreas: Partial<Record<Side, PrintArea>>;
}): DesignDocument {
  const sides: DesignDocument['sides'] = {};
  for (const side of SIDES) {
    const area = options.printAreas[side];
    if (area) sides[side] = { printArea: { widthMm: area.widthMm, heightMm: area.heightMm }, layers: [] };
  }
  return { version: DESIGN_VERSION, medium: options.medium, sides };
}

export function getSide(document: DesignDocument, side: Side): DesignSide {
  const content = document.sides[side];
  if (!content) throw new DesignOperationError(M.noSuchSide(side));
  return content;
}

export function getLayer(document: DesignDocument, side: Side, id: string): Layer {
  const layer = getSide(document, side).layers.find((candidate) => candidate.id === id);
  if (!layer) throw new DesignOperationError(M.noSuchLayer(id));
  return layer;
}

/** 'layer-{n}' with n one above the highest number in use anywhere in the document. */
export function nextLayerId(document: DesignDocument): string {
  let highest = 0;
  for (const content of Object.values(document.sides)) {
    for (const layer of content?.layers ?? []) {
      const match = /^layer-(\d+)$/.exec(layer.id);
      if (match) highest = Math.max(highest, Number(match[1]));
    }
  }
  return `layer-${highest + 1}`;
}

function withSide(
  document: DesignDocument,
  side: Side,
  change: (content: DesignSide) => DesignSide,
): DesignDocument {
  const content = getSide(document, side);
  return { ...document, sides: { ...document.sides, [side]: change(content) } };
}

function withLayer(
  document: DesignDocument,
  side: Side,
  id: string,
  change: (layer: Layer, area: PrintArea) => Layer,
): DesignDocument {
  getLayer(document, side, id);
  return withSide(document, side, (content) => ({
    ...content,
    layers: content.layers.map((layer) => (layer.id === id ? change(layer, content.printArea) : layer)),
  }));
}

const clampSize = (mm: number) =>
  roundMm(Math.min(DESIGN_LIMITS.maxLayerMm, Math.max(DESIGN_LIMITS.minLayerMm, mm)));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Adds a complete layer on top of a side. */
export function addLayer(document: DesignDocument, side: Side, layer: Layer): DesignDocument {
  return withSide(document, side, (content) => ({ ...content, layers: [...content.layers, layer] }));
}

type LayerFrame = Pick<Layer, 'x' | 'y' | 'width' | 'height' | 'rotation' | 'opacity' | 'locked'>;

/** A new layer's box, centred on the print area unless the input places it, with its turn and look. */
function newLayerFrame(
  area: PrintArea,
  input: Partial<LayerFrame>,
  width: number,
  height: number,
): LayerFrame {
  return {
    x: input.x ?? roundMm((area.widthMm - width) / 2),
    y: input.y ?? roundMm((area.heightMm - height) / 2),
    width,
    height,
    rotation: normaliseRotation(input.rotation ?? 0),
    opacity: clamp(input.opacity ?? 1, 0, 1),
    locked: input.locked ?? false,
  };
}

export type TextInput = Partial<Omit<TextLayer, 'kind'>> & { text: string };

/** Text centred on the side, in the default font unless given; the new layer is on top (id: nextLayerId). */
export function addText(document: DesignDocument, side: Side, input: TextInput): DesignDocument {
  const area = getSide(document, side).printArea;
  const fontSize = input.fontSize ?? roundMm(Math.min(area.widthMm, area.heightMm) / 8);
  const lineHeight = input.lineHeight ?? 1.2;
  const family = findFont(input.font?.family ?? DEFAULT_FONT_FAMILY) ?? findFont(DEFAULT_FONT_FAMILY);
  const lines = Math.max(1, input.text.split('\n').length);
  const width = input.width ?? roundMm(area.widthMm * 0.8);
  const height = input.height ?? roundMm(Math.max(fontSize, lines * fontSize * lineHeight));
  const layer: TextLayer = {
    id: input.id ?? nextLayerId(document),
    name: input.name ?? (input.text.split('\n')[0]?.slice(0, DESIGN_LIMITS.nameLength) || 'Text'),
    kind: 'text',
    text: input.text,
    font: {
      family: family?.name ?? DEFAULT_FONT_FAMILY,
      weight: family ? nearestWeight(family, input.font?.weight ?? THEME_DEFAULTS.fontWeight) : 400,
      style: input.font?.style === 'italic' && family?.italic ? 'italic' : 'normal',
    },
    fontSize,
    colour: input.colour ?? '#000000',
    align: input.align ?? 'center',
    lineHeight,
    letterSpacing: input.letterSpacing ?? 0,
    curve: input.curve ?? null,
    ...newLayerFrame(area, input, width, height),
  };
  return addLayer(document, side, layer);
}

export type ImageInput = Partial<Omit<ImageLayer, 'kind'>> &
  Pick<ImageLayer, 'src' | 'pixelWidth' | 'pixelHeight'>;

/**
 * An image centred on the side: as large as fits 80% of the print area, but never larger than it can print
 * at the medium's minimum resolution (150 DPI, 300 for paper). The new layer is on top (id: nextLayerId).
 */
export function addImage(document: DesignDocument, side: Side, input: ImageInput): DesignDocument {
  const area = getSide(document, side).printArea;
  const aspect = input.pixelWidth / input.pixelHeight;
  const fitted = fitCentred(aspect, area);
  const sharpWidth = (input.pixelWidth / MIN_DPI[document.medium]) * MM_PER_INCH;
  const width =
    input.width ?? roundMm(Math.max(DESIGN_LIMITS.minLayerMm, Math.min(fitted.width, sharpWidth)));
  const height = input.height ?? roundMm(Math.max(DESIGN_LIMITS.minLayerMm, width / aspect));
  const layer: ImageLayer = {
    id: input.id ?? nextLayerId(document),
    name: input.name ?? 'Image',
    kind: 'image',
    src: input.src,
    pixelWidth: input.pixelWidth,
    pixelHeight: input.pixelHeight,
    flipX: input.flipX ?? false,
    flipY: input.flipY ?? false,
    ...newLayerFrame(area, input, width, height),
  };
  return addLayer(document, side, layer);
}

/** Puts the layer's top-left corner (unrotated box) at a point. */
export function moveLayer(
  document: DesignDocument,
  side: Side,
  id: string,
  to: { x: number; y: number },
): DesignDocument {
  return withLayer(document, side, id, (layer) => ({ ...layer, x: roundMm(to.x), y: roundMm(to.y) }));
}

/** Moves a layer by an offset in mm (arrow keys nudge with this). */
export function moveLayerBy(
  document: DesignDocument,
  side: Side,
  id: string,
  by: { dx: number; dy: number },
): DesignDocument {
  return withLayer(document, side, id, (layer) => ({
    ...layer,
    x: roundMm(layer.x + by.dx),
    y: roundMm(layer.y + by.dy),
  }));
}

export interface ResizeOptions {
  /** The point that stays put: the top-left corner (default) or the centre. */
  anchor?: 'top-left' | 'centre';
}

/**
 * Gives a layer a new box size (each side at least 1 mm). Text scales with its box: font size and the
 * curve radius follow the change in height, so resizing text makes it bigger or smaller, not reflowed.
 */
export function resizeLayer(
  document: DesignDocument,
  side: Side,
  id: string,
  size: { width: number; height: number },
  options: ResizeOptions = {},
): DesignDocument {
  return withLayer(document, side, id, (layer) => {
    const width = clampSize(size.width);
    const height = clampSize(size.height);
    const centre = layerCentre(layer);
    const position =
      options.anchor === 'centre'
        ? { x: roundMm(centre.x - width / 2), y: roundMm(centre.y - height / 2) }
        : { x: layer.x, y: layer.y };
    if (layer.kind === 'image') return { ...layer, ...position, width, height };
    const factor = height / layer.height;
    return {
      ...layer,
      ...position,
      width,
      height,
      fontSize: roundMm(
        clamp(layer.fontSize * factor, DESIGN_LIMITS.minFontSizeMm, DESIGN_LIMITS.maxFontSizeMm),
      ),
      curve: layer.curve ? { radius: roundMm(layer.curve.radius * factor) } : null,
    };
  });
}

/** Scales a layer about its centre, keeping its proportions (the corner handles). */
export function scaleLayer(document: DesignDocument, side: Side, id: string, factor: number): DesignDocument {
  const layer = getLayer(document, side, id);
  const safe = Math.max(factor, DESIGN_LIMITS.minLayerMm / Math.min(layer.width, layer.height));
  return resizeLayer(
    document,
    side,
    id,
    { width: layer.width * safe, height: layer.height * safe },
    { anchor: 'centre' },
  );
}

/** Sets a layer's rotation (degrees clockwise about its centre), normalised to (-180, 180]. */
export function rotateLayer(
  document: DesignDocument,
  side: Side,
  id: string,
  degrees: number,
): DesignDocument {
  return withLayer(document, side, id, (layer) => ({ ...layer, rotation: normaliseRotation(degrees) }));
}

export function rotateLayerBy(
  document: DesignDocument,
  side: Side,
  id: string,
  degrees: number,
): DesignDocument {
  return withLayer(document, side, id, (layer) => ({
    ...layer,
    rotation: normaliseRotation(layer.rotation + degrees),
  }));
}

export type Alignment = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

/**
 * Aligns a layer's visible (rotated) box to an edge or the centre line of the print area: left, center and
 * right move it across; top, middle and bottom move it up or down.
 */
export function alignLayer(
  document: DesignDocument,
  side: Side,
  id: string,
  alignment: Alignment,
): DesignDocument {
  return withLayer(document, side, id, (layer, area) => {
    const bounds = layerBounds(layer);
    let dx = 0;
    let dy = 0;
    switch (alignment) {
      case 'left':
        dx = -bounds.x;
        break;
      case 'center':
        dx = (area.widthMm - bounds.width) / 2 - bounds.x;
        break;
      case 'right':
        dx = area.widthMm - bounds.width - bounds.x;
        break;
      case 'top':
        dy = -bounds.y;
        break;
      case 'middle':
        dy = (area.heightMm - bounds.height) / 2 - bounds.y;
        break;
      case 'bottom':
        dy = area.heightMm - bounds.height - bounds.y;
        break;
    }
    return { ...layer, x: roundMm(layer.x + dx), y: roundMm(layer.y + dy) };
  });
}

/** Centres a layer on the print area both ways. */
export function centreLayer(document: DesignDocument, side: Side, id: string): DesignDocument {
  return alignLayer(alignLayer(document, side, id, 'center'), side, id, 'middle');
}

export type ReorderTarget = 'forward' | 'backward' | 'front' | 'back' | { index: number };

/** Changes a layer's place in the stack: one up or down, to the top or bottom, or to an index (0 = bottom). */
export function reorderLayer(
  document: DesignDocument,
  side: Side,
  id: string,
  target: ReorderTarget,
): DesignDocument {
  getLayer(document, side, id);
  return withSide(document, side, (content) => {
    const from = content.layers.findIndex((layer) => layer.id === id);
    const last = content.layers.length - 1;
    const to =
      target === 'forward'
        ? Math.min(last, from + 1)
        : target === 'backward'
          ? Math.max(0, from - 1)
          : target === 'front'
            ? last
            : target === 'back'
              ? 0
              : clamp(Math.trunc(target.index), 0, last);
    if (to === from) return content;
    const layers = [...content.layers];
    const [moved] = layers.splice(from, 1);
    if (moved) layers.splice(to, 0, moved);
    return { ...content, layers };
  });
}

export function deleteLayer(document: DesignDocument, side: Side, id: string): DesignDocument {
  getLayer(document, side, id);
  return withSide(document, side, (content) => ({
    ...content,
    layers: content.layers.filter((layer) => layer.id !== id),
  }));
}

/** A copy of a layer just above it, offset down and right (5 mm unless given), with a new id. */
export function duplicateLayer(
  document: DesignDocument,
  side: Side,
  id: string,
  options: { offsetMm?: number; newId?: string } = {},
): DesignDocument {
  const original = getLayer(document, side, id);
  const offset = options.offsetMm ?? 5;
  const copy: Layer = {
    ...original,
    id: options.newId ?? nextLayerId(document),
    name: `${original.name} copy`.slice(0, DESIGN_LIMITS.nameLength),
    x: roundMm(original.x + offset),
    y: roundMm(original.y + offset),
    locked: false,
  };
  return withSide(document, side, (content) => {
    const index = content.layers.findIndex((layer) => layer.id === id);
    const layers = [...content.layers];
    layers.splice(index + 1, 0, copy);
    return { ...content, layers };
  });
}

type SharedPatch = Partial<Pick<Layer, 'name' | 'opacity' | 'locked'>>;
export type TextPatch = SharedPatch &
  Partial<
    Pick<
      TextLayer,
      'text' | 'font' | 'fontSize' | 'colour' | 'align' | 'lineHeight' | 'letterSpacing' | 'curve'
    >
  >;
export type ImagePatch = SharedPatch & Partial<Pick<ImageLayer, 'flipX' | 'flipY'>>;

/** Changes a text layer's content or style (or its name, opacity, lock). */
export function updateText(
  document: DesignDocument,
  side: Side,
  id: string,
  patch: TextPatch,
): DesignDocument {
  return withLayer(document, side, id, (layer) => {
    if (layer.kind !== 'text') throw new DesignOperationError(M.noSuchLayer(id));
    return {
      ...layer,
      ...patch,
      font: patch.font ? { ...layer.font, ...patch.font } : layer.font,
      opacity: clamp(patch.opacity ?? layer.opacity, 0, 1),
    };
  });
}

/** Changes an image layer's flips (or its name, opacity, lock). */
export function updateImage(
  document: DesignDocument,
  side: Side,
  id: string,
  patch: ImagePatch,
): DesignDocument {
  return withLayer(document, side, id, (layer) => {
    if (layer.kind !== 'image') throw new DesignOperationError(M.noSuchLayer(id));
    return { ...layer, ...patch, opacity: clamp(patch.opacity ?? layer.opacity, 0, 1) };
  });
}

/** Removes every layer of a side (the side stays printable). */
export function clearSide(document: DesignDocument, side: Side): DesignDocument {
  return withSide(document, side, (content) => ({ ...content, layers: [] }));
}
