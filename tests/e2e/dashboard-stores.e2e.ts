import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, emailedLink, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import {
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  launchBrowser,
  PHONE,
  submitAsDocument,
} from '../support/browser';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;
const store = (subdomain: string, path = '/') => `http://${subdomain}.localhost:${port}${path}`;
const PASSWORD = 'correct horse battery staple';

/** Console errors other than the browser's note of an answer these tests cause on purpose (422, 404, 410). */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of (422|404|410)/.test(error),
  );

let staff: ApiSession;
beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

/** Signs up wanting a store, verifies by the emailed link and accepts the EULA: lands on /dashboard/new-store/. */
async function signUpAsMerchant(page: Page, email: string) {
  await gotoHydrated(page, platform('/sign-up/?should_have_store=1'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  expect(await page.getByLabel('I want to open my own store').isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(platform('/sign-up/verify/?sent=1'));
  await gotoHydrated(page, await emailedLink(staff, email, '/sign-up/verify/'));
  await page.getByRole('button', { name: 'Verify my email address' }).click();
  await page.waitForURL(platform('/sign-up/eula/'));
  await page.getByRole('button', { name: 'I accept the agreement' }).click();
  await page.waitForURL(platform('/dashboard/new-store/'));
}

/** Posts the page's form as it stands, around the browser's own check: what a browser without JavaScript sends. */
async function postFormAsIs(page: Page): Promise<number> {
  return submitAsDocument(page, page.locator('form.account-form'));
}

let takenSubdomain: string | null = null;

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const)('a new merchant opens a store on %s', (_name, device) => {
  let merchant: Awaited<ReturnType<typeof launchBrowser>>;
  let guest: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    merchant = await launchBrowser(device);
    guest = await launchBrowser(device);
  });
  afterAll(async () => {
    await merchant.close();
    await guest.close();
  });

  it('signs up, opens a store, sees its checklist; the public sees it under review; the owner previews it', async () => {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const page = await merchant.newPage();
    const errors = collectPageErrors(page);
    await signUpAsMerchant(page, `merchant-${stamp}@example.test`);

    await gotoHydrated(page, platform('/dashboard/new-store/'));
    expect(await seriousAxeViolations(page)).toEqual([]);
    const companyName = `Wild Oats ${stamp}`;
    const subdomain = `wild-oats-${stamp}`;
    await page.getByLabel('Company name').fill(companyName);
    // The sub-domain is suggested from the name as it is typed, with the store's address beside it.
    expect(await page.getByLabel('Sub-domain').inputValue()).toBe(subdomain);
    await expect
      .poll(() => page.getByTestId('subdomain-preview').textContent())
      .toBe(`${subdomain}.localhost:${port}`);

    // Bad input reaches the server as typed: 422 with the spec's message; what was typed stays; no store.
    await page.getByLabel('Sub-domain').fill('admin');
    expect(await postFormAsIs(page)).toBe(422);
    expect(await page.locator('.field-error').first().textContent()).toBe(
      'This sub-domain is reserved. Please choose another.',
    );
    expect(await page.getByLabel('Company name').inputValue()).toBe(companyName);
    expect(await page.getByLabel('Sub-domain').getAttribute('aria-invalid')).toBe('true');
    if (takenSubdomain) {
      await page.getByLabel('Sub-domain').fill(takenSubdomain);
      expect(await postFormAsIs(page)).toBe(422);
      expect(await page.locator('.field-error').first().textContent()).toBe(
        'This sub-domain is already taken. Please choose another.',
      );
    }
    // Still no store: the dashboard sends the merchant back here.
    await page.goto(platform('/dashboard/'));
    await page.waitForURL(platform('/dashboard/new-store/'));

    await gotoHydrated(page, platform('/dashboard/new-store/'));
    await page.getByLabel('Company name').fill(companyName);
    await page.getByRole('radio', { name: 'charcoal' }).check();
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByRole('button', { name: 'Open my store' }).click();
    await page.waitForURL(/\/dashboard\/stores\/\d+\/$/);
    const storeId = Number(new URL(page.url()).pathname.split('/')[3]);
    takenSubdomain = subdomain;

    await expect.poll(() => page.getByTestId('approval-label').textContent()).toBe('Not modded yet');
    expect(await page.getByTestId('plan').textContent()).toContain('Free');
    const checklist = page.getByTestId('onboarding-checklist');
    expect(await checklist.locator('li').count()).toBe(6);
    expect(await checklist.locator('li[data-step="theme"]').getAttribute('data-done')).toBe('true');
    expect(await checklist.locator('li[data-step="product"]').getAttribute('data-done')).toBe('false');
    expect(await checklist.locator('li[data-step="product"]').getByRole('link').getAttribute('href')).toBe(
      `/dashboard/stores/${storeId}/products/`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Another store's dashboard is as if it did not exist.
    const elsewhere = await page.goto(platform(`/dashboard/stores/${storeId - 1}/`));
    expect(elsewhere?.status()).toBe(404);

    // The public sees the review page on the store's own origin.
    const visitor = await guest.newPage();
    await visitor.goto(store(subdomain, '/product/anything/'));
    await visitor.waitForURL(store(subdomain, '/store-under-review/'));
    expect(await visitor.locator('h1').textContent()).toBe('This store is under review');
    expect(await seriousAxeViolations(visitor)).toEqual([]);

    // The owner previews it through a one-time link: signed in on the store's origin, seeing the store.
    await gotoHydrated(page, platform(`/dashboard/stores/${storeId}/`));
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('preview-store').click(),
    ]);
    await preview.waitForURL(store(subdomain, '/'));
    await expect
      .poll(() => preview.getByRole('heading', { name: `Welcome to ${companyName}` }).isVisible())
      .toBe(true);

    // A handoff link works once: used again (here by the guest), it starts no session and says so.
    const handoff = await page.request.get(platform(`/dashboard/stores/${storeId}/handoff/?to=/`), {
      maxRedirects: 0,
    });
    expect(handoff.status()).toBe(302);
    const link = handoff.headers().location ?? '';
    expect(link.startsWith(store(subdomain, '/handoff/?token='))).toBe(true);
    const first = await preview.goto(link);
    expect(first?.url()).toBe(store(subdomain, '/'));
    const again = await visitor.goto(link);
    expect(again?.status()).toBe(410);
    expect(await visitor.locator('.store-message-page [role="alert"]').textContent()).toContain(
      'has expired or has already been used',
    );
    await visitor.goto(store(subdomain, '/'));
    await visitor.waitForURL(store(subdomain, '/store-under-review/'));

    // Plans: the owner moves the store to Pro with a test card; its dashboard says Pro at once.
    await gotoHydrated(page, platform(`/teemill-plans/?store=${storeId}`));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('#upgrade-cardNumber').fill('4242 4242 4242 4242');
    await page.locator('#upgrade-cardExpiry').fill('12/34');
    await page.locator('#upgrade-cardCvc').fill('123');
    await page.getByRole('button', { name: 'Pay £20 a month and move to Pro' }).click();
    await expect
      .poll(() => page.getByTestId('upgraded').textContent())
      .toBe('Your store is now on the Pro plan.');
    await gotoHydrated(page, platform(`/dashboard/stores/${storeId}/`));
    expect(await page.getByTestId('plan').textContent()).toBe('Pro');

    expect(unexpected(errors)).toEqual([]);
  });
});
