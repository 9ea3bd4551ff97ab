import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CheckoutSubmissionInput } from '../../core/checkout';
import { tokeniseTestCard } from '../../core/payments';
import { addItemToBasket } from '../basket';
import { productOptions, productVariants } from '../catalog';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { seedDemoCoupons } from '../marketing';
import { seedShippingMethods } from '../shipping';
import { createTestProduct, createTestStore } from '../testing/fixtures';

/**
 * Tests only: a store ready for checkout (GBP, with USD and EUR offered), two products with sizes M and L, a
 * disabled one, the default shipping methods and the demo coupons.
 */
export async function createCheckoutStore(db: Database, subdomain: string) {
  const store = await createTestStore(db, {
    subdomain,
    companyName: `Shop ${subdomain}`,
    settings: { plugins: { currency: { enabled: true, main: 'GBP', list: 'USD,EUR' } } },
  });
  const tee = await createTestProduct(db, store.id, {
    urlName: `${subdomain}-tee`,
    name: 'Summit Tee',
    price: 2500,
    colours: [{ name: 'Navy', hex: '#1f2a44' }],
  });
  const kids = await createTestProduct(db, store.id, {
    urlName: `${subdomain}-kids`,
    name: 'Kids Tee',
    price: 1200,
    vatRate: 0,
    colours: [{ name: 'Red', hex: '#cc0000' }],
  });
  for (const product of [tee, kids]) {
    const [option] = await db.select().from(productOptions).where(eq(productOptions.productId, product.id));
    for (const size of ['M', 'L'])
      await db.insert(productVariants).values({
        uuid: randomUUID(),
        divisionId: store.id,
        productId: product.id,
        optionId: option?.id ?? 0,
        size,
        sku: `${product.sku}-${size}`,
      });
  }
  await seedShippingMethods(db, store.id);
  await seedDemoCoupons(db, store.id);
  return { store, tee, kids };
}

export function shopperContext(
  db: Database,
  store: ServiceContext['store'],
  visitor = randomUUID(),
): ServiceContext {
  return { db, store, actor: { kind: 'visitor', sessionId: `visitor-${visitor}` } };
}

export async function fillBasket(
  ctx: ServiceContext,
  items: { productUrl: string; colour: string; size?: string; quantity?: number }[],
): Promise<void> {
  for (const { productUrl, colour, size = 'M', quantity = 1 } of items)
    await addItemToBasket(ctx, { item: { productUrl, productColor: colour, productSize: size, quantity } });
}

/** A complete, valid UK checkout paying `total` with a test card. */
export function checkoutForm(
  total: number,
  overrides: Partial<CheckoutSubmissionInput> & { card?: string } = {},
): CheckoutSubmissionInput {
  const { card = '4242 4242 4242 4242', ...rest } = overrides;
  const tokenised = tokeniseTestCard(card);
  return {
    idempotencyKey: randomUUID(),
    email: 'sam@example.com',
    name: 'Sam Shopper',
    line1: '1 High Street',
    city: 'London',
    postcode: 'sw1a1aa',
    country: 'GB',
    shippingMethod: 'standard',
    currency: 'GBP',
    expectedTotal: String(total),
    paymentToken: tokenised.token,
    cardBrand: tokenised.brand,
    cardLast4: tokenised.last4,
    ...rest,
  };
}
