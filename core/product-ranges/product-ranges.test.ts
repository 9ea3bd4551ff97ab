import { describe, expect, it } from 'vitest';
import { preflight } from '../design';
import {
  clampPlacement,
  mainSide,
  minimumPrice,
  parsePrice,
  productNoun,
  publishRangeSchema,
  RANGE_MESSAGES,
  rangeBaseCost,
  rangeDocument,
  rangeProductName,
  saleFigures,
  suggestedPrice,
  unflattenRange,
  uniqueUrlName,
  urlNameOf,
} from '.';

const tee = {
  medium: 'garment' as const,
  printAreas: { front: { widthMm: 300, heightMm: 400 }, back: { widthMm: 300, heightMm: 400 } },
};
const sleeveOnly = { medium: 'garment' as const, printAreas: { left: { widthMm: 90, heightMm: 90 } } };
const image = {
  src: '/images/studio/uploads/1/0123456789abcdef0123456789abcdef.png',
  pixelWidth: 3000,
  pixelHeight: 1500,
};

describe('range product names', () => {
  it('names each product by the range and its kind', () => {
    expect(rangeProductName('Mountain', { name: "Men's Organic Cotton T-Shirt", gender: 'men' })).toBe(
      'Mountain Tee',
    );
    expect(rangeProductName(' Mountain  Peak ', { name: 'Organic Cotton Tote Bag', gender: 'unisex' })).toBe(
      'Mountain Peak Tote',
    );
    expect(productNoun({ name: "Women's Organic Cotton T-Shirt", gender: 'women' })).toBe('Women’s Tee');
    expect(productNoun({ name: "Kids' Organic Cotton T-Shirt", gender: 'kids' })).toBe('Kids’ Tee');
    expect(productNoun({ name: 'Organic Cotton Sweatshirt', gender: 'unisex' })).toBe('Sweatshirt');
    expect(productNoun({ name: 'Recycled Paper Art Print', gender: 'unisex' })).toBe('Print');
    expect(productNoun({ name: 'Organic Cotton Hoodie', gender: 'unisex' })).toBe('Hoodie');
  });

  it('makes url names and keeps them unique in the store', () => {
    expect(urlNameOf('Mountain Women’s Tee')).toBe('mountain-womens-tee');
    expect(urlNameOf('Café  Crème!')).toBe('cafe-creme');
    expect(urlNameOf('***')).toBe('product');
    expect(uniqueUrlName('mountain-tee', new Set())).toBe('mountain-tee');
    expect(uniqueUrlName('mountain-tee', new Set(['mountain-tee', 'mountain-tee-2']))).toBe('mountain-tee-3');
  });
});

describe('range prices', () => {
  const base = { baseCost: null, price: 1500, printCosts: { front: 500, back: 500 }, vatRate: 1 };

  it('costs the blank and the printed side', () => {
    expect(rangeBaseCost(base, ['front'])).toBe(2000);
    expect(rangeBaseCost({ ...base, baseCost: 900 }, ['front'])).toBe(1400);
  });

  it('shows the VAT inside the price and the profit left after the base cost', () => {
    expect(saleFigures(3000, 2000, 1)).toEqual({ price: 3000, vat: 500, baseCost: 2000, profit: 500 });
    expect(saleFigures(3000, 2000, 0)).toEqual({ price: 3000, vat: 0, baseCost: 2000, profit: 1000 });
    expect(saleFigures(1000, 2000, 1).profit).toBeLessThan(0);
  });

  it('finds the lowest price that covers the base cost and VAT, and suggests more', () => {
    expect(minimumPrice(2000, 1)).toBe(2400);
    expect(saleFigures(minimumPrice(2001, 1), 2001, 1).profit).toBeGreaterThanOrEqual(0);
    expect(saleFigures(minimumPrice(2001, 1) - 1, 2001, 1).profit).toBeLessThan(0);
    expect(suggestedPrice(2000, 1)).toBe(3600);
    expect(suggestedPrice(2000, 1) % 100).toBe(0);
  });

  it('reads typed prices in major units', () => {
    expect(parsePrice('30', 'GBP')).toBe(3000);
    expect(parsePrice(' 12.5 ', 'GBP')).toBe(1250);
    expect(parsePrice('12.505', 'GBP')).toBeNull();
    expect(parsePrice('-1', 'GBP')).toBeNull();
    expect(parsePrice('twelve', 'GBP')).toBeNull();
    expect(parsePrice('1500', 'JPY')).toBe(1500);
  });
});

describe('the design a range puts on each product', () => {
  it('prints on the front when there is one, else the first printable side', () => {
    expect(mainSide(tee)).toBe('front');
    expect(mainSide(sleeveOnly)).toBe('left');
    expect(mainSide({ medium: 'garment', printAreas: {} })).toBeNull();
  });

  it('sizes the artwork by scale and centres it where placed, inside the print area', () => {
    const document = rangeDocument(tee, image, { scale: 50, x: 50, y: 25 }, 'artwork-1');
    const layer = document?.sides.front?.layers[0];
    expect(Object.keys(document?.sides ?? {})).toEqual(['front']);
    expect(layer).toMatchObject({ kind: 'image', id: 'artwork-1', width: 150, height: 75, x: 75, y: 62.5 });
    expect(preflight(document ?? (tee as never))).toEqual([]);
  });

  it('warns through the studio preflight when the artwork is pushed past the edge or prints soft', () => {
    const edge = rangeDocument(tee, image, { scale: 100, x: 100, y: 50 });
    expect(preflight(edge ?? (tee as never)).map((issue) => issue.code)).toContain('outside-print-area');
    const small = rangeDocument(
      tee,
      { ...image, pixelWidth: 600, pixelHeight: 300 },
      { scale: 100, x: 50, y: 50 },
    );
    expect(preflight(small ?? (tee as never)).map((issue) => issue.message)).toContain(
      'This image will print at 50 DPI, below the 150 DPI a sharp print needs: make it smaller or upload a larger image',
    );
  });

  it('brings stray placements inside their limits', () => {
    expect(clampPlacement({ scale: 500, x: -10, y: Number.NaN })).toEqual({ scale: 100, x: 0, y: 45 });
  });
});

describe('the publish schema', () => {
  const schema = publishRangeSchema('GBP');
  const upload = '00000000-0000-4000-8000-000000000000';

  it('reads the flat form and the nested input alike', () => {
    const flat = schema.parse({
      name: ' Mountain ',
      upload,
      'products.0.baseProduct': 'mens-t-shirt',
      'products.0.colours': 'White|Black|White',
      'products.0.price': '30',
      'products.0.scale': '80',
      'products.0.x': '50',
      'products.0.y': '40.5',
    });
    expect(flat).toEqual({
      name: 'Mountain',
      upload,
      products: [
        { baseProduct: 'mens-t-shirt', colours: ['White', 'Black'], price: 3000, scale: 80, x: 50, y: 40.5 },
      ],
    });
    expect(schema.parse(flat)).toEqual(flat);
    expect(unflattenRange({ name: 'x', 'products.1.x': '1' })).toEqual({ name: 'x', products: [{ x: '1' }] });
  });

  it('answers §5 messages by field', () => {
    const result = schema.safeParse({
      name: 'x'.repeat(61),
      upload: '',
      'products.0.baseProduct': 'tee',
      'products.0.colours': '',
      'products.0.price': '',
      'products.0.scale': '1',
      'products.0.x': 'left',
      'products.0.y': '50',
      'products.1.baseProduct': 'TEE',
      'products.1.colours': 'White',
      'products.1.price': '1.234',
      'products.1.scale': '50',
      'products.1.x': '50',
      'products.1.y': '50',
    });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(errors).toEqual({
      name: 'Must contain no more than 60 characters',
      upload: RANGE_MESSAGES.uploadFirst,
      'products.0.colours': RANGE_MESSAGES.chooseColour,
      'products.0.price': 'This field is required',
      'products.0.scale': 'Min 5',
      'products.0.x': 'Must be a number',
      'products.1.price': RANGE_MESSAGES.priceFormat,
    });
    const duplicate = schema.safeParse({
      name: 'Mountain',
      upload,
      products: [
        { baseProduct: 'tee', colours: ['White'], price: 3000, scale: 50, x: 50, y: 50 },
        { baseProduct: 'TEE', colours: ['White'], price: 3000, scale: 50, x: 50, y: 50 },
      ],
    });
    expect(duplicate.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['products.1.baseProduct', RANGE_MESSAGES.duplicateProduct],
    ]);
    expect(schema.safeParse({ name: 'Mountain', upload }).error?.issues[0]?.message).toBe(
      RANGE_MESSAGES.chooseProduct,
    );
  });
});
