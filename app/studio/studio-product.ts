/**
 * What the editor knows about a base product (from the studio route's loader), and the pure helpers
 * around it: its sides, the photo a side is seen on in a colour, and carrying a design to another product.
 */
import {
  createDesign,
  type DesignDocument,
  type Layer,
  type Medium,
  type MockupImages,
  type MockupParams,
  type MockupPlacement,
  type PrintArea,
  roundMm,
  SIDES,
  type Side,
} from '../../core/design';

export interface StudioColour {
  name: string;
  hex: string;
  sizes: string[];
}

export interface StudioProduct {
  id: number;
  name: string;
  /** Its studio address part: /studio/{customiseIt}/. */
  customiseIt: string;
  medium: Medium;
  /** Minor units of the store currency. */
  price: number;
  /** Added to the price for each printed side. */
  printCosts: Partial<Record<Side, number>>;
  printAreas: Partial<Record<Side, PrintArea>>;
  mockup: MockupParams | null;
  colours: StudioColour[];
  defaultColour: string;
  /** A small picture for the product picker. */
  thumbnail: string | null;
}

/** A base product as the studio service lists it (domain/studio BaseProductView). */
export interface BaseProductInput {
  id: number;
  name: string;
  customiseIt: string;
  medium: Medium;
  price: number;
  printCosts: Partial<Record<Side, number>>;
  printAreas: Partial<Record<Side, PrintArea>>;
  mockupParams: MockupParams | null;
  colours: { name: string; hex: string; sizes: string[]; images: string[] }[];
  defaultColour: string;
}

/** Just what the editor needs of a base product (the loader sends this to the browser). */
export function toStudioProduct(base: BaseProductInput): StudioProduct {
  return {
    id: base.id,
    name: base.name,
    customiseIt: base.customiseIt,
    medium: base.medium,
    price: base.price,
    printCosts: base.printCosts,
    printAreas: base.printAreas,
    mockup: base.mockupParams,
    colours: base.colours.map((colour) => ({ name: colour.name, hex: colour.hex, sizes: colour.sizes })),
    defaultColour: base.defaultColour,
    thumbnail:
      base.colours.find((colour) => colour.name === base.defaultColour)?.images[0] ??
      base.colours[0]?.images[0] ??
      null,
  };
}

export const SIDE_LABELS: Readonly<Record<Side, string>> = Object.freeze({
  front: 'Front',
  back: 'Back',
  left: 'Left sleeve',
  right: 'Right sleeve',
});

/** The sides a product prints on, in the order of §3 (front, back, left, right). */
export function productSides(product: Pick<StudioProduct, 'printAreas'>): Side[] {
  return SIDES.filter((side) => product.printAreas[side]);
}

export function blankDesignFor(product: Pick<StudioProduct, 'medium' | 'printAreas'>): DesignDocument {
  return createDesign({ medium: product.medium, printAreas: product.printAreas });
}

/** The colour called `name` (any case), else the product's default colour, else its first. */
export function colourOf(product: Pick<StudioProduct, 'colours' | 'defaultColour'>, name: string | null) {
  const wanted = (name ?? '').toLowerCase();
  return (
    product.colours.find((colour) => colour.name.toLowerCase() === wanted) ??
    product.colours.find((colour) => colour.name === product.defaultColour) ??
    product.colours[0] ??
    null
  );
}

export interface SideScene {
  placement: MockupPlacement;
  images: MockupImages;
  width: number;
  height: number;
}

/** The photo a side is seen on in a colour, and where its print area sits on it; null without mockups. */
export function sideScene(
  product: Pick<StudioProduct, 'mockup'>,
  side: Side,
  colour: string,
): SideScene | null {
  const mockup = product.mockup;
  const placement = mockup?.placements[side];
  if (!mockup || !placement) return null;
  const byColour =
    mockup.images[colour] ??
    Object.entries(mockup.images).find(([name]) => name.toLowerCase() === colour.toLowerCase())?.[1];
  const images = byColour?.[placement.view];
  if (!images) return null;
  return { placement, images, width: mockup.width, height: mockup.height };
}

function scaled(layer: Layer, from: PrintArea, to: PrintArea): Layer {
  const factor = Math.min(to.widthMm / from.widthMm, to.heightMm / from.heightMm);
  const centreX = ((layer.x + layer.width / 2) / from.widthMm) * to.widthMm;
  const centreY = ((layer.y + layer.height / 2) / from.heightMm) * to.heightMm;
  const width = roundMm(Math.max(1, layer.width * factor));
  const height = roundMm(Math.max(1, layer.height * factor));
  const box = { x: roundMm(centreX - width / 2), y: roundMm(centreY - height / 2), width, height };
  if (layer.kind === 'image') return { ...layer, ...box };
  return {
    ...layer,
    ...box,
    fontSize: roundMm(Math.max(1, layer.fontSize * factor)),
    curve: layer.curve ? { radius: roundMm(layer.curve.radius * factor) } : null,
  };
}

/**
 * The design moved onto another product: each side it shares keeps its layers, scaled to the new print
 * area with their centres kept in proportion; sides the new product lacks are left behind.
 */
export function carryDesign(
  design: DesignDocument,
  product: Pick<StudioProduct, 'medium' | 'printAreas'>,
): DesignDocument {
  const target = blankDesignFor(product);
  const sides: DesignDocument['sides'] = {};
  for (const side of SIDES) {
    const to = target.sides[side];
    if (!to) continue;
    const from = design.sides[side];
    sides[side] = from
      ? {
          printArea: to.printArea,
          layers: from.layers.map((layer) => scaled(layer, from.printArea, to.printArea)),
        }
      : to;
  }
  return { ...target, sides };
}

/** The layers a carried design leaves behind (on sides the new product does not print on). */
export function layersLeftBehind(design: DesignDocument, product: Pick<StudioProduct, 'printAreas'>): number {
  return SIDES.filter((side) => !product.printAreas[side]).reduce(
    (count, side) => count + (design.sides[side]?.layers.length ?? 0),
    0,
  );
}
