import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, emailsTo, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, DESKTOP, gotoHydrated, launchBrowser, PHONE } from '../support/browser';
import { logIn } from '../support/dashboard-session';
import { openOwnStore } from '../support/own-store';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;
const storeUrl = (subdomain: string, path = '/') => `http://${subdomain}.localhost:${port}${path}`;

/** Console errors other than the browser's note of answers these tests cause on purpose (404 of a disabled store). */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 404/.test(error));

/** The page fits the screen: nothing scrolls sideways (wide content scrolls in its own box). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/** What a staff page must be on every width: no serious axe violation, no sideways scroll. */
async function checkPage(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
}

/** A server action and the page's revalidation take their time on a busy machine. */
const WAIT = { timeout: 15_000 };

let reader: ApiSession;
beforeAll(async () => {
  reader = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const)('staff run stores and people on %s', (name, device) => {
  let merchant: Awaited<ReturnType<typeof launchBrowser>>;
  let staffBrowser: Awaited<ReturnType<typeof launchBrowser>>;
  let guest: Awaited<ReturnType<typeof launchBrowser>>;
  let staff: Page;
  let errors: string[];
  /** The owner of the store the first test opens, who gets its decision emails. */
  let ownerEmail = '';
  beforeAll(async () => {
    merchant = await launchBrowser(device);
    staffBrowser = await launchBrowser(device);
    guest = await launchBrowser(device);
    staff = await staffBrowser.newPage();
    errors = collectPageErrors(staff);
    await logIn(staff, DEMO_ACCOUNTS.staff);
  });
  afterAll(async () => {
    await merchant.close();
    await staffBrowser.close();
    await guest.close();
  });

  it('finds a new store in the queue, denies it with a reason, approves it, disables and enables it', async () => {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const { storeId, subdomain } = await openOwnStore(await merchant.newPage(), {
      port,
      staff: reader,
      name: `People ${name.slice(2)} ${stamp}`,
    });
    const storeName = `People ${name.slice(2)} ${stamp}`;
    ownerEmail = `${subdomain}@example.test`;

    await gotoHydrated(staff, platform('/atlas/stores/'));
    expect(await staff.locator('h1').textContent()).toBe('Stores');
    expect(await staff.getByLabel('Show').inputValue()).toBe('pending');
    const row = staff.getByTestId('store-row').filter({ hasText: storeName });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('Not modded yet');
    expect(await row.textContent()).toContain(ownerEmail);
    await checkPage(staff);
    // Searching by the owner's email finds it.
    await staff.getByLabel('Name, sub-domain or owner email').fill(ownerEmail);
    await staff.getByRole('button', { name: 'Search' }).click();
    await staff.waitForURL(/q=/);
    await expect.poll(() => staff.getByTestId('store-row').count(), WAIT).toBe(1);

    await staff.getByRole('link', { name: storeName }).click();
    await staff.waitForURL(platform(`/atlas/stores/${storeId}/`));
    await expect.poll(() => staff.locator('h1').textContent(), WAIT).toBe(storeName);
    await gotoHydrated(staff, platform(`/atlas/stores/${storeId}/`));
    expect(await staff.getByTestId('store-approval').textContent()).toBe('Not modded yet');
    expect(await staff.getByRole('link', { name: ownerEmail }).count()).toBe(1);
    await checkPage(staff);

    // A denial needs a reason: the form says so and keeps the choice.
    await staff.getByLabel('Deny').check();
    await staff.getByRole('button', { name: 'Save the decision' }).click();
    await expect
      .poll(() => staff.locator('.field-error').first().textContent(), WAIT)
      .toBe('Please say why the store is denied');
    expect(await staff.getByLabel('Deny').isChecked()).toBe(true);
    await staff.getByLabel('Reason (the owner and visitors see it when denied)').fill('Copied designs');
    await staff.getByRole('button', { name: 'Save the decision' }).click();
    await expect
      .poll(() => staff.getByRole('status').filter({ hasText: 'The store is denied' }).count(), WAIT)
      .toBe(1);
    await expect.poll(() => staff.getByTestId('store-approval').textContent(), WAIT).toBe('Denied');
    await expect
      .poll(() => staff.getByTestId('store-history').textContent(), WAIT)
      .toContain('Copied designs');
    await checkPage(staff);

    const visitor = await guest.newPage();
    await visitor.goto(storeUrl(subdomain, '/'));
    await visitor.waitForURL(storeUrl(subdomain, '/store-under-review/'));
    expect(await visitor.getByTestId('denial-reason').textContent()).toBe('Reason: Copied designs');

    await staff.getByLabel('Approve').check();
    await staff.getByRole('button', { name: 'Save the decision' }).click();
    await expect.poll(() => staff.getByTestId('store-approval').textContent(), WAIT).toBe('Approved');
    await visitor.goto(storeUrl(subdomain, '/'));
    expect(new URL(visitor.url()).pathname).toBe('/');
    expect(await visitor.getByTestId('store-under-review').count()).toBe(0);

    // The owner was told both times.
    await expect
      .poll(
        async () =>
          (await emailsTo(reader, ownerEmail)).filter((email) => email.kind === 'store-decision').length,
        WAIT,
      )
      .toBe(2);

    // Disabled, the store is gone for shoppers; enabled, it is back.
    await staff.getByLabel('Why it is disabled').fill('Owner asked to close');
    await staff.getByRole('button', { name: 'Disable the store' }).click();
    await expect.poll(() => staff.getByTestId('store-flags').textContent(), WAIT).toBe('Disabled');
    expect((await visitor.goto(storeUrl(subdomain, '/')))?.status()).toBe(404);
    await staff.getByRole('button', { name: 'Enable the store' }).click();
    await expect.poll(() => staff.getByTestId('store-flags').textContent(), WAIT).toBe('None');
    expect((await visitor.goto(storeUrl(subdomain, '/')))?.status()).toBe(200);
    await expect.poll(() => staff.getByTestId('store-history').locator('li').count(), WAIT).toBe(4);
    await checkPage(staff);
    expect(unexpected(errors)).toEqual([]);
  });

  it('finds a customer and lists their orders across stores and the stores they run', async () => {
    await gotoHydrated(staff, platform('/atlas/customers/'));
    await checkPage(staff);
    await staff.getByLabel('Name or email').fill('sasha');
    await staff.getByRole('button', { name: 'Search' }).click();
    await staff.waitForURL(/q=sasha/);
    await staff.getByRole('link', { name: 'Sasha Shopper' }).click();
    await staff.waitForURL(/\/atlas\/customers\/\d+\/$/);
    const orders = staff.getByTestId('customer-orders').getByRole('link');
    await expect.poll(() => orders.count(), WAIT).toBeGreaterThanOrEqual(4);
    expect(await orders.first().getAttribute('href')).toMatch(/^\/atlas\/orders\/\d+\/$/);
    await checkPage(staff);

    // The demo owner runs stores: each links to its atlas page.
    await gotoHydrated(staff, platform('/atlas/customers/?q=owner%40printfront.test'));
    await staff.getByRole('link', { name: 'Olivia Owner' }).click();
    await staff.waitForURL(/\/atlas\/customers\/\d+\/$/);
    const stores = staff.getByTestId('customer-stores').getByRole('link');
    await expect.poll(() => stores.count(), WAIT).toBeGreaterThan(0);
    expect(await stores.first().getAttribute('href')).toMatch(/^\/atlas\/stores\/\d+\/$/);
    await checkPage(staff);
    expect(unexpected(errors)).toEqual([]);
  });

  it('lists operator users with their status, and mutes and unmutes one', async () => {
    await gotoHydrated(staff, platform('/atlas/users/'));
    const sam = staff.getByTestId('user-row').filter({ hasText: DEMO_ACCOUNTS.staff });
    expect(await sam.getByTestId('user-status').textContent()).toBe('Enabled');
    expect(await sam.textContent()).toContain('Operations');
    await checkPage(staff);
    await staff.getByRole('button', { name: 'Mute Sam Staff' }).click();
    await expect.poll(() => staff.getByRole('button', { name: 'Unmute Sam Staff' }).count(), WAIT).toBe(1);
    await gotoHydrated(staff, platform('/atlas/users/'));
    expect(await sam.locator('.mute-state').textContent()).toBe('Muted');
    await staff.getByRole('button', { name: 'Unmute Sam Staff' }).click();
    // Exact: 'Mute Sam Staff' is also part of 'Unmute Sam Staff', which would answer before the server has.
    await expect
      .poll(() => staff.getByRole('button', { name: 'Mute Sam Staff', exact: true }).count(), WAIT)
      .toBe(1);
    await gotoHydrated(staff, platform('/atlas/users/'));
    expect(await sam.locator('.mute-state').textContent()).toBe('Active');
    expect(unexpected(errors)).toEqual([]);
  });

  it('filters the outbox and resends an email', async () => {
    await gotoHydrated(staff, platform('/atlas/outbox/'));
    await checkPage(staff);
    await staff.getByLabel('Recipient').fill(ownerEmail);
    await staff.getByLabel('Kind').selectOption('store-decision');
    await staff.getByRole('button', { name: 'Filter' }).click();
    await staff.waitForURL(/kind=store-decision/);
    await expect.poll(() => staff.getByTestId('outbox-email').count(), WAIT).toBe(2);
    const before = 2;
    const first = staff.getByTestId('outbox-email').first();
    await first.locator('summary').click();
    expect(await first.locator('.outbox-text').isVisible()).toBe(true);
    // The email's HTML is drawn once it is opened, not for every email of the list.
    await expect.poll(() => first.locator('iframe').count(), WAIT).toBe(1);
    expect(await staff.locator('.outbox-email iframe').count()).toBe(1);
    await first.getByRole('button', { name: /^Resend/ }).click();
    await expect
      .poll(
        () => staff.getByRole('status').filter({ hasText: 'The email is queued to be sent again.' }).count(),
        WAIT,
      )
      .toBe(1);
    await expect.poll(() => staff.getByTestId('outbox-email').count(), WAIT).toBe(before + 1);
    await checkPage(staff);
    expect(unexpected(errors)).toEqual([]);
  });

  it('sends the demo owner to /dashboard/ and a guest to the login page', async () => {
    const owner = await guest.newPage();
    await owner.goto(platform('/atlas/stores/'));
    await owner.waitForURL(/\/login\//);
    expect(new URL(owner.url()).searchParams.toString()).toContain('atlas');
    await logIn(owner, DEMO_ACCOUNTS.owner);
    await owner.goto(platform('/atlas/stores/'));
    await owner.waitForURL(platform('/dashboard/'));
    await owner.goto(platform('/atlas/customers/'));
    await owner.waitForURL(platform('/dashboard/'));
  });
});
