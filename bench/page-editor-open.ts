import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { runBrowserBench } from './support/browser-bench';
import { BENCH_BLOCKS, createBenchPage } from './support/editor-bench-page';
import { median } from './support/stats';

/**
 * How long a 100-block page takes to open in the page editor (issue 14: under 1 s). The demo owner, signed
 * in, navigates to the page's `?preview=1` ROUNDS times; each round is timed in the page, from the start of
 * the navigation to the moment the editor says it is ready ([data-editor-ready]) with every block on the
 * canvas and a drag handle for each, plus the long tasks (over 50 ms) the browser ran meanwhile (the
 * PerformanceObserver 'longtask' entries, the trace's own view of a busy main thread). At full speed and
 * with the CPU slowed 4x. Production build, its own server and database; the median is the figure.
 */
const ROUNDS = 7;
const TARGET_MS = 1_000;

interface Round {
  readyMs: number;
  longTasks: number;
  longTaskMs: number;
}

const round = (value: number) => Math.round(value);

/** Times one open of the editor: the page records when everything is there (see the init script). */
async function openOnce(page: Page, address: string): Promise<Round> {
  await page.goto(address, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (window as { __editorOpened?: Round }).__editorOpened ?? null,
    null,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as Round;
}

async function measure(page: Page, address: string, cpuSlowdown: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await openOnce(page, address); // warm: the editor's chunks in the HTTP cache, as on a second visit
  const rounds: Round[] = [];
  for (let index = 0; index < ROUNDS; index += 1) rounds.push(await openOnce(page, address));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const ready = rounds.map((entry) => entry.readyMs);
  return {
    cpuSlowdown,
    rounds: ROUNDS,
    medianReadyMs: round(median(ready)),
    worstReadyMs: round(Math.max(...ready)),
    medianLongTasks: median(rounds.map((entry) => entry.longTasks)),
    medianLongTaskMs: round(median(rounds.map((entry) => entry.longTaskMs))),
  };
}

await runBrowserBench('page-editor-open', async (page, base) => {
  const url = await createBenchPage(page, base, 'open');
  await page.addInitScript(
    `(() => {
      let longTasks = 0;
      let longTaskMs = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) { longTasks += 1; longTaskMs += entry.duration; }
      }).observe({ type: 'longtask', buffered: true });
      const check = () => {
        const ready = document.querySelector('[data-editor-ready]');
        const blocks = document.querySelectorAll('.editor-canvas .blocks > [data-block-uid]').length;
        const handles = document.querySelectorAll('.canvas-dnd-handle').length;
        if (ready && blocks >= ${BENCH_BLOCKS} && handles >= ${BENCH_BLOCKS}) {
          window.__editorOpened = { readyMs: performance.now(), longTasks, longTaskMs };
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })()`,
  );
  const address = `${base}${url}?preview=1`;
  return {
    loadAverage: loadavg()[0]?.toFixed(1),
    blocks: BENCH_BLOCKS,
    targetMs: TARGET_MS,
    results: [await measure(page, address, 1), await measure(page, address, 4)],
  };
});
