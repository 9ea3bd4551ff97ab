import type { SeedColour, SeedProduct } from '../data/types';
import { artworkSvg } from './artwork';
import { garmentScene, PRINT_AREAS, PRODUCT_IMAGE_SIZE } from './garments';
import { n, svgDocument } from './svg';

/** Finds a product colour by name, or accepts the colour itself. */
export function resolveColour(
  product: Pick<SeedProduct, 'colours' | 'sku'>,
  colour: SeedColour | string,
): SeedColour {
  if (typeof colour !== 'string') return colour;
  const found = product.colours.find((c) => c.name === colour);
  if (!found) throw new Error(`Product ${product.sku} has no colour named "${colour}"`);
  return found;
}

/** The product photo: product in `colour` with its artwork clipped to the print area (1000 x 1000). */
export function productImageSvg(
  product: Pick<SeedProduct, 'kind' | 'artwork' | 'colours' | 'sku'> & Partial<Pick<SeedProduct, 'fit'>>,
  colour: SeedColour | string,
): string {
  const { hex } = resolveColour(product, colour);
  const scene = garmentScene(product.kind, { id: 'p', colour: hex, fit: product.fit });
  const area = PRINT_AREAS[product.kind];
  // Paper goods are printed edge to edge; garments carry a centred design on the fabric.
  const mode = product.kind === 'art-print' || product.kind === 'sticker' ? 'full' : 'badge';
  const art = artworkSvg(product.artwork, {
    width: area.width,
    height: area.height,
    mode,
    ground: hex,
    id: 'p-art',
    // keep free-standing graphics clear of a round sticker's edge
    padding: area.shape === 'circle' ? 0.1 : 0,
  });
  const clipShape =
    area.shape === 'circle'
      ? `<ellipse cx="${n(area.x + area.width / 2)}" cy="${n(area.y + area.height / 2)}" rx="${n(area.width / 2)}" ry="${n(area.height / 2)}"/>`
      : `<rect x="${n(area.x)}" y="${n(area.y)}" width="${n(area.width)}" height="${n(area.height)}"/>`;
  const print = [
    `<defs><clipPath id="p-print">${clipShape}</clipPath></defs>`,
    `<g clip-path="url(#p-print)"><g transform="translate(${n(area.x)} ${n(area.y)})">${art}</g></g>`,
  ].join('');
  return svgDocument(
    PRODUCT_IMAGE_SIZE,
    PRODUCT_IMAGE_SIZE,
    scene.backdrop + scene.under + print + scene.over,
  );
}
