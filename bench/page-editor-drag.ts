import type { Page } from 'playwright-core';
import { runBrowserBench } from './support/browser-bench';
import { BENCH_BLOCKS, createBenchPage } from './support/editor-bench-page';
import {
  type FrameFigures,
  frameFigures,
  logTraceTotals,
  round,
  type TraceEvent,
} from './support/frame-figures';

/**
 * The page editor's canvas while a block is dragged (issue 14: a drag stays at 60 fps). A page of 100
 * blocks (texts of several widths, rows holding items) in the editor (`?preview=1`); a block's handle is
 * pressed with the real mouse, then the page itself moves the pointer MOVES_PER_FRAME times a frame for
 * DRAG_MS, sweeping across the blocks so the drop position keeps changing. Frame timing from Chromium's
 * trace and from requestAnimationFrame; `pageMutations` counts changes to the rendered page during the
 * drag (it must stay 0: only the overlay moves). At full speed and with the CPU slowed 4x. Production
 * build, its own server and database. Needs the editor shell (app/editor/shell) and CanvasDragLayer.
 */
const DRAG_MS = 2_000;
const MOVES_PER_FRAME = 2;
const BLOCKS = BENCH_BLOCKS;

interface Figures extends FrameFigures {
  cpuSlowdown: number;
  pointerMoves: number;
  /** DOM changes inside the rendered page (not the overlay) while dragging. */
  pageMutations: number;
  /** Drop positions the drag passed over (the insertion line changed). */
  dropPositions: number;
  /** From pointer up to the page rendered with the block moved. */
  commitMs: number;
}

async function prepare(page: Page, base: string): Promise<void> {
  const url = await createBenchPage(page, base, 'drag');
  await page.goto(`${base}${url}?preview=1`);
  await page.waitForSelector('[data-editor-ready]', { timeout: 20_000 }).catch(() => {
    throw new Error(
      'The page editor did not open on ?preview=1 ([data-editor-ready] missing): this bench needs the editor shell (app/editor/shell).',
    );
  });
  await page.waitForSelector('.canvas-dnd-handle', { state: 'attached', timeout: 20_000 }).catch(() => {
    throw new Error(
      'The editor shows no drag handles: CanvasDragLayer (app/editor/canvas-dnd) is not mounted.',
    );
  });
  const handles = await page.locator('.canvas-dnd-handle').count();
  if (handles < BLOCKS) throw new Error(`Only ${handles} drag handles for ${BLOCKS} blocks`);
}

async function measure(page: Page, cpuSlowdown: number): Promise<Figures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // A block in the middle of the page, scrolled to the middle of the window.
  const frame = page.locator('.editor-canvas .blocks > [data-block-uid]').nth(40);
  await frame.scrollIntoViewIfNeeded();
  await frame.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await frame.boundingBox();
  if (!box) throw new Error('no block to drag');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const uid = await frame.getAttribute('data-block-uid');
  const grip = await page.locator(`.canvas-dnd-handle[data-handle-for="${uid}"]`).boundingBox();
  if (!grip) throw new Error('no drag handle on the block');
  const start = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };

  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => {
    events.push(...(data.value as unknown as typeof events));
  });
  const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline.frame,v8.execute',
    transferMode: 'ReportEvents',
  });

  if (process.env.BENCH_DEBUG) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // Past the activation distance with the real mouse, then the page sweeps the pointer over the blocks
  // (a string, so the bundler's helpers do not leak into the page).
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 2 });
  const drag = await page.evaluate<{ frames: number[]; moves: number; mutations: number; overs: number }>(`
    new Promise((resolve) => {
      const region = document.querySelector('.editor-canvas .blocks');
      let mutations = 0;
      const watch = new MutationObserver((records) => { mutations += records.length; });
      watch.observe(region, { subtree: true, childList: true, attributes: true, characterData: true });
      const overs = new Set();
      const lines = new MutationObserver(() => {
        const over = document.querySelector('.canvas-dnd-slot[data-over]');
        if (over) overs.add(over.getAttribute('data-slot'));
      });
      lines.observe(document.querySelector('.canvas-dnd'), { subtree: true, attributes: true, attributeFilter: ['data-over'] });
      const frames = [];
      let moves = 0;
      let first = null;
      const width = window.innerWidth;
      const step = (time) => {
        frames.push(time);
        first ??= time;
        for (let move = 0; move < ${MOVES_PER_FRAME}; move += 1) {
          const t = (time - first) / 1000 + move / ${MOVES_PER_FRAME * 60};
          document.dispatchEvent(new PointerEvent('pointermove', {
            bubbles: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, buttons: 1,
            clientX: width / 2 + Math.sin(t * Math.PI * 1.5) * width * 0.4,
            clientY: 400 + Math.sin(t * Math.PI * 2) * 180,
          }));
          moves += 1;
        }
        if (time - first < ${DRAG_MS}) requestAnimationFrame(step);
        else {
          watch.disconnect();
          lines.disconnect();
          resolve({ frames, moves, mutations, overs: overs.size });
        }
      };
      requestAnimationFrame(step);
    })`);
  if (process.env.BENCH_DEBUG) {
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map<string, number>();
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, index) => {
      const node = byId.get(id);
      if (!node) return;
      const { functionName, url, lineNumber } = node.callFrame;
      const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
      self.set(name, (self.get(name) ?? 0) + (deltas[index] ?? 0) / 1000);
    });
    console.log(cpuSlowdown, [...self].sort((a, b) => b[1] - a[1]).slice(0, 25));
  }
  const released = await page.evaluate(() => performance.now());
  await page.mouse.up();
  const committed = await page.evaluate<number>(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))))',
  );
  await cdp.send('Tracing.end');
  await traced;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  if (process.env.BENCH_DEBUG) logTraceTotals(cpuSlowdown, events);
  const { frames, moves } = drag;
  return {
    cpuSlowdown,
    pointerMoves: moves,
    ...frameFigures(frames, events),
    pageMutations: drag.mutations,
    dropPositions: drag.overs,
    commitMs: round(committed - released),
  };
}

await runBrowserBench('page-editor-drag', async (page, base) => {
  await prepare(page, base);
  return { dragMs: DRAG_MS, blocks: BLOCKS, results: [await measure(page, 1), await measure(page, 4)] };
});
