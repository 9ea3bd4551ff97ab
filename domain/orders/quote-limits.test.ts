import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../core/orders';
import { AUTOMATION_LIMITS, TEST_CAPTCHA_BAD_TOKEN } from '../accounts';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { failure } from '../testing/failure';
import { createTestStore } from '../testing/fixtures';
import { requestQuote } from '.';
import { orders } from './tables';
import { createTestProductWithVariants, ensureOrderStatuses } from './testing';

const ORIGIN = 'http://limits.localhost';

describe.each(testEngines)('get-a-quote limits on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let browsers = 0;
  /** A fresh cookie, on the address given or a fresh one. */
  const browser = (ip?: string): ServiceContext => {
    browsers += 1;
    return {
      db: database.db,
      store,
      actor: { kind: 'visitor', sessionId: `visitor-${browsers}` },
      client: { ip: ip ?? `203.0.113.${browsers}` },
    };
  };
  const ask = (ctx: ServiceContext, email: string, extra: Record<string, unknown> = {}) =>
    requestQuote(
      ctx,
      {
        lines: [{ product: 'organic-tee', colour: null, quantity: 50 }],
        deadline: todayIso(new Date(Date.now() + 86_400_000)),
        name: 'Sam Buyer',
        email,
        phone: '07700 900123',
        company: '',
        notes: '',
        ...extra,
      } as Parameters<typeof requestQuote>[1],
      { origin: ORIGIN },
    );
  const orderCount = async () => (await database.db.select().from(orders)).length;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await ensureOrderStatuses(database.db);
    store = await createTestStore(database.db, { companyName: 'Limits Store' });
    await createTestProductWithVariants(database.db, store.id, {
      name: 'Organic tee',
      urlName: 'organic-tee',
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('stops quotes emailed to one address from fresh cookies and addresses, writing nothing', async () => {
    for (let index = 0; index < (AUTOMATION_LIMITS.quote.email?.max ?? 0); index += 1)
      await ask(browser(), 'someone@example.com');
    const before = await orderCount();
    const refused = await failure(ask(browser(), 'SOMEONE@example.com'));
    expect(refused).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await orderCount()).toBe(before);
  });

  it('stops quotes from one address whatever the email and cookie', async () => {
    for (let index = 0; index < (AUTOMATION_LIMITS.quote.ip?.max ?? 0); index += 1)
      await ask(browser('192.0.2.5'), `buyer${index}@example.com`);
    expect(await failure(ask(browser('192.0.2.5'), 'fresh@example.com'))).toMatchObject({ status: 429 });
  });

  it('refuses a failed captcha with a clear message', async () => {
    expect(
      await failure(ask(browser(), 'robot@example.com', { captchaToken: TEST_CAPTCHA_BAD_TOKEN })),
    ).toMatchObject({
      status: 422,
      errors: { captcha: ['Please confirm that you are not a robot and try again.'] },
    });
  });
});
