import { n } from './svg';

/**
 * Vertical rib lines clipped to `shape` (path data), filling the box x, y, width, height,
 * as seen on knitted cuffs, collars and waistbands.
 */
export function ribs(
  shape: string,
  x: number,
  y: number,
  width: number,
  height: number,
  pitch: number,
  colour: string,
  id: string,
): string {
  const lines: string[] = [];
  for (let lx = x + pitch / 2; lx < x + width; lx += pitch) {
    lines.push(`M ${n(lx)} ${n(y)} L ${n(lx)} ${n(y + height)}`);
  }
  return [
    `<defs><clipPath id="${id}"><path d="${shape}"/></clipPath></defs>`,
    `<path d="${lines.join(' ')}" clip-path="url(#${id})" stroke="${colour}" stroke-width="1.6" stroke-opacity="0.55"/>`,
  ].join('');
}
