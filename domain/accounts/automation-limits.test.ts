import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addText, createDesign } from '../../core/design';
import { isAppError } from '../../core/errors';
import { placeOrder } from '../checkout';
import { checkoutForm, createCheckoutStore, fillBasket } from '../checkout/testing';
import type { ServiceContext } from '../context';
import { testEngines } from '../db/testing';
import { emailFavouritesForLater } from '../favourites-for-later';
import { subscribe } from '../mailing-lists';
import { PaymentGateway, TestPaymentProvider } from '../payments';
import { LocalMediaStorage } from '../storage';
import { saveDesign, saveUpload } from '../studio';
import { giveStudioProducts, testPng } from '../studio/testing';
import { type AccountsTestbed, linkOptions, useAccountsTestbed } from './accounts.testbed';
import { AUTOMATION_LIMITS, type GuardedAction, guardAttempt } from './automation-limits';
import { TEST_CAPTCHA_BAD_TOKEN } from './captcha';
import { signUp } from './sign-up';
import { TEST_PASSWORD } from './testing';

/** A browser: its own cookie (visitor id) and address. */
let browsers = 0;
function browser(testbed: AccountsTestbed, ip?: string): ServiceContext {
  browsers += 1;
  return {
    ...testbed.ctx,
    actor: { kind: 'visitor', sessionId: `visitor-${browsers}` },
    client: { ip: ip ?? `203.0.113.${browsers % 250}` },
  };
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to be refused');
}

/** Fills an action's limit on one key, attempt by attempt, each from a fresh browser unless told. */
async function fill(action: GuardedAction, max: number, call: (index: number) => Promise<unknown>) {
  for (let index = 0; index < max; index += 1) await call(index).catch(() => undefined);
  expect(max).toBeGreaterThan(0);
  void action;
}

const expectRateLimited = (error: Awaited<ReturnType<typeof refusal>>) => {
  expect(error.kind).toBe('rate_limited');
  expect(error.status).toBe(429);
  expect(error.retryAfterSeconds).toBeGreaterThan(0);
  expect(error.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
};

describe.each(testEngines)('anti-automation limits on %s', (engine) => {
  let testbed: AccountsTestbed;
  useAccountsTestbed(engine, (opened) => {
    testbed = opened;
  });

  describe('sign-up', () => {
    const input = (email: string) => ({ email, password: TEST_PASSWORD });
    it('stops the next sign-up for one email from fresh cookies and addresses', async () => {
      const max = AUTOMATION_LIMITS['sign-up'].email?.max ?? 0;
      await fill('sign-up', max, () => {
        const ctx = browser(testbed);
        return signUp(ctx, input('target@example.com'), {
          ...linkOptions,
          client: { ...linkOptions.client, ip: ctx.client?.ip ?? null },
        });
      });
      const ctx = browser(testbed, '192.0.2.77');
      expectRateLimited(
        await refusal(
          signUp(ctx, input('Target@Example.com'), {
            ...linkOptions,
            client: { ip: '192.0.2.77', userAgent: null },
          }),
        ),
      );
    });

    it('stops the next sign-up from one address whatever the email and cookie', async () => {
      const max = AUTOMATION_LIMITS['sign-up'].ip?.max ?? 0;
      const client = { ip: '192.0.2.10', userAgent: null };
      await fill('sign-up', max, (index) =>
        signUp(browser(testbed, client.ip), input(`bulk${index}@example.com`), { ...linkOptions, client }),
      );
      expectRateLimited(
        await refusal(
          signUp(browser(testbed, client.ip), input('fresh@example.com'), { ...linkOptions, client }),
        ),
      );
    });
  });

  describe('newsletter', () => {
    it('limits per email across addresses and per address across emails', async () => {
      const perEmail = AUTOMATION_LIMITS.newsletter.email?.max ?? 0;
      await fill('newsletter', perEmail, (index) =>
        subscribe(
          browser(testbed),
          { email: 'reader@example.com', firstName: 'R' },
          { origin: 'http://n', ip: `198.51.100.${index}` },
        ),
      );
      expectRateLimited(
        await refusal(
          subscribe(
            browser(testbed),
            { email: 'reader@example.com', firstName: 'R' },
            { origin: 'http://n', ip: '198.51.100.200' },
          ),
        ),
      );
      const perIp = AUTOMATION_LIMITS.newsletter.ip?.max ?? 0;
      await fill('newsletter', perIp, (index) =>
        subscribe(
          browser(testbed),
          { email: `n${index}@example.com`, firstName: 'R' },
          { origin: 'http://n', ip: '192.0.2.20' },
        ),
      );
      expectRateLimited(
        await refusal(
          subscribe(
            browser(testbed),
            { email: 'other@example.com', firstName: 'R' },
            { origin: 'http://n', ip: '192.0.2.20' },
          ),
        ),
      );
    });
  });

  describe('email-for-later', () => {
    it('limits emails to one address across cookies and addresses, and per address', async () => {
      const perEmail = AUTOMATION_LIMITS['email-for-later'].email?.max ?? 0;
      await fill('email-for-later', perEmail, () =>
        emailFavouritesForLater(browser(testbed), { email: 'victim@example.com' }, { origin: 'http://f' }),
      );
      expectRateLimited(
        await refusal(
          emailFavouritesForLater(browser(testbed), { email: 'victim@example.com' }, { origin: 'http://f' }),
        ),
      );
      const perIp = AUTOMATION_LIMITS['email-for-later'].ip?.max ?? 0;
      await fill('email-for-later', perIp, (index) =>
        emailFavouritesForLater(
          browser(testbed, '192.0.2.30'),
          { email: `f${index}@example.com` },
          { origin: 'http://f' },
        ),
      );
      expectRateLimited(
        await refusal(
          emailFavouritesForLater(
            browser(testbed, '192.0.2.30'),
            { email: 'new@example.com' },
            { origin: 'http://f' },
          ),
        ),
      );
    });
  });

  describe('studio', () => {
    let mediaDir: string;
    let media: LocalMediaStorage;
    beforeAll(async () => {
      mediaDir = mkdtempSync(path.join(tmpdir(), 'printfront-limits-'));
      media = new LocalMediaStorage(mediaDir);
      await giveStudioProducts(testbed.database.db, testbed.store.id);
    });
    afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

    it('stops uploads past the limit from one address with fresh cookies, and from one cookie on fresh addresses', async () => {
      const png = await testPng(40, 40);
      const limits = AUTOMATION_LIMITS['studio-upload'];
      const sameIp = '192.0.2.40';
      for (let index = 0; index < (limits.ip?.max ?? 0); index += 1)
        await guardAttempt(browser(testbed, sameIp), 'studio-upload');
      expectRateLimited(
        await refusal(saveUpload(browser(testbed, sameIp), media, { contentType: 'image/png', data: png })),
      );
      const cookie = browser(testbed);
      for (let index = 0; index < (limits.owner?.max ?? 0); index += 1)
        await guardAttempt({ ...cookie, client: { ip: `198.18.0.${index}` } }, 'studio-upload');
      expectRateLimited(
        await refusal(
          saveUpload({ ...cookie, client: { ip: '198.18.1.1' } }, media, {
            contentType: 'image/png',
            data: png,
          }),
        ),
      );
    });

    it('stops design saves past the limit from one address', async () => {
      const document = addText(
        createDesign({ medium: 'garment', printAreas: { front: { widthMm: 297, heightMm: 420 } } }),
        'front',
        { text: 'Hi', colour: '#ffffff' },
      );
      const sameIp = '192.0.2.50';
      for (let index = 0; index < (AUTOMATION_LIMITS['design-save'].ip?.max ?? 0); index += 1)
        await guardAttempt(browser(testbed, sameIp), 'design-save');
      const jobs = { enqueue: async () => undefined };
      expectRateLimited(
        await refusal(
          saveDesign(
            browser(testbed, sameIp),
            { media, jobs },
            { baseProduct: 'mens-t-shirt', colour: 'White', document },
          ),
        ),
      );
    });
  });

  describe('card attempts', () => {
    let shop: Awaited<ReturnType<typeof createCheckoutStore>>;
    beforeAll(async () => {
      shop = await createCheckoutStore(testbed.database.db, 'cards');
    });

    it('stops card tries from one address across fresh cookies (card testing), keeping the basket', async () => {
      const payments = new PaymentGateway({ stripe: null }, new TestPaymentProvider());
      const sameIp = '192.0.2.60';
      const shopper = (): ServiceContext => ({ ...browser(testbed, sameIp), store: shop.store });
      for (let index = 0; index < (AUTOMATION_LIMITS['card-attempt'].ip?.max ?? 0); index += 1) {
        const ctx = shopper();
        await fillBasket(ctx, [{ productUrl: 'cards-tee', colour: 'Navy' }]);
        await placeOrder(ctx, checkoutForm(2899, { card: '4000 0000 0000 0002' }), {
          payments,
          origin: 'http://c',
        });
      }
      const ctx = shopper();
      await fillBasket(ctx, [{ productUrl: 'cards-tee', colour: 'Navy' }]);
      expectRateLimited(await refusal(placeOrder(ctx, checkoutForm(2899), { payments, origin: 'http://c' })));
    });
  });

  describe('captcha', () => {
    it('the test provider refuses its known bad token with a clear message on every guarded form', async () => {
      const ctx = browser(testbed);
      const captchaError = {
        status: 422,
        message: 'Please confirm that you are not a robot and try again.',
        errors: { captcha: ['Please confirm that you are not a robot and try again.'] },
      };
      await expect(
        signUp(
          ctx,
          {
            email: 'robot@example.com',
            password: TEST_PASSWORD,
            v2captchaToken: TEST_CAPTCHA_BAD_TOKEN,
          },
          linkOptions,
        ),
      ).rejects.toMatchObject(captchaError);
      await expect(
        subscribe(
          ctx,
          { email: 'robot@example.com', firstName: 'R', captchaToken: TEST_CAPTCHA_BAD_TOKEN } as Parameters<
            typeof subscribe
          >[1],
          { origin: 'http://n', ip: '192.0.2.90' },
        ),
      ).rejects.toMatchObject(captchaError);
      await expect(
        emailFavouritesForLater(
          ctx,
          { email: 'robot@example.com', captchaToken: TEST_CAPTCHA_BAD_TOKEN } as { email: string },
          { origin: 'http://f' },
        ),
      ).rejects.toMatchObject(captchaError);
    });
  });
});
