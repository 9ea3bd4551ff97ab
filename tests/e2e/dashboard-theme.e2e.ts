import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { seriousAxeViolations } from '../support/axe';
import {
  type Browser,
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  launchBrowser,
  PHONE,
} from '../support/browser';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;
const pro = (path = '/') => `http://pro.localhost:${port}${path}`;
/** The pro demo store: its theme is put back at the end, as other browser tests read it. */
const STORE = 'Offset Studio';
const SEED_THEME = 'teemillPro';

/** Console errors other than the browser's note of a form answered 422, which these tests cause. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 422/.test(error));

async function logIn(page: Page) {
  await gotoHydrated(page, platform('/login/'));
  await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.owner);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(platform('/dashboard/'));
}

/** A theme custom property as a page (or the preview frame) has it. */
const themeValue = (target: Page | Frame, name: string) =>
  target.evaluate(
    (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
    name,
  );

/**
 * The preview frame once it shows the signed preview its iframe asks for now. The editor signs a new
 * preview after each change, so the src is read afresh on every try: a frame still on the previous
 * token is not the one wanted.
 */
async function previewFrame(page: Page): Promise<Frame> {
  let shown: Frame | undefined;
  await expect
    .poll(
      async () => {
        const src = await page.locator('iframe.theme-preview-frame').getAttribute('src');
        if (!src || !/^http:\/\/pro\.localhost:\d+\/\?themePreview=/.test(src)) return 'no signed preview';
        shown = page.frames().find((candidate) => candidate.url() === src);
        return shown ? 'shown' : 'loading';
      },
      { timeout: 15_000 },
    )
    .toBe('shown');
  if (!shown) throw new Error('no preview frame');
  await shown.waitForLoadState('load');
  return shown;
}

describe.each([
  ['a phone', PHONE, 390],
  ['a desktop', DESKTOP, 1280],
] as const)('the dashboard theme selector and editor on %s', (_viewport, options, width) => {
  let browser: Browser;
  let shopper: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(options);
    shopper = await launchBrowser(options);
  });
  afterAll(async () => {
    await shopper.close();
    await browser.close();
  });

  it('previews a theme, applies it, edits its primary colour; shoppers see only what is applied and saved', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    const visitor = await shopper.newPage();
    const shopperSees = async (name: string) => {
      await visitor.goto(pro('/'));
      return themeValue(visitor, name);
    };
    await logIn(page);
    await page.getByRole('link', { name: `Settings of ${STORE}` }).click();
    await page.waitForURL(/\/dashboard\/stores\/\d+\/settings\/$/);
    const themeUrl = page.url().replace(/settings\/$/, 'theme/');
    const headers = { Origin: platform('').replace(/\/$/, '') };
    const seedPrimary = await shopperSees('--primary-color');
    const seedFont = await themeValue(visitor, '--text-font');
    expect(seedPrimary).toBe('#0aadff');

    try {
      await gotoHydrated(page, themeUrl);
      expect(await page.getByRole('link', { name: 'Theme', exact: true }).getAttribute('href')).toBe(
        new URL(themeUrl).pathname,
      );
      expect(await page.getByRole('heading', { name: 'Theme', level: 1 }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: /^Mocha/ }).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/theme-selector-${width}.png`, fullPage: false });

      // Preview with the keyboard alone: the store's own page in Charcoal, before anything is applied.
      await page.getByRole('button', { name: 'Preview Charcoal' }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Preview: Charcoal');
      const frame = await previewFrame(page);
      expect(await themeValue(frame, '--primary-color')).toBe('#f2a541');
      expect(await themeValue(frame, '--text-font')).toBe('Open Sans');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/theme-preview-${width}.png`, fullPage: false });
      // The preview is the manager's alone: the shopper still sees the seed theme, and no URL switches it.
      expect(await shopperSees('--primary-color')).toBe(seedPrimary);
      await visitor.goto(pro('/?themePreview=charcoal'));
      expect(await themeValue(visitor, '--primary-color')).toBe(seedPrimary);
      // A token with its signature altered is ignored.
      const src = (await page.locator('iframe.theme-preview-frame').getAttribute('src')) ?? '';
      const signatureAt = src.lastIndexOf('.') + 1;
      const forged = `${src.slice(0, signatureAt)}${src[signatureAt] === 'A' ? 'B' : 'A'}${src.slice(signatureAt + 1)}`;
      await visitor.goto(forged);
      expect(await themeValue(visitor, '--primary-color')).toBe(seedPrimary);

      // Apply in one click: the anonymous shopper's next page is in Charcoal.
      await page.getByRole('button', { name: 'Apply Charcoal' }).first().click();
      await expect
        .poll(() =>
          page.getByRole('status').filter({ hasText: 'Your store now uses the Charcoal theme.' }).count(),
        )
        .toBe(1);
      expect(await shopperSees('--primary-color')).toBe('#f2a541');
      expect(await themeValue(visitor, '--text-font')).toBe('Open Sans');
      expect(seedFont).not.toBe('Open Sans');

      // Edit: a low-contrast primary colour warns, previews live and, once saved, reaches the shopper.
      await page.getByRole('link', { name: 'Edit Charcoal' }).click();
      await page.waitForURL(/\/theme\/edit\/$/);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await seriousAxeViolations(page)).toEqual([]);
      const primary = page.getByLabel('Primary colour', { exact: true });
      await primary.fill('#222222');
      await expect
        .poll(() => page.locator('.theme-contrast-warning').textContent())
        .toContain('Text on the primary colour has a contrast of 1.');
      await expect
        .poll(async () => themeValue(await previewFrame(page), '--primary-color'), { timeout: 30_000 })
        .toBe('#222222');
      expect(await shopperSees('--primary-color')).toBe('#f2a541');
      await page.screenshot({ path: `/tmp/theme-editor-${width}.png`, fullPage: false });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save theme settings' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Your theme settings are saved.' }).count())
        .toBe(1);
      expect(await shopperSees('--primary-color')).toBe('#222222');

      // An invalid hex is refused with §5's message, in the browser and by the server; nothing changes.
      await primary.fill('#12345');
      expect(await page.locator('#theme-primary-color-error').textContent()).toBe('not a valid hex string');
      expect(await primary.getAttribute('aria-invalid')).toBe('true');
      await page.getByRole('button', { name: 'Save theme settings' }).click();
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toContain('Primary colour: not a valid hex string');
      const refused = await page.request.post(page.url(), {
        form: { intent: 'save', overrides: JSON.stringify({ 'primary.color': '#12345' }) },
        headers,
      });
      expect(refused.status()).toBe(422);
      expect(await shopperSees('--primary-color')).toBe('#222222');

      // Reset puts the parent theme's value back.
      await page.getByRole('button', { name: 'Reset Primary colour to the Charcoal value' }).click();
      expect(await primary.inputValue()).toBe('#f2a541');
      expect(unexpected(errors)).toEqual([]);
    } finally {
      const restored = await page.request.post(themeUrl, {
        form: { intent: 'apply', theme: SEED_THEME },
        headers,
      });
      expect(restored.status()).toBe(200);
    }
    expect(await shopperSees('--primary-color')).toBe(seedPrimary);
  }, 180_000);
});
