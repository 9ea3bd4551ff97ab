import { darken } from './colour';
import type { GarmentDrawOptions, GarmentLayers, PrintArea } from './garment-types';

export const STICKER_PRINT_AREA: PrintArea = { x: 276, y: 276, width: 448, height: 448, shape: 'circle' };

const CX = 500;
const CY = 500;
const R = 250;

/** Matte desk surface the sticker is photographed on. */
function desk(id: string): string {
  return [
    `<defs><linearGradient id="${id}-desk" x1="0" x2="0.6" y1="0" y2="1">`,
    '<stop offset="0" stop-color="#f6f4f0"/><stop offset="0.6" stop-color="#ebe8e2"/><stop offset="1" stop-color="#dcd8d0"/>',
    '</linearGradient>',
    '</defs>',
    `<rect width="1000" height="1000" fill="url(#${id}-desk)"/>`,
  ].join('');
}

/** Radial gradient for a circle of radius `r` whose shadow fades out over `spread` px. */
function softCircleShadow(id: string, r: number, spread: number, opacity: number): string {
  const edge = (r - spread) / (r + spread);
  return [
    `<radialGradient id="${id}">`,
    `<stop offset="${edge.toFixed(3)}" stop-color="#000" stop-opacity="${opacity}"/>`,
    `<stop offset="${((edge + 1) / 2).toFixed(3)}" stop-color="#000" stop-opacity="${(opacity * 0.35).toFixed(3)}"/>`,
    '<stop offset="1" stop-color="#000" stop-opacity="0"/>',
    '</radialGradient>',
  ].join('');
}

export function drawSticker({ id, colour }: GarmentDrawOptions): GarmentLayers & { backdrop: string } {
  const under = [
    `<defs>${softCircleShadow(`${id}-ss`, R, 24, 0.24)}${softCircleShadow(`${id}-sc`, R, 5, 0.22)}</defs>`,
    `<circle cx="${CX + 6}" cy="${CY + 14}" r="${R + 24}" fill="url(#${id}-ss)"/>`,
    `<circle cx="${CX + 1}" cy="${CY + 3}" r="${R + 5}" fill="url(#${id}-sc)"/>`,
    `<circle cx="${CX}" cy="${CY}" r="${R}" fill="${colour}"/>`,
    `<circle cx="${CX}" cy="${CY}" r="${R - 1}" fill="none" stroke="${darken(colour, 0.12)}" stroke-width="2"/>`,
  ].join('');
  const over = [
    `<defs><linearGradient id="${id}-gloss" x1="0" x2="1" y1="0" y2="1">`,
    '<stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.4" stop-color="#fff" stop-opacity="0.06"/>',
    '<stop offset="0.41" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.06"/>',
    '</linearGradient></defs>',
    `<circle cx="${CX}" cy="${CY}" r="${R}" fill="url(#${id}-gloss)"/>`,
  ].join('');
  return { backdrop: desk(id), under, over };
}
