import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/support/browser';
import { ensureBuild, type RunningServer, startServer } from '../tests/support/server-process';
import { type Breakdown, breakdown, breakdownTable, type TraceEvent } from './support/trace-breakdown';

/**
 * Where a storefront page's main-thread time goes on a phone: Chromium traces of cold loads of the demo
 * store's home, collection and product pages (Lighthouse's mobile viewport and user agent, CPU slowed 4x),
 * from navigation until the page has hydrated and gone quiet, summarised by trace-breakdown.ts.
 *
 *   npx tsx bench/trace-pages.ts [--runs 3] [--base http://demo.localhost:PORT] [home|collection|product …]
 *
 * On a shared machine the absolute figures move with the load; compare shares, and before/after within the
 * same minutes.
 */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  // Lighthouse's mobile user agent: a headless one counts as a bot, and bots get the whole page at once.
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
const CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
].join(',');
const PAGES: Record<string, string> = {
  home: '/',
  collection: '/collection/t-shirts/',
  product: '/product/summit-sunrise-tee/',
};

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const runs = Number(option('runs') ?? 3);
const chosen = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
const pages = chosen.length > 0 ? chosen : Object.keys(PAGES);

let server: RunningServer | undefined;
let base = option('base');
if (!base) {
  ensureBuild();
  server = await startServer({ LOG_LEVEL: 'error' });
  base = `http://demo.localhost:${server.port}`;
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

async function traceLoad(url: string): Promise<Breakdown> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    // Blocks near the viewport hydrate at idle time after the root: wait until the main thread has been
    // idle for a whole second.
    // (A string: tsx would wrap a function's inner functions in a helper the page does not have.)
    await page.evaluate(`new Promise((resolve) => {
      let last = performance.now();
      new PerformanceObserver(() => { last = performance.now(); }).observe({ type: 'longtask' });
      const check = () => (performance.now() - last > 1000 ? resolve() : setTimeout(check, 200));
      setTimeout(check, 200);
    })`);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return breakdown(trace.traceEvents, url);
  } finally {
    await context.close();
  }
}

try {
  for (const name of pages) {
    const url = `${base}${PAGES[name] ?? name}`;
    await traceLoad(url); // warms the server's render and image caches
    const results: Breakdown[] = [];
    for (let run = 0; run < runs; run++) results.push(await traceLoad(url));
    if (process.env.TRACE_LONG_TASKS)
      for (const task of results[0]?.longTaskList ?? [])
        process.stdout.write(
          `long task at ${Math.round(task.startMs)} ms: ${Math.round(task.ms)} ms — ${[...task.buckets]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 4)
            .map(([bucket, ms]) => `${bucket} ${Math.round(ms)}`)
            .join(', ')}\n`,
        );
    process.stdout.write(
      `\n### ${name} (${url}), median of ${runs} cold loads, CPU 4x\n\n${breakdownTable(results)}\n`,
    );
  }
} finally {
  await browser.close();
  await server?.stop();
}
