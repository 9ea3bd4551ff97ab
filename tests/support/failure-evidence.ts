import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/** What each open page last said and fetched, so that a failed browser test shows where its page stood. */
const RECENT_EVENTS = 40;
const openContexts = new Set<BrowserContext>();
const recentEvents = new WeakMap<Page, string[]>();
/** The last words of pages whose browser a test closed itself (often in `finally`, before a failure is known). */
let closedDuringTest: string[] = [];

function note(page: Page, started: number, event: string) {
  const events = recentEvents.get(page);
  if (!events) return;
  events.push(`+${Date.now() - started} ms ${event.length > 200 ? `${event.slice(0, 200)}…` : event}`);
  if (events.length > RECENT_EVENTS) events.shift();
}

function watch(page: Page) {
  const started = Date.now();
  recentEvents.set(page, []);
  page.on('console', (message) => note(page, started, `console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => note(page, started, `page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    note(
      page,
      started,
      `request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`,
    ),
  );
  page.on('response', (response) => {
    if (response.request().resourceType() === 'fetch' || response.status() >= 400)
      note(page, started, `${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(page, started, `navigated to ${frame.url()}`);
  });
}

/** Called by launchBrowser: the context's pages are watched until it closes. */
export function watchForFailureEvidence(context: BrowserContext) {
  openContexts.add(context);
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  context.on('close', () => openContexts.delete(context));
}

async function describePage(page: Page, heading: string, screenshot?: string): Promise<string[]> {
  const alerts = await page
    .locator('[role="alert"]')
    .allTextContents()
    .catch(() => [] as string[]);
  return [
    `── ${heading}`,
    `address: ${page.url()}`,
    ...(screenshot ? [`screenshot: ${screenshot}`] : []),
    `alerts: ${
      alerts
        .map((text) => text.trim())
        .filter(Boolean)
        .join(' | ') || 'none'
    }`,
    ...(recentEvents.get(page) ?? []),
  ];
}

/** Called by a browser's `close()` before it closes: keeps its pages' last words for a failure report. */
export async function rememberBeforeClose(context: BrowserContext): Promise<void> {
  for (const page of context.pages())
    closedDuringTest.push(...(await describePage(page, 'a page closed during the test')));
}

/** Called before each test: pages closed by an earlier test are not this one's evidence. */
export function forgetClosedPages() {
  closedDuringTest = [];
}

/**
 * After a failed test: a screenshot of every open page, its address, its alerts and its recent console
 * messages and requests, printed with the screenshots' paths (the CI log keeps the text).
 */
export async function reportFailureEvidence(testName: string): Promise<void> {
  const folder = path.join(tmpdir(), 'printfront-e2e-failures');
  mkdirSync(folder, { recursive: true });
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  const lines: string[] = [`failure evidence of "${testName}"`, ...closedDuringTest];
  let index = 0;
  for (const context of openContexts) {
    for (const page of context.pages()) {
      index += 1;
      const file = path.join(folder, `${slug}-${Date.now()}-${index}.png`);
      const screenshot = await page
        .screenshot({ path: file, fullPage: true, timeout: 5_000 })
        .then(() => file)
        .catch((error: Error) => `none (${error.message.split('\n')[0]})`);
      lines.push(...(await describePage(page, `open page ${index}`, screenshot)));
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
