import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../tests/support/browser';
import { ensureBuild, ROOT, startServer } from '../tests/support/server-process';

/**
 * Lighthouse 12, mobile preset (emulated mid-range phone, slow 4G, 4x CPU slowdown), against the demo store's
 * home, collection and product pages; median of five runs each (runs Chromium failed to trace are run again).
 * Loopback only.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

interface Run {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  scriptKb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

ensureBuild();
const server = await startServer({ LOG_LEVEL: 'error' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
});
try {
  const base = `http://demo.localhost:${server.port}`;
  const pages = [
    { name: 'home', url: `${base}/` },
    { name: 'collection', url: `${base}/collection/t-shirts/` },
    { name: 'product', url: `${base}/product/summit-sunrise-tee/` },
  ];
  const results: Record<string, Run & { runs: Run[]; discarded: number }> = {};
  for (const page of pages) {
    const runs: Run[] = [];
    // One unmeasured visit warms the image cache, as a returning server would be.
    await lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    let discarded = 0;
    while (runs.length < RUNS) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
      // A run whose trace Chromium failed to record (NO_NAVSTART and the like) has no score: it is run
      // again rather than counted as 0, which would drag the median down.
      if (lhr.runtimeError || typeof lhr.categories.performance?.score !== 'number') {
        discarded += 1;
        process.stderr.write(`${page.name}: run discarded (${lhr.runtimeError?.code ?? 'no score'})\n`);
        if (discarded > RUNS) throw new Error(`Lighthouse kept failing on ${page.url}`);
        continue;
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const resources = lhr.audits['resource-summary']?.details as {
        items?: { resourceType: string; transferSize: number }[];
      };
      const script = resources?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        tbtMs: Math.round(audit('total-blocking-time')),
        fcpMs: Math.round(audit('first-contentful-paint')),
        scriptKb: Math.round(script / 1024),
      });
    }
    results[page.name] = {
      score: median(runs.map((r) => r.score)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      cls: median(runs.map((r) => r.cls)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      scriptKb: median(runs.map((r) => r.scriptKb)),
      discarded,
      runs,
    };
  }
  const lines = [
    '| page | performance | FCP (ms) | LCP (ms) | TBT (ms) | CLS | JS transferred (KB, gzip) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...Object.entries(results).map(
      ([name, r]) =>
        `| ${name} | ${r.score} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.scriptKb} |`,
    ),
  ];
  process.stdout.write(`\nLighthouse 12 mobile, median of ${RUNS}:\n\n${lines.join('\n')}\n`);
  writeFileSync(
    path.join(ROOT, 'bench/results/lighthouse.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, results }, null, 2)}\n`,
  );
} finally {
  chrome.kill();
  await server.stop();
}
