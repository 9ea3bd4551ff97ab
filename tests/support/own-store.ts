import type { Page } from 'playwright-core';
import { type ApiSession, emailedLink } from './api-session';
import { gotoHydrated } from './browser';

const PASSWORD = 'correct horse battery staple';

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
