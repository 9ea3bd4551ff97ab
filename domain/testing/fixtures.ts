import { randomUUID } from 'node:crypto';
import { PLATFORM_DIVISION_ID } from '../../core/constants';
import { productImages, productOptions, products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { pages } from '../pages/tables';
import { loadStore } from '../stores/directory';
import { divisions, subdomains } from '../stores/tables';

let counter = 0;

export interface TestStoreOptions {
  subdomain?: string;
  companyName?: string;
  theme?: string;
  id?: number;
  settings?: Partial<typeof subdomains.$inferInsert>;
}

/** A store with its storefront settings, for tests. */
export async function createTestStore(db: Database, options: TestStoreOptions = {}) {
  counter += 1;
  const subdomain = options.subdomain ?? `store${counter}${Math.random().toString(36).slice(2, 6)}`;
  const [division] = await db
    .insert(divisions)
    .values({
      ...(options.id !== undefined ? { id: options.id } : {}),
      name: options.companyName ?? `Store ${subdomain}`,
      code: subdomain,
      subdomain,
      companyName: options.companyName ?? `Store ${subdomain}`,
    })
    .returning();
  if (!division) throw new Error('fixture store not created');
  await db.insert(subdomains).values({
    divisionId: division.id,
    theme: options.theme ?? 'teemill',
    // Approved, like the demo stores: a store under review turns the public away (/store-under-review/).
    approvalStatus: 'approved',
    ...options.settings,
  });
  const store = await loadStore(db, { id: division.id });
  if (!store) throw new Error('fixture store not loaded');
  return store;
}

export async function createPlatformStore(db: Database) {
  return createTestStore(db, {
    id: PLATFORM_DIVISION_ID,
    subdomain: 'printfront',
    companyName: 'Printfront',
  });
}

export function visitorContext(db: Database, store: ServiceContext['store']): ServiceContext {
  return { db, store, actor: { kind: 'visitor', sessionId: 'test-session' } };
}

export async function createTestProduct(
  db: Database,
  divisionId: number,
  values: Partial<typeof products.$inferInsert> & { colours?: { name: string; hex: string }[] } = {},
) {
  counter += 1;
  const { colours = [{ name: 'White', hex: '#ffffff' }], ...productValues } = values;
  const [product] = await db
    .insert(products)
    .values({
      uuid: randomUUID(),
      divisionId,
      sku: `TEST-${counter}`,
      name: `Test product ${counter}`,
      urlName: `test-product-${counter}`,
      price: 2500,
      kind: 't-shirt',
      type: 'garment',
      defaultColour: colours[0]?.name ?? null,
      ...productValues,
    })
    .returning();
  if (!product) throw new Error('fixture product not created');
  for (const [position, colour] of colours.entries()) {
    const [option] = await db
      .insert(productOptions)
      .values({
        divisionId,
        productId: product.id,
        colourName: colour.name,
        colourHex: colour.hex,
        sizes: ['M'],
        position,
      })
      .returning();
    await db.insert(productImages).values({
      divisionId,
      productId: product.id,
      optionId: option?.id ?? null,
      original: `/media/test/${product.urlName}-${colour.name}.webp`,
      altText: `${product.name} in ${colour.name}`,
    });
  }
  return product;
}

export async function createTestPage(
  db: Database,
  divisionId: number,
  values: Partial<typeof pages.$inferInsert> = {},
) {
  const [page] = await db
    .insert(pages)
    .values({ uuid: randomUUID(), divisionId, url: '/', properties: { title: 'Home' }, ...values })
    .returning();
  if (!page) throw new Error('fixture page not created');
  return page;
}
