import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { gotoHydrated } from './browser';
import { testServerPort } from './test-server';

/** An address on the platform host of the shared test server. */
export const platformUrl = (path = '/') => `http://localhost:${testServerPort()}${path}`;

/** Console errors other than the browser's note of a form answered 422, which these tests cause. */
export const unexpectedErrors = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 422/.test(error));

/** Logs in on the platform host (the demo store's owner unless told) and waits for the dashboard. */
export async function logIn(page: Page, email: string = DEMO_ACCOUNTS.owner, password = DEMO_PASSWORD) {
  await gotoHydrated(page, platformUrl('/login/'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(platformUrl('/dashboard/'));
}

/** The demo store's dashboard id, from its link on the owner's dashboard. */
export async function demoStoreId(page: Page, storeName = 'Northwind Threads'): Promise<number> {
  const href = await page.getByRole('link', { name: `Quotes of ${storeName}` }).getAttribute('href');
  return Number(/\/dashboard\/stores\/(\d+)\//.exec(href ?? '')?.[1]);
}

/** From the dashboard, follows the store's settings link and answers the settings page's address. */
export async function openStoreSettings(page: Page, storeName: string): Promise<string> {
  await page.getByRole('link', { name: `Settings of ${storeName}` }).click();
  await page.waitForURL(/\/dashboard\/stores\/\d+\/settings\/$/);
  return page.url();
}

/** Posts a form straight to a dashboard page, as the signed-in page would (same origin). */
export const postForm = (page: Page, url: string, form: Record<string, string>) =>
  page.request.post(url, { form, headers: { Origin: platformUrl('').replace(/\/$/, '') } });

/** Submits one section's form by its button and waits for its confirmation. */
export async function saveSection(page: Page, button: string, confirmation: string) {
  await page.getByRole('button', { name: button }).click();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: confirmation }).count(), { timeout: 15_000 })
    .toBe(1);
}
