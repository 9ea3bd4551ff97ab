import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokeniseTestCard } from '../../core/payments';
import { PLAN_MESSAGES } from '../../core/store-opening';
import { createTestCustomer, customerContext } from '../accounts/testing';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { createPage } from '../pages';
import { PaymentGateway, TestPaymentProvider } from '../payments';
import { loadStore, type Store, subdomains } from '../stores';
import { createTestStore } from '../testing/fixtures';
import { ownedStorePlans, upgradeToPro } from './plans';

const card = (number: string, attempt: string) => {
  const tokenised = tokeniseTestCard(number);
  return { paymentToken: tokenised.token, cardBrand: tokenised.brand, cardLast4: tokenised.last4, attempt };
};
const options = { returnUrl: 'http://localhost/teemill-plans/' };
const proPage = (divisionId: number) => ({
  url: '/pro-benefits/',
  divisionId,
  blocks: [
    {
      uid: 'pro-1',
      type: 'proBenefits',
      order: 1,
      size: { x: 12, y: 1 },
      flags: {},
      properties: {},
      items: [],
    },
  ],
});

describe.each(testEngines)('moving a store to Pro on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let owner: { id: number };
  let staff: { id: number };
  let stranger: { id: number };
  let provider: TestPaymentProvider;
  let gateway: PaymentGateway;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'going-pro' });
    const other = await createTestStore(database.db);
    owner = await createTestCustomer(database.db, { stores: [{ divisionId: store.id, role: 'owner' }] });
    staff = await createTestCustomer(database.db, {
      stores: [{ divisionId: store.id, role: 'staff', permissions: ['settings'] }],
    });
    stranger = await createTestCustomer(database.db, { stores: [{ divisionId: other.id, role: 'owner' }] });
    provider = new TestPaymentProvider();
    gateway = new PaymentGateway({ stripe: null }, provider);
  });
  afterAll(async () => {
    await database.close();
  });

  const isPro = async () =>
    (await database.db.select().from(subdomains).where(eq(subdomains.divisionId, store.id)))[0]?.isPro;

  it('changes nothing when the card is declined, and says why on the card', async () => {
    await expect(
      upgradeToPro(
        customerContext(database.db, store, owner),
        card('4000000000000002', 'declined-1'),
        gateway,
        options,
      ),
    ).rejects.toMatchObject({ status: 422, errors: { paymentToken: [expect.stringMatching(/declined/i)] } });
    expect(await isPro()).toBe(false);
  });

  it('is for the owner only: 403 for the team, 404 for other owners', async () => {
    await expect(
      upgradeToPro(
        customerContext(database.db, store, staff),
        card('4242424242424242', 'staff-try1'),
        gateway,
        options,
      ),
    ).rejects.toMatchObject({ status: 403, message: PLAN_MESSAGES.ownerOnly });
    await expect(
      upgradeToPro(
        customerContext(database.db, store, stranger),
        card('4242424242424242', 'other-try1'),
        gateway,
        options,
      ),
    ).rejects.toMatchObject({ status: 404 });
    expect(await isPro()).toBe(false);
  });

  it('refuses a form without a card', async () => {
    await expect(
      upgradeToPro(
        customerContext(database.db, store, owner),
        { paymentToken: '', cardBrand: '', cardLast4: '', attempt: 'no-card-1' },
        gateway,
        options,
      ),
    ).rejects.toMatchObject({
      status: 422,
      errors: { paymentToken: expect.arrayContaining(['Please enter your card details']) },
    });
  });

  it('charges the plan through the gateway, and pro-only pages save at once (402 before)', async () => {
    const ownerCtx = customerContext(database.db, store, owner);
    await expect(createPage(ownerCtx, proPage(store.id))).rejects.toMatchObject({ status: 402 });

    const result = await upgradeToPro(ownerCtx, card('4242424242424242', 'upgrade-1'), gateway, options);
    expect(result.message).toBe(PLAN_MESSAGES.upgraded);
    expect(await isPro()).toBe(true);

    const reloaded = await loadStore(database.db, { id: store.id });
    if (!reloaded) throw new Error('store gone');
    const page = await createPage(customerContext(database.db, reloaded, owner), proPage(store.id));
    expect(page.url).toBe('/pro-benefits/');
    expect(await ownedStorePlans(ownerCtx)).toEqual([
      { id: store.id, companyName: store.companyName, isPro: true },
    ]);
  });

  it('does not charge a store that is already pro', async () => {
    await expect(
      upgradeToPro(
        customerContext(database.db, store, owner),
        card('4242424242424242', 'upgrade-2'),
        gateway,
        options,
      ),
    ).rejects.toMatchObject({ status: 409, message: PLAN_MESSAGES.alreadyPro });
  });
});
