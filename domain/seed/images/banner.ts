import type { SeedCollection } from '../data/types';
import { artworkSvg } from './artwork';
import { contrast } from './colour';
import { garmentScene, PRINT_AREAS } from './garments';
import { n, svgDocument } from './svg';

/** Collection banners match the banner block image size (spec §9). */
export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 768;

/** Real garment colours the banner products are drawn in, picked to stand out on the banner. */
const BANNER_GARMENT_COLOURS = ['#ffffff', '#1b1b1b', '#d8c7a1', '#b7b9bd', '#1f2a44', '#efe6d2'];

/** Three products fanned out on the right, with the back two smaller. */
const SLOTS = [
  { x: 930, y: 84, scale: 0.62, seed: 2 },
  { x: 1330, y: 84, scale: 0.62, seed: 3 },
  { x: 1110, y: 24, scale: 0.74, seed: 1 },
] as const;

function bannerProducts(collection: SeedCollection, palette: readonly string[]): string {
  const kind = collection.bannerKind;
  if (!kind) return '';
  const ground = palette[0] ?? '#ffffff';
  const colours = [...BANNER_GARMENT_COLOURS].sort((a, b) => contrast(b, ground) - contrast(a, ground));
  const area = PRINT_AREAS[kind];
  const paper = kind === 'art-print' || kind === 'sticker';
  return SLOTS.map((slot, i) => {
    const id = `b${i}`;
    const colour = paper ? (i === 2 ? '#ffffff' : '#f3ead8') : (colours[i] ?? '#ffffff');
    const scene = garmentScene(kind, { id, colour, texture: false });
    const art = artworkSvg(
      { motif: collection.bannerMotif, palette: [...palette], seed: slot.seed },
      {
        width: area.width,
        height: area.height,
        mode: paper ? 'full' : 'badge',
        ground: colour,
        id: `${id}-art`,
      },
    );
    const clip =
      area.shape === 'circle'
        ? `<ellipse cx="${n(area.x + area.width / 2)}" cy="${n(area.y + area.height / 2)}" rx="${n(area.width / 2)}" ry="${n(area.height / 2)}"/>`
        : `<rect x="${area.x}" y="${area.y}" width="${area.width}" height="${area.height}"/>`;
    return [
      `<g transform="translate(${slot.x} ${slot.y}) scale(${slot.scale})">`,
      scene.under,
      `<defs><clipPath id="${id}-print">${clip}</clipPath></defs>`,
      `<g clip-path="url(#${id}-print)"><g transform="translate(${area.x} ${area.y})">${art}</g></g>`,
      scene.over,
      '</g>',
    ].join('');
  }).join('');
}

/** Collection banner (1920 x 768): the collection motif edge to edge, optionally with products on the right. */
export function collectionBannerSvg(
  collection: SeedCollection,
  palette: readonly string[] = collection.bannerPalette,
): string {
  const background = artworkSvg(
    { motif: collection.bannerMotif, palette: [...palette], text: collection.name },
    {
      width: BANNER_WIDTH,
      height: BANNER_HEIGHT,
      mode: 'full',
      id: 'banner',
      // with products on the right, free-standing graphics move to the left (patterns stay full-bleed)
      box:
        collection.bannerKind && collection.bannerMotif !== 'geometric'
          ? { x: 80, y: 0, width: BANNER_WIDTH * 0.42, height: BANNER_HEIGHT }
          : undefined,
    },
  );
  return svgDocument(BANNER_WIDTH, BANNER_HEIGHT, background + bannerProducts(collection, palette));
}
