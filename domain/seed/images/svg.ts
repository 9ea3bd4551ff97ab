/** Helpers for writing SVG markup as strings. */

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Rounds to 1 decimal so generated markup is short and stable. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Polygon/polyline points attribute from [x, y] pairs. */
export function points(pairs: readonly (readonly [number, number])[]): string {
  return pairs.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A rectangle in some viewBox. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
