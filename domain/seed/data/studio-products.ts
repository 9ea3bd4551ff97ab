import type { MockupView, PrintArea, Side } from '../../../core/design';
import { colours } from './colours';
import { ADULT_SIZES, KIDS_SIZES, ONE_SIZE, PRINT_SIZES, STICKER_SIZES } from './sizes';
import type { Gender, ProductKind, SeedColour } from './types';

/** Where a side's print area sits on the product photo (1000 x 1000 px). */
export interface StudioPlacementSpec {
  view: MockupView;
  /** Horizontal centre and top edge of the print area in the photo, in pixels. */
  centreX: number;
  top: number;
  /** Photo pixels per millimetre of print area. */
  pixelsPerMm: number;
  shape?: 'rect' | 'circle';
}

/** A base product of the studio: a blank the shopper designs on. */
export interface StudioBaseProduct {
  /** The customiseIt value: /studio/{key}/. */
  key: string;
  sku: string;
  name: string;
  description: string;
  kind: ProductKind;
  fit: 'regular' | 'fitted';
  gender: Gender;
  /** Type code: 'garment', 'bag' or 'printed-paper' (paper goods print at 300 DPI). */
  type: string;
  /** The blank's price in pence; each printed side adds its print cost. */
  price: number;
  colours: SeedColour[];
  sizes: readonly string[];
  platen: { widthMm: number; heightMm: number };
  sides: Partial<Record<Side, StudioSide>>;
}

/** One printable side of a base product: its area, how it prints, its cost and where it sits on the photo. */
export interface StudioSide {
  area: PrintArea;
  technique: string;
  printCost: number;
  placement: StudioPlacementSpec;
}

/** Where a print area sits on one photo: its top edge and scale (centred unless centreX says otherwise). */
interface PhotoSpot {
  top: number;
  pixelsPerMm: number;
  centreX?: number;
}

/** A side printed by direct-to-garment. */
const dtgSide = (
  area: PrintArea,
  printCost: number,
  view: MockupView,
  { top, pixelsPerMm, centreX = 500 }: PhotoSpot,
): StudioSide => ({ area, technique: 'dtg', printCost, placement: { view, centreX, top, pixelsPerMm } });

/** A blank printed by direct-to-garment on its front and back at one print cost. */
const frontAndBack = (
  printCost: number,
  front: { area: PrintArea } & PhotoSpot,
  back: { area: PrintArea } & PhotoSpot,
) => ({
  front: dtgSide(front.area, printCost, 'front', front),
  back: dtgSide(back.area, printCost, 'back', back),
});

const sleeve = (centreX: number, top: number) =>
  dtgSide({ widthMm: 90, heightMm: 90 }, 300, 'front', { centreX, top, pixelsPerMm: 0.55 });

/** A t-shirt's sides: front and back, and a small print on each sleeve. */
const tee = (front: PrintArea, scale: number, sleeveY: number) => ({
  ...frontAndBack(
    500,
    { area: front, top: 268, pixelsPerMm: scale },
    { area: front, top: 232, pixelsPerMm: scale * 1.06 },
  ),
  // The wearer's left sleeve is on the right of a front photo.
  left: sleeve(778, sleeveY),
  right: sleeve(222, sleeveY),
});

/** The studio's base products, seeded into every demo store. */
export const STUDIO_BASE_PRODUCTS: readonly StudioBaseProduct[] = [
  {
    key: 'mens-t-shirt',
    sku: 'PF-BLANK-TSHIRT-MENS',
    name: "Men's Organic Cotton T-Shirt",
    description: 'A classic crew-neck t-shirt in heavyweight organic cotton, printed with your design.',
    kind: 't-shirt',
    fit: 'regular',
    gender: 'men',
    type: 'garment',
    price: 1500,
    colours: colours('white', 'black', 'navy', 'heatherGrey', 'forestGreen'),
    sizes: ADULT_SIZES,
    platen: { widthMm: 356, heightMm: 457 },
    sides: tee({ widthMm: 297, heightMm: 420 }, 0.74, 290),
  },
  {
    key: 'womens-t-shirt',
    sku: 'PF-BLANK-TSHIRT-WOMENS',
    name: "Women's Organic Cotton T-Shirt",
    description: 'A fitted crew-neck t-shirt in soft organic cotton, printed with your design.',
    kind: 't-shirt',
    fit: 'fitted',
    gender: 'women',
    type: 'garment',
    price: 1500,
    colours: colours('white', 'black', 'dustyPink', 'sage'),
    sizes: ADULT_SIZES,
    platen: { widthMm: 356, heightMm: 457 },
    sides: tee({ widthMm: 260, heightMm: 360 }, 0.82, 276),
  },
  {
    key: 'kids-t-shirt',
    sku: 'PF-BLANK-TSHIRT-KIDS',
    name: "Kids' Organic Cotton T-Shirt",
    description: 'A hard-wearing organic cotton t-shirt for ages 3 to 12, printed with your design.',
    kind: 't-shirt',
    fit: 'regular',
    gender: 'kids',
    type: 'garment',
    price: 1100,
    colours: colours('white', 'skyBlue', 'mustard', 'navy'),
    sizes: KIDS_SIZES,
    platen: { widthMm: 254, heightMm: 305 },
    sides: frontAndBack(
      400,
      { area: { widthMm: 220, heightMm: 300 }, top: 270, pixelsPerMm: 1.02 },
      { area: { widthMm: 220, heightMm: 300 }, top: 236, pixelsPerMm: 1.08 },
    ),
  },
  {
    key: 'hoodie',
    sku: 'PF-BLANK-HOODIE',
    name: 'Organic Cotton Hoodie',
    description: 'A brushed-back organic cotton hoodie with a kangaroo pocket, printed with your design.',
    kind: 'hoodie',
    fit: 'regular',
    gender: 'unisex',
    type: 'garment',
    price: 3500,
    colours: colours('black', 'navy', 'heatherGrey'),
    sizes: ADULT_SIZES,
    platen: { widthMm: 356, heightMm: 457 },
    sides: frontAndBack(
      600,
      { area: { widthMm: 250, heightMm: 250 }, top: 384, pixelsPerMm: 0.92 },
      { area: { widthMm: 297, heightMm: 380 }, top: 362, pixelsPerMm: 0.88 },
    ),
  },
  {
    key: 'sweater',
    sku: 'PF-BLANK-SWEATER',
    name: 'Organic Cotton Sweatshirt',
    description: 'A relaxed crew-neck sweatshirt in brushed organic cotton, printed with your design.',
    kind: 'sweater',
    fit: 'regular',
    gender: 'unisex',
    type: 'garment',
    price: 3000,
    colours: colours('heatherGrey', 'navy', 'sand'),
    sizes: ADULT_SIZES,
    platen: { widthMm: 356, heightMm: 457 },
    sides: frontAndBack(
      600,
      { area: { widthMm: 280, heightMm: 330 }, top: 330, pixelsPerMm: 0.86 },
      { area: { widthMm: 297, heightMm: 400 }, top: 262, pixelsPerMm: 0.84 },
    ),
  },
  {
    key: 'tote-bag',
    sku: 'PF-BLANK-TOTE',
    name: 'Organic Cotton Tote Bag',
    description: 'A sturdy organic cotton canvas tote with long handles, printed with your design.',
    kind: 'tote-bag',
    fit: 'regular',
    gender: 'unisex',
    type: 'bag',
    price: 900,
    colours: colours('natural', 'black', 'navy'),
    sizes: ONE_SIZE,
    platen: { widthMm: 356, heightMm: 406 },
    sides: frontAndBack(
      400,
      { area: { widthMm: 300, heightMm: 330 }, top: 480, pixelsPerMm: 1.0 },
      { area: { widthMm: 300, heightMm: 330 }, top: 480, pixelsPerMm: 1.0 },
    ),
  },
  {
    key: 'sticker',
    sku: 'PF-BLANK-STICKER',
    name: 'Round Vinyl Sticker',
    description: 'A weatherproof round vinyl sticker, printed edge to edge with your design.',
    kind: 'sticker',
    fit: 'regular',
    gender: 'unisex',
    type: 'printed-paper',
    price: 250,
    colours: colours('white'),
    sizes: STICKER_SIZES,
    platen: { widthMm: 100, heightMm: 100 },
    sides: {
      front: {
        area: { widthMm: 100, heightMm: 100 },
        technique: 'digital',
        printCost: 100,
        placement: { view: 'front', centreX: 500, top: 276, pixelsPerMm: 4.48, shape: 'circle' },
      },
    },
  },
  {
    key: 'art-print',
    sku: 'PF-BLANK-PRINT',
    name: 'Recycled Paper Art Print',
    description: 'A giclée art print on heavyweight recycled paper, printed with your design.',
    kind: 'art-print',
    fit: 'regular',
    gender: 'unisex',
    type: 'printed-paper',
    price: 1200,
    colours: colours('white'),
    sizes: PRINT_SIZES,
    platen: { widthMm: 297, heightMm: 420 },
    sides: {
      front: {
        area: { widthMm: 297, heightMm: 420 },
        technique: 'giclee',
        printCost: 500,
        placement: { view: 'front', centreX: 500, top: 172, pixelsPerMm: 532 / 420 },
      },
    },
  },
];
