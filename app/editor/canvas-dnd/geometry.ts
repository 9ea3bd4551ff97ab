/** Rectangles and points in the canvas's own coordinates (its content box, scroll included). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const right = (rect: Rect) => rect.x + rect.width;
export const bottom = (rect: Rect) => rect.y + rect.height;
export const centre = (rect: Rect): Point => ({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });

export function contains(rect: Rect, point: Point): boolean {
  return point.x >= rect.x && point.x <= right(rect) && point.y >= rect.y && point.y <= bottom(rect);
}

/** The rectangle shrunk by `by` on every side (never below nothing). */
export function inset(rect: Rect, by: { x: number; y: number }): Rect {
  const x = Math.min(by.x, rect.width / 2);
  const y = Math.min(by.y, rect.height / 2);
  return { x: rect.x + x, y: rect.y + y, width: rect.width - 2 * x, height: rect.height - 2 * y };
}

/** Whether two boxes sit side by side on one visual line: they share most of the shorter one's height. */
export function sameLine(a: Rect, b: Rect): boolean {
  const overlap = Math.min(bottom(a), bottom(b)) - Math.max(a.y, b.y);
  return overlap > Math.min(a.height, b.height) / 2;
}

export function sameRect(a: Rect | undefined, b: Rect | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.x === b.x &&
    a.y === b.y &&
    a.width === b.width &&
    a.height === b.height
  );
}
