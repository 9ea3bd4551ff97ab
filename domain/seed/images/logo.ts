import type { SeedLogo } from '../data/types';
import { escapeXml, n, points } from './svg';

/** Logos are served as SVG files, so real web fonts apply in the browser. */
export const LOGO_FONT = 'Lato, Helvetica, Arial, sans-serif';

const HEIGHT = 64;
const MARK = 56;
const FONT_SIZE = 30;
const GAP = 14;
const PAD = 4;

/** Symbol drawn in black on a 56 x 56 box: used as the cut-out of the round mark. */
function symbol(mark: string, initial: string): string {
  const c = MARK / 2;
  switch (mark) {
    case 'leaf':
      return `<path d="M 17 40 C 15 24, 25 15, 41 14 C 42 30, 34 40, 19 40 Z M 17 42 C 24 34, 29 28, 35 21" fill="#000" stroke="#000" stroke-width="2.5" stroke-linecap="round"/><path d="M 19 38 C 25 32, 29 27, 35 21" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/>`;
    case 'moon':
      return `<path d="M 34 13 A 16 16 0 1 0 43 36 A 13 13 0 1 1 34 13 Z" fill="#000"/><circle cx="40" cy="17" r="1.8" fill="#000"/><circle cx="45" cy="25" r="1.2" fill="#000"/>`;
    case 'mountain':
      return `<polygon points="${points([
        [9, 40],
        [22, 19],
        [29, 30],
        [34, 23],
        [47, 40],
      ])}" fill="#000"/>`;
    case 'star': {
      const pts: [number, number][] = [];
      for (let i = 0; i < 10; i++) {
        const r = i % 2 === 0 ? 17 : 7.5;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        pts.push([c + Math.cos(a) * r, c + 1 + Math.sin(a) * r]);
      }
      return `<polygon points="${points(pts)}" fill="#000"/>`;
    }
    case 'planet':
      return `<circle cx="${c}" cy="${c}" r="10" fill="#000"/><ellipse cx="${c}" cy="${c}" rx="19" ry="6" transform="rotate(-20 ${c} ${c})" fill="none" stroke="#000" stroke-width="2.5"/>`;
    case 'wave':
      return `<path d="M 10 24 q 4.5 -6 9 0 t 9 0 t 9 0 t 9 0 M 10 33 q 4.5 -6 9 0 t 9 0 t 9 0 t 9 0" fill="none" stroke="#000" stroke-width="3.5" stroke-linecap="round"/>`;
    case 'halftone': {
      const dots: string[] = [];
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 4; col++) {
          dots.push(
            `<circle cx="${n(14 + col * 9.3)}" cy="${n(14 + row * 9.3)}" r="${n(1.2 + (row + col) * 0.55)}"/>`,
          );
        }
      }
      return `<g fill="#000">${dots.join('')}</g>`;
    }
    case 'hexagon': {
      const pts: [number, number][] = [];
      for (let i = 0; i < 6; i++) {
        const a = Math.PI / 6 + (i * Math.PI) / 3;
        pts.push([c + Math.cos(a) * 15, c + Math.sin(a) * 15]);
      }
      return `<polygon points="${points(pts)}" fill="none" stroke="#000" stroke-width="4.5" stroke-linejoin="round"/>`;
    }
    default:
      return `<text x="${c}" y="${c + 11}" text-anchor="middle" font-family="${LOGO_FONT}" font-weight="700" font-size="30" fill="#000">${escapeXml(initial)}</text>`;
  }
}

/** Rough advance width of the wordmark: bold Lato averages ~0.55em per character. */
function wordmarkWidth(text: string): number {
  return Math.ceil(text.length * FONT_SIZE * 0.56);
}

const isTransparent = (colour: string) => ['transparent', 'none', ''].includes(colour.trim().toLowerCase());

/**
 * A store logo: a round mark with its symbol cut out (so it works on any header colour)
 * and the wordmark. `background` other than 'transparent' is painted behind everything.
 */
export function logoSvg(logo: SeedLogo): string {
  const text = logo.text.trim() || 'Store';
  const boxed = !isTransparent(logo.background);
  const inset = boxed ? 14 : 0;
  const width = inset * 2 + MARK + GAP + wordmarkWidth(text) + PAD;
  const height = HEIGHT + inset * 2;
  const markY = inset + (HEIGHT - MARK) / 2;
  const initial = text.charAt(0).toUpperCase();
  const maskId = 'logo-mark';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(text)}">`,
    `<title>${escapeXml(text)}</title>`,
    boxed ? `<rect width="${width}" height="${height}" rx="6" fill="${logo.background}"/>` : '',
    `<defs><mask id="${maskId}" maskUnits="userSpaceOnUse" x="0" y="0" width="${MARK}" height="${MARK}">`,
    `<rect width="${MARK}" height="${MARK}" fill="#fff"/>${symbol(logo.mark, initial)}</mask></defs>`,
    `<g transform="translate(${inset} ${markY})"><circle cx="${MARK / 2}" cy="${MARK / 2}" r="${MARK / 2}" fill="${logo.colour}" mask="url(#${maskId})"/></g>`,
    `<text x="${inset + MARK + GAP}" y="${inset + HEIGHT / 2 + FONT_SIZE * 0.35}" font-family="${LOGO_FONT}" font-weight="700" font-size="${FONT_SIZE}" letter-spacing="0.3" fill="${logo.colour}">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('');
}
