import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ADMIN_MESSAGES } from '../../core/page-admin';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, emailedLink, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import {
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  launchBrowser,
  PHONE,
  useBrowser,
} from '../support/browser';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;
/** The page model's messages (domain/pages PAGE_MESSAGES), which the dashboard shows word for word. */
const URL_TAKEN = 'Another page of this store already uses this address';
const VERSION_CONFLICT = 'This page was changed by someone else. Reload it to see the changes.';
const HOMEPAGE_NOT_DELETABLE = "The homepage can't be deleted";

/** Console errors other than the browser's notes of answers these tests cause on purpose (422, 409, 404). */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of (422|409|404)/.test(error),
  );

let outbox: ApiSession;
beforeAll(async () => {
  outbox = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

async function logIn(page: Page) {
  await gotoHydrated(page, platform('/login/'));
  await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.owner);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(platform('/dashboard/'));
}

/** A store of the owner's own for this test, so its homepage can change without touching the demo store. */
async function openOwnStore(page: Page, name: string): Promise<string> {
  await gotoHydrated(page, platform('/dashboard/new-store/'));
  await page.getByLabel('Company name').fill(name);
  await page.getByRole('button', { name: 'Open my store' }).click();
  await page.waitForURL(/\/dashboard\/stores\/\d+\/$/);
  return new URL(page.url()).pathname;
}

const heading = (page: Page) => page.locator('h1').textContent();
const statusText = (page: Page, text: string) =>
  expect.poll(() => page.getByRole('status').filter({ hasText: text }).count()).toBeGreaterThan(0);
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the Pages area of the dashboard on a %s', (device, viewport) => {
  const browser = useBrowser(viewport);
  const stamp = `${device}-${Date.now().toString(36)}`;

  it('creates a page from a template, edits its settings, duplicates it, makes it the homepage and deletes with confirmation', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await logIn(page);
    const store = await openOwnStore(page, `Pages ${stamp}`);

    // The area from the store's navigation: the starter homepage, marked.
    await page
      .getByRole('navigation', { name: 'Store dashboard' })
      .getByRole('link', { name: 'Pages' })
      .click();
    await page.waitForURL(platform(`${store}pages/`));
    await expect.poll(() => heading(page)).toBe('Pages');
    const list = page.getByRole('list', { name: 'Pages' });
    expect(await list.locator('li').count()).toBe(1);
    expect(await list.locator('li').first().textContent()).toContain('Homepage');
    expect(await list.locator('time').first().getAttribute('title')).toMatch(/\d{4}, \d\d:\d\d UTC$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/pages-admin-list-empty-${device}.png`, fullPage: true });

    // A blank page first; then one from the FAQ template at the blank page's address: the server's 422 at
    // the field keeps what was typed and writes nothing.
    await page.getByRole('link', { name: 'New page' }).click();
    await page.waitForURL(platform(`${store}pages/new/`));
    await hydrated(page);
    expect(await page.getByText('Common questions on delivery, returns and sizes').count()).toBe(1);
    await page.getByLabel('Title').fill('About us');
    await page.getByRole('button', { name: 'Create the page' }).click();
    await page.waitForURL(/\/pages\/\d+\/\?created=1$/);
    await statusText(page, PAGE_ADMIN_MESSAGES.created);
    await page.getByRole('link', { name: 'All pages' }).click();
    await page.getByRole('link', { name: 'New page' }).click();
    await hydrated(page);
    await page.getByRole('radio', { name: /Questions and answers/ }).check();
    await page.getByLabel('Title').fill('Help and FAQ');
    await page.getByLabel('Address').fill('About Us');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create the page' }).click();
    expect((await refused).status()).toBe(422);
    await expect.poll(() => page.locator('.field-error').first().textContent()).toBe(URL_TAKEN);
    expect(await page.getByLabel('Title').inputValue()).toBe('Help and FAQ');
    expect(await page.getByRole('radio', { name: /Questions and answers/ }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/pages-admin-new-${device}.png`, fullPage: true });
    await page.getByLabel('Address').fill('Help');
    await page.getByRole('button', { name: 'Create the page' }).click();
    await page.waitForURL(/\/pages\/\d+\/\?created=1$/);
    const helpSettings = page.url().replace(/\?.*$/, '');
    await expect.poll(() => heading(page)).toBe('Help and FAQ');

    // "Edit page" is a one-time link to the page in preview on the store's own origin.
    const editHref = await page.getByRole('link', { name: 'Edit page' }).getAttribute('href');
    const handoff = await page.request.get(platform(editHref ?? ''), { maxRedirects: 0 });
    expect(handoff.status()).toBe(302);
    const landing = new URL(handoff.headers().location ?? '');
    expect(landing.pathname).toBe('/handoff/');
    expect(landing.searchParams.get('to')).toBe('/help/?preview=1');

    // Settings: description, social image none, out of the sitemap, for signed-in shoppers only.
    await hydrated(page);
    await page.getByLabel('Description').fill('Answers to what shoppers ask most.');
    await page.getByLabel('Listed in the sitemap').uncheck();
    await page.getByRole('radio', { name: 'Signed-in shoppers only' }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await statusText(page, PAGE_ADMIN_MESSAGES.saved);
    await page.reload();
    await hydrated(page);
    expect(await page.getByLabel('Description').inputValue()).toBe('Answers to what shoppers ask most.');
    expect(await page.getByLabel('Listed in the sitemap').isChecked()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Signed-in shoppers only' }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/pages-admin-settings-${device}.png`, fullPage: true });

    // A stale form: saved elsewhere meanwhile, this one gets the 409 and keeps what was typed.
    const other = await browser.newPage();
    await gotoHydrated(other, helpSettings);
    await other.getByLabel('Title').fill('Help centre');
    await other.getByRole('button', { name: 'Save settings' }).click();
    await statusText(other, PAGE_ADMIN_MESSAGES.saved);
    await other.close();
    await page.getByLabel('Title').fill('Questions answered');
    const stale = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect((await stale).status()).toBe(409);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: VERSION_CONFLICT }).count()).toBe(1);
    expect(await page.getByLabel('Title').inputValue()).toBe('Questions answered');

    // Bad input posted around the browser: 422, nothing written.
    const post = (url: string, form: Record<string, string>) =>
      page.request.post(url, { form, headers: { Origin: platform('') } });
    const badSave = await post(helpSettings, {
      intent: 'save',
      version: '1',
      title: '',
      loginState: 'everyone',
    });
    expect(badSave.status()).toBe(422);
    await page.reload();
    await expect.poll(() => heading(page)).toBe('Help centre');

    // Duplicate: a copy at /help-copy/, unpublished.
    await hydrated(page);
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.waitForURL(/\/pages\/\d+\/\?duplicated=1$/);
    await statusText(page, PAGE_ADMIN_MESSAGES.duplicated('/help-copy/'));
    expect(await page.locator('.pages-admin-badges').first().textContent()).toContain('Unpublished');
    const copySettings = page.url().replace(/\?.*$/, '');

    // The copy becomes the homepage; the starter homepage moves to /previous-home/.
    await hydrated(page);
    await page.getByRole('button', { name: 'Set as homepage' }).click();
    await page.waitForURL(/\?homepage=/);
    await statusText(page, PAGE_ADMIN_MESSAGES.homepageSet('/previous-home/'));
    expect(await page.getByRole('button', { name: 'Set as homepage' }).count()).toBe(0);

    // The homepage cannot be deleted: the dialog asks, the server refuses with the page model's message.
    await hydrated(page);
    await page.getByRole('button', { name: 'Delete…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Delete/ });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/pages-admin-dialog-${device}.png` });
    await dialog.getByRole('button', { name: 'Delete the page' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: HOMEPAGE_NOT_DELETABLE }).count())
      .toBe(1);
    expect(await page.url()).toContain(copySettings);

    // The list: exactly one homepage; publish the old homepage back from its card.
    await gotoHydrated(page, platform(`${store}pages/`));
    const cards = page.getByRole('list', { name: 'Pages' }).locator('li');
    expect(await cards.count()).toBe(4);
    expect(await page.locator('.pages-admin-badge-home').count()).toBe(1);
    expect(await cards.first().textContent()).toContain('Help centre (copy)');
    expect(await cards.first().textContent()).toContain('Homepage');
    const about = cards.filter({ hasText: '/about-us/' });
    await about.getByRole('button', { name: 'Unpublish About us' }).click();
    await statusText(page, PAGE_ADMIN_MESSAGES.unpublished);
    await expect.poll(() => about.locator('.pages-admin-badge').textContent()).toBe('Unpublished');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/pages-admin-list-${device}.png`, fullPage: true });

    // Search by title or address.
    await page.getByLabel('Search pages by title or address').fill('previous');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\?q=previous$/);
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('/previous-home/');

    // Delete the old homepage, confirming in the dialog; keyboard alone: Escape keeps it, then confirm.
    await cards
      .first()
      .getByRole('link', { name: /^Settings of/ })
      .click();
    await page.waitForURL(/\/pages\/\d+\/$/);
    await hydrated(page);
    await page.getByRole('button', { name: 'Delete…' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Delete…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete the page' }).click();
    await page.waitForURL(/\/pages\/\?deleted=/);
    await statusText(page, 'is deleted');
    expect(await page.getByRole('list', { name: 'Pages' }).locator('li').count()).toBe(3);

    // Another store's page (the demo store's, which this owner also runs) is not found from this store.
    await gotoHydrated(page, platform('/dashboard/'));
    const demoStore = (
      (await page.getByRole('link', { name: 'Quotes of Northwind Threads' }).getAttribute('href')) ?? ''
    ).replace(/quotes\/$/, '');
    expect(demoStore).toMatch(/^\/dashboard\/stores\/\d+\/$/);
    {
      await gotoHydrated(page, platform(`${demoStore}pages/`));
      const foreignHref =
        (await page
          .getByRole('list', { name: 'Pages' })
          .getByRole('link', { name: /^Settings of/ })
          .first()
          .getAttribute('href')) ?? '';
      const foreignId = /pages\/(\d+)\/$/.exec(foreignHref)?.[1];
      expect(foreignId).toMatch(/^\d+$/);
      const foreign = platform(`${store}pages/${foreignId}/`);
      expect((await page.request.get(foreign)).status()).toBe(404);
      expect((await post(foreign, { intent: 'delete', confirm: 'yes' })).status()).toBe(404);
      expect((await page.request.get(platform(foreignHref))).status()).toBe(200);
    }
    expect(unexpected(errors)).toEqual([]);
  });

  it('keeps the area from a team member without the pages permission (403)', async () => {
    await browser.context.clearCookies();
    const owner = await browser.newPage();
    await logIn(owner);
    const store = await openOwnStore(owner, `Team pages ${stamp}`);
    const storeId = Number(store.split('/')[3]);
    await gotoHydrated(owner, platform(`${store}team/`));
    const email = `pages-teammate-${stamp}@example.test`;
    await owner.getByLabel('Email address').fill(email);
    await owner.getByRole('checkbox', { name: /^Products/ }).check();
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await statusText(owner, 'Invitation sent');

    const teammateBrowser = await launchBrowser(viewport);
    try {
      const teammate = await teammateBrowser.newPage();
      await gotoHydrated(teammate, platform('/sign-up/'));
      await teammate.getByLabel('Email address').fill(email);
      await teammate.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
      await teammate.getByRole('button', { name: 'Create account' }).click();
      await teammate.waitForURL(platform('/sign-up/verify/?sent=1'));
      await gotoHydrated(teammate, await emailedLink(outbox, email, '/sign-up/verify/'));
      await teammate.getByRole('button', { name: 'Verify my email address' }).click();
      await teammate.waitForURL(platform('/sign-up/eula/'));
      await teammate.getByRole('button', { name: 'I accept the agreement' }).click();
      await teammate.waitForURL(platform('/dashboard/'));
      await gotoHydrated(teammate, await emailedLink(outbox, email, '/dashboard/invites/'));
      await teammate.getByRole('button', { name: 'Accept the invitation' }).click();
      await teammate.waitForURL(platform(store));

      const nav = teammate.getByRole('navigation', { name: 'Store dashboard' });
      await expect.poll(() => nav.getByRole('link', { name: 'Products' }).count()).toBe(1);
      expect(await nav.getByRole('link', { name: 'Pages' }).count()).toBe(0);
      for (const path of ['pages/', 'pages/new/']) {
        await teammate.goto(platform(`${store}${path}`));
        await teammate.waitForURL(platform(`/403/?store=${storeId}&permission=pages`));
        await expect.poll(() => heading(teammate)).toBe('Permission denied');
      }
      // Posts too: refused, and the answer is the 403 page told which store and area.
      const post = (path: string, form: Record<string, string>) =>
        teammate.request.post(platform(`${store}${path}`), {
          form,
          headers: { Origin: platform('') },
          maxRedirects: 0,
        });
      for (const [path, form] of [
        ['pages/new/', { title: 'Sneaky' }],
        ['pages/', { intent: 'publish', page: '1', version: '1', published: 'false' }],
      ] as const) {
        const refused = await post(path, form);
        expect(refused.status()).toBe(302);
        expect(refused.headers().location).toBe(`/403/?store=${storeId}&permission=pages`);
      }
      await gotoHydrated(owner, platform(`${store}pages/`));
      expect(await owner.getByRole('list', { name: 'Pages' }).locator('li').count()).toBe(1);
    } finally {
      await teammateBrowser.close();
    }
  });
});
