import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMockupParams, SIDES } from '../../core/design';
import { products } from '../catalog/tables';
import type { DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/testing';
import { divisions } from '../stores/tables';
import { STUDIO_BASE_PRODUCTS } from './data/studio-products';
import { studioViews } from './images/studio-garments';
import { seedDemo } from './seed';
import { seedStudio, studioMockupParams } from './studio';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$ZxTquE0EsYM2ykF34JPiE7nKu3dUlX+RgfmsXJ3ZGWc';

describe('the studio base products', () => {
  it('cover the §2 product types, each editable with print areas, costs and colours', () => {
    expect(STUDIO_BASE_PRODUCTS.map((product) => product.key)).toEqual([
      'mens-t-shirt',
      'womens-t-shirt',
      'kids-t-shirt',
      'hoodie',
      'sweater',
      'tote-bag',
      'sticker',
      'art-print',
    ]);
    for (const product of STUDIO_BASE_PRODUCTS) {
      expect(product.sku).toContain('BLANK');
      expect(product.colours.length).toBeGreaterThan(0);
      expect(product.sides.front).toBeDefined();
      for (const spec of Object.values(product.sides)) {
        expect(spec.printCost).toBeGreaterThan(0);
        expect(spec.area.widthMm).toBeLessThanOrEqual(product.platen.widthMm);
      }
    }
    expect(
      STUDIO_BASE_PRODUCTS.filter((product) => product.type === 'printed-paper').map((p) => p.key),
    ).toEqual(['sticker', 'art-print']);
  });

  it.each(STUDIO_BASE_PRODUCTS.map((product) => [product.key, product] as const))(
    '%s: placements keep the print area proportions and sit inside the photo',
    (_key, product) => {
      const params = studioMockupParams(product);
      expect(readMockupParams(params)).toEqual(params);
      for (const side of SIDES) {
        const spec = product.sides[side];
        const placement = params.placements[side];
        if (!spec) {
          expect(placement).toBeUndefined();
          continue;
        }
        expect(placement?.width).toBeCloseTo(spec.area.widthMm * spec.placement.pixelsPerMm, 0);
        expect((placement?.width ?? 0) / (placement?.height ?? 1)).toBeCloseTo(
          spec.area.widthMm / spec.area.heightMm,
          2,
        );
        expect(placement?.x).toBeGreaterThanOrEqual(0);
        expect((placement?.y ?? 0) + (placement?.height ?? 0)).toBeLessThanOrEqual(params.height);
        expect((placement?.x ?? 0) + (placement?.width ?? 0)).toBeLessThanOrEqual(params.width);
      }
      for (const colour of product.colours) {
        expect(Object.keys(params.images[colour.name] ?? {})).toEqual(studioViews(product));
      }
    },
  );
});

describe('seedStudio', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemo(database.db, { media: null, passwordHash: HASH });
  });
  afterAll(() => database.close());

  it('gives each demo store the base products once, unlisted and editable in the studio', async () => {
    await seedStudio(database.db, { media: null });
    for (const subdomain of ['demo', 'pro', 'dark']) {
      const [store] = await database.db.select().from(divisions).where(eq(divisions.subdomain, subdomain));
      const rows = await database.db
        .select()
        .from(products)
        .where(and(eq(products.divisionId, store?.id ?? 0), eq(products.isBaseProduct, true)));
      expect(rows.map((row) => row.customiseIt).sort()).toEqual(
        STUDIO_BASE_PRODUCTS.map((product) => product.key).sort(),
      );
      expect(rows.every((row) => row.isEditableInStudio && !row.includeInProductFeed)).toBe(true);
      const tee = rows.find((row) => row.customiseIt === 'mens-t-shirt');
      expect(tee?.applications.map((application) => application.side)).toEqual([
        'front',
        'back',
        'left',
        'right',
      ]);
      expect(tee?.printCosts).toEqual({ front: 500, back: 500, left: 300, right: 300 });
    }
  });
});
