import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, emailedLink } from './api-session';
import { type DESKTOP, gotoHydrated, launchBrowser, type PHONE } from './browser';

/** The password of every merchant openOwnStore signs up (their email is `{subdomain}@example.test`). */
export const OWN_STORE_PASSWORD = 'correct horse battery staple';
const PASSWORD = OWN_STORE_PASSWORD;

/**
 * Signs up a new merchant (verified by the emailed link, `staff` reading the outbox), and opens a store
 * named `name` that no other test touches. Answers the store's id and sub-domain; the page is left on
 * the store's overview, signed in as its owner.
 */
export async function openOwnStore(
  page: Page,
  { port, staff, name }: { port: number; staff: ApiSession; name: string },
): Promise<{ storeId: number; subdomain: string }> {
  const platform = (path: string) => `http://localhost:${port}${path}`;
  const subdomain = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const email = `${subdomain}@example.test`;
  await gotoHydrated(page, platform('/sign-up/?should_have_store=1'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(platform('/sign-up/verify/?sent=1'));
  await gotoHydrated(page, await emailedLink(staff, email, '/sign-up/verify/'));
  await page.getByRole('button', { name: 'Verify my email address' }).click();
  await page.waitForURL(platform('/sign-up/eula/'));
  await page.getByRole('button', { name: 'I accept the agreement' }).click();
  await page.waitForURL(platform('/dashboard/new-store/'));
  await gotoHydrated(page, platform('/dashboard/new-store/'));
  await page.getByLabel('Company name').fill(name);
  await page.getByLabel('Sub-domain').fill(subdomain);
  await page.getByRole('button', { name: 'Open my store' }).click();
  await page.waitForURL(/\/dashboard\/stores\/\d+\/$/);
  return { storeId: Number(new URL(page.url()).pathname.split('/')[3]), subdomain };
}

/** Printfront staff approve a store in the dashboard, so its public (an anonymous shopper) sees it. */
export async function approveStore(
  port: number,
  storeId: number,
  viewport: typeof PHONE | typeof DESKTOP,
): Promise<void> {
  const platform = (path: string) => `http://localhost:${port}${path}`;
  const reviewer = await launchBrowser(viewport);
  try {
    const page = await reviewer.newPage();
    await gotoHydrated(page, platform('/login/'));
    await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.staff);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(platform('/dashboard/'));
    const answer = await page.request.post(platform(`/dashboard/stores/${storeId}/?index`), {
      form: { status: 'approved' },
      headers: { Origin: platform('') },
    });
    expect(answer.status()).toBeLessThan(400);
  } finally {
    await reviewer.close();
  }
}
