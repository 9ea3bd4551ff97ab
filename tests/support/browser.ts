import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { rememberBeforeClose, watchForFailureEvidence } from './failure-evidence';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  newPage(): Promise<Page>;
  /** A page whose visitor has already answered the cookie banner, so it covers nothing. */
  newConsentedPage(): Promise<Page>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  viewport?: { width: number; height: number };
  isMobile?: boolean;
  javaScriptEnabled?: boolean;
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false } as const;
/** For `describe.each`: each viewport named as a test title says it. */
export const PHONE_AND_DESKTOP = [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const;

/** Debian's Chromium on a fresh profile directory. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'printfront-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    isMobile: options.isMobile ?? false,
    hasTouch: options.isMobile ?? false,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  watchForFailureEvidence(context);
  return {
    context,
    newPage: () => context.newPage(),
    async newConsentedPage() {
      const page = await context.newPage();
      await page.addInitScript(() => {
        // about:blank has no storage; the store's own documents do.
        if (window.location.protocol.startsWith('http'))
          window.localStorage.setItem('cookies-accepted', 'all');
      });
      return page;
    },
    async close() {
      await rememberBeforeClose(context);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A browser for the surrounding describe: launched before its tests and closed after them. The answer stands
 * for that browser from the first test on.
 */
export function useBrowser(options: LaunchOptions = {}): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser(options);
  });
  afterAll(async () => {
    await launched?.close();
  });
  const current = () => {
    if (!launched) throw new Error('useBrowser: the browser is launched before the first test');
    return launched;
  };
  return {
    get context() {
      return current().context;
    },
    newPage: () => current().newPage(),
    newConsentedPage: () => current().newConsentedPage(),
    close: () => current().close(),
  };
}

/** Collects console errors and uncaught page errors so a test can assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens a page and waits until React has hydrated it, page blocks included, for tests that use client-side
 * behaviour. Blocks hydrate as they come near the viewport (data-blocks-pending counts those still
 * waiting); this asks for all of them at once, as a shopper's first press or key does.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // Blocks out of view hydrate when scrolled to; tests get every block hydrated at once.
  await page.evaluate(() => {
    document.documentElement.dataset.hydrateBlocks = 'all';
    window.dispatchEvent(new Event('printfront:hydrate-blocks'));
  });
  await page.waitForFunction(() => document.documentElement.dataset.blocksPending === undefined);
}

/**
 * Posts a form as a browser without scripts would (no client checks, no fetch), and waits until the answer's
 * new document has loaded and hydrated: waiting on the page's load state alone can be answered by the old
 * document, still showing while the new one arrives. Returns the answer's status.
 */
export async function submitAsDocument(page: Page, form: Locator): Promise<number> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.request().isNavigationRequest(),
  );
  const loaded = page.waitForEvent('load');
  await form.evaluate((element: HTMLFormElement) => HTMLFormElement.prototype.submit.call(element));
  const status = (await answered).status();
  await loaded;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return status;
}
