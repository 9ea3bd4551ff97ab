/**
 * Reading the rendered blocks' boxes from the canvas, in the canvas's own coordinates (its content box with
 * its scroll), so they stay right while the window scrolls and an absolutely placed overlay can use them.
 */
import type { Point, Rect } from './geometry';

/** A selector for an attribute's exact value (quotes and backslashes escaped). */
export function attributeIs(name: string, value: string): string {
  return `[${name}="${value.replace(/["\\]/g, '\\$&')}"]`;
}

/** Where the canvas's content starts, in viewport coordinates. */
export function canvasOrigin(canvas: HTMLElement): Point {
  const box = canvas.getBoundingClientRect();
  return {
    x: box.left + canvas.clientLeft - canvas.scrollLeft,
    y: box.top + canvas.clientTop - canvas.scrollTop,
  };
}

/** A viewport point in canvas coordinates. */
export function toCanvas(canvas: HTMLElement, point: Point): Point {
  const origin = canvasOrigin(canvas);
  return { x: point.x - origin.x, y: point.y - origin.y };
}

/** Every rendered block's box by uid ([data-block-uid] frames inside the canvas, outside the overlay). */
export function measureBlocks(canvas: HTMLElement, overlay: HTMLElement | null): Map<string, Rect> {
  const origin = canvasOrigin(canvas);
  const rects = new Map<string, Rect>();
  for (const element of canvas.querySelectorAll<HTMLElement>('[data-block-uid]')) {
    if (overlay?.contains(element)) continue;
    const uid = element.dataset.blockUid;
    const box = element.getBoundingClientRect();
    if (!uid || (box.width === 0 && box.height === 0)) continue;
    rects.set(uid, { x: box.left - origin.x, y: box.top - origin.y, width: box.width, height: box.height });
  }
  return rects;
}

export function sameRects(a: ReadonlyMap<string, Rect>, b: ReadonlyMap<string, Rect>): boolean {
  if (a.size !== b.size) return false;
  for (const [uid, rect] of a) {
    const other = b.get(uid);
    if (
      !other ||
      other.x !== rect.x ||
      other.y !== rect.y ||
      other.width !== rect.width ||
      other.height !== rect.height
    ) {
      return false;
    }
  }
  return true;
}

/** The page grid's box and column gap (the `.blocks` region holding the block), for resizing. */
export function gridBoxOf(canvas: HTMLElement, uid: string): { width: number; gap: number } | null {
  const frame = canvas.querySelector<HTMLElement>(attributeIs('data-block-uid', uid));
  const grid = frame?.closest<HTMLElement>('.blocks');
  if (!grid) return null;
  const gap = Number.parseFloat(getComputedStyle(grid).columnGap);
  return { width: grid.getBoundingClientRect().width, gap: Number.isFinite(gap) ? gap : 0 };
}
