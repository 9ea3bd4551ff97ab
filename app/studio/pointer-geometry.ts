/**
 * Pointer maths for the canvas: screen points to millimetres of the print area, and the move, scale and
 * rotation a drag from one point to another means. Pure; the canvas feeds it pointer events.
 */
import { DESIGN_LIMITS, type PrintArea, svgNumber } from '../../core/design';

export interface Point {
  x: number;
  y: number;
}

/** The print area's box on screen (getBoundingClientRect of the element drawn over it). */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A screen point in mm of the print area (origin top left). */
export function clientToMm(point: Point, rect: ScreenRect, area: PrintArea): Point {
  return {
    x: rect.width > 0 ? ((point.x - rect.left) / rect.width) * area.widthMm : 0,
    y: rect.height > 0 ? ((point.y - rect.top) / rect.height) * area.heightMm : 0,
  };
}

/** Screen pixels per mm of the print area as drawn (the snap threshold and handle sizes use it). */
export function pixelsPerMm(rect: ScreenRect, area: PrintArea): number {
  return area.widthMm > 0 ? rect.width / area.widthMm : 0;
}

/** Degrees clockwise from straight up, of the line from `centre` to `point`. */
export function angleFrom(centre: Point, point: Point): number {
  return (Math.atan2(point.x - centre.x, centre.y - point.y) * 180) / Math.PI;
}

/** The rotation after dragging the rotate handle from `start` to `current` around the layer's centre. */
export function rotationAfterDrag(
  startRotation: number,
  centre: Point,
  start: Point,
  current: Point,
): number {
  return startRotation + angleFrom(centre, current) - angleFrom(centre, start);
}

/**
 * The scale factor after dragging a corner handle from `start` to `current`, about the layer's centre:
 * the ratio of their distances from it, never so small the layer falls under the minimum size.
 */
export function scaleAfterDrag(
  centre: Point,
  start: Point,
  current: Point,
  size: { width: number; height: number },
): number {
  const from = Math.hypot(start.x - centre.x, start.y - centre.y);
  const to = Math.hypot(current.x - centre.x, current.y - centre.y);
  if (from === 0) return 1;
  const smallest = DESIGN_LIMITS.minLayerMm / Math.min(size.width, size.height);
  const largest = DESIGN_LIMITS.maxLayerMm / Math.max(size.width, size.height);
  return Math.min(largest, Math.max(smallest, to / from));
}

export interface PreviewBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/**
 * The SVG transform of a layer's group while it is dragged: the renderer's own (translate, then rotate
 * about the box centre), scaled about the centre while a corner is dragged. Scaling text about its centre
 * is what resizeLayer does to it (font size follows the height), so the live preview matches the result.
 */
export function previewTransform(box: PreviewBox, scale = 1): string {
  const n = svgNumber;
  const cx = box.width / 2;
  const cy = box.height / 2;
  const parts = [`translate(${n(box.x)} ${n(box.y)})`];
  if (box.rotation !== 0) parts.push(`rotate(${n(box.rotation)} ${n(cx)} ${n(cy)})`);
  if (scale !== 1)
    parts.push(`translate(${n(cx)} ${n(cy)}) scale(${n(scale)}) translate(${n(-cx)} ${n(-cy)})`);
  return parts.join(' ');
}
