import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/support/browser';
import { ensureBuild, ROOT, startServer } from '../../tests/support/server-process';

/**
 * A browser benchmark's frame: the production build on its own server and database, Chromium at
 * 1280 × 800 on the demo store (`base` is its origin). `measure` answers the figures; they are printed
 * and written, with the time of measuring, to bench/results/{name}.json.
 */
export async function runBrowserBench(
  name: string,
  measure: (page: Page, base: string) => Promise<{ results: object[] } & Record<string, unknown>>,
): Promise<void> {
  ensureBuild();
  const server = await startServer({ LOG_LEVEL: 'error' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const figures = await measure(page, `http://demo.localhost:${server.port}`);
    console.table(figures.results);
    const out = path.join(ROOT, 'bench', 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, `${name}.json`),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
