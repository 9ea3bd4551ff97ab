import { darken, lighten, luminance } from './colour';
import type { GarmentDrawOptions, GarmentLayers, PrintArea } from './garment-types';

/** The poster inside its mount; the frame is 500 wide on a wall. */
export const ART_PRINT_PRINT_AREA: PrintArea = { x: 312, y: 172, width: 376, height: 532, shape: 'rect' };

const FRAME = { x: 250, y: 110, width: 500, height: 656 } as const;

/** Plaster wall above a wooden sideboard with a small vase, lit from the upper left. */
function wall(id: string): string {
  return [
    '<defs>',
    `<linearGradient id="${id}-wall" x1="0" x2="0.7" y1="0" y2="1">`,
    '<stop offset="0" stop-color="#f5f2ec"/><stop offset="0.65" stop-color="#e7e1d7"/><stop offset="1" stop-color="#d9d2c6"/>',
    '</linearGradient>',
    `<linearGradient id="${id}-wood" x1="0" x2="0" y1="0" y2="1">`,
    '<stop offset="0" stop-color="#b88a5e"/><stop offset="0.08" stop-color="#9c7049"/><stop offset="1" stop-color="#7a5435"/>',
    '</linearGradient>',
    `<linearGradient id="${id}-vase" x1="0" x2="1" y1="0" y2="0">`,
    '<stop offset="0" stop-color="#eeeae2"/><stop offset="0.6" stop-color="#d6d0c4"/><stop offset="1" stop-color="#b9b2a5"/>',
    '</linearGradient>',
    `<radialGradient id="${id}-vaseshadow"><stop offset="0.3" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="1000" height="1000" fill="url(#${id}-wall)"/>`,
    // sideboard
    `<rect x="0" y="900" width="1000" height="100" fill="url(#${id}-wood)"/>`,
    '<rect x="0" y="900" width="1000" height="4" fill="#caa27a"/>',
    `<ellipse cx="842" cy="902" rx="70" ry="12" fill="url(#${id}-vaseshadow)"/>`,
    // stoneware vase with two eucalyptus stems
    '<path d="M 832 800 C 800 780, 820 720, 812 660 M 846 800 C 860 760, 880 720, 900 690" fill="none" stroke="#6f7f6a" stroke-width="4"/>',
    ...[
      [812, 668, -30],
      [806, 700, 20],
      [820, 735, -25],
      [896, 696, 40],
      [880, 722, -10],
      [866, 752, 35],
    ].map(
      ([x, y, r]) =>
        `<ellipse cx="${x}" cy="${y}" rx="16" ry="11" transform="rotate(${r} ${x} ${y})" fill="#8fa487"/>`,
    ),
    `<path d="M 806 902 C 790 870, 792 830, 818 808 L 818 790 L 866 790 L 866 808 C 892 830, 894 870, 878 902 Z" fill="url(#${id}-vase)"/>`,
  ].join('');
}

export function drawArtPrint({ id, colour }: GarmentDrawOptions): GarmentLayers & { backdrop: string } {
  const natural = luminance(colour) < 0.9;
  const frame = natural ? '#b38a5c' : '#1e1e1e';
  const frameLight = natural ? lighten(frame, 0.25) : '#3a3a3a';
  const frameDark = natural ? darken(frame, 0.3) : '#0c0c0c';
  const { x, y, width, height } = FRAME;
  const inner = { x: x + 22, y: y + 22, width: width - 44, height: height - 44 };
  const art = ART_PRINT_PRINT_AREA;
  const under = [
    ...[30, 20, 11, 4].map(
      (spread) =>
        `<rect x="${x + 14 - spread}" y="${y + 22 - spread}" width="${width + 2 * spread}" height="${height + 2 * spread}" rx="${spread}" fill="#000" fill-opacity="0.07"/>`,
    ),
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${frame}"/>`,
    // bevelled moulding: light top/left, dark bottom/right
    `<path d="M ${x} ${y} h ${width} l -22 22 h ${-(width - 44)} v ${height - 44} l -22 22 Z" fill="${frameLight}" fill-opacity="0.55"/>`,
    `<path d="M ${x + width} ${y + height} h ${-width} l 22 -22 h ${width - 44} v ${-(height - 44)} l 22 -22 Z" fill="${frameDark}" fill-opacity="0.45"/>`,
    `<rect x="${inner.x}" y="${inner.y}" width="${inner.width}" height="${inner.height}" fill="${colour}"/>`,
    // mount bevel
    `<rect x="${art.x - 3}" y="${art.y - 3}" width="${art.width + 6}" height="${art.height + 6}" fill="none" stroke="${darken(colour, 0.1)}" stroke-width="3"/>`,
    `<rect x="${art.x}" y="${art.y}" width="${art.width}" height="${art.height}" fill="${colour}"/>`,
  ].join('');
  const over = [
    `<defs><linearGradient id="${id}-glass" x1="0" x2="1" y1="0" y2="1">`,
    '<stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.04"/>',
    '<stop offset="0.36" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.05"/>',
    '</linearGradient>',
    `<linearGradient id="${id}-inset" x1="0" x2="0" y1="0" y2="1">`,
    '<stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="0.06" stop-color="#000" stop-opacity="0"/>',
    '</linearGradient></defs>',
    `<rect x="${inner.x}" y="${inner.y}" width="${inner.width}" height="${inner.height}" fill="url(#${id}-inset)"/>`,
    `<rect x="${inner.x}" y="${inner.y}" width="${inner.width}" height="${inner.height}" fill="url(#${id}-glass)"/>`,
  ].join('');
  return { backdrop: wall(id), under, over };
}
