import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Page } from '../core/blocks/types';
import {
  addBlock,
  copyBlocks,
  createHistory,
  duplicateBlock,
  moveBlock,
  pasteBlocks,
  record,
  removeBlock,
  resizeBlock,
  setPublished,
  updateProperties,
} from '../core/page-editor';
import { testBlock, testEnvironment, testPage, testRegistry, withItems } from '../core/page-editor/testing';
import { percentile } from './support/stats';

/**
 * The page editor's document operations on a 100-block page: ROUNDS rounds of 1,000 operations each (a
 * fixed mix of moves, resizes, property edits, publishing, adds, duplicates, pastes and removes, every one
 * recorded in the undo history), timed one by one. Pure code, no server: `npx tsx bench/page-editor.bench.ts`.
 */
const OPERATIONS = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_MEDIAN_MS = 1;
const ROOT = path.resolve(import.meta.dirname, '..');

/** 100 blocks: the fixed slideshow with 3 slides, 8 rows of 3 texts, 8 grids of 4 cards, 30 texts. */
function hundredBlockPage(): Page {
  const blocks = [
    withItems(
      testBlock('slideshow', 'show'),
      [1, 2, 3].map((n) => testBlock('slide', `slide-${n}`)),
    ),
    ...Array.from({ length: 8 }, (_, r) =>
      withItems(
        testBlock('row', `row-${r}`),
        [0, 1, 2].map((n) => testBlock('text', `row-${r}-${n}`)),
      ),
    ),
    ...Array.from({ length: 8 }, (_, g) =>
      withItems(
        testBlock('grid', `grid-${g}`),
        [0, 1, 2, 3].map((n) => testBlock('card', `grid-${g}-${n}`)),
      ),
    ),
    ...Array.from({ length: 30 }, (_, t) => testBlock('text', `text-${t}`)),
  ];
  return testPage(blocks);
}

const env = testEnvironment(true);

function operation(page: Page, step: number): { name: string; run: () => Page } {
  const text = `text-${step % 30}`;
  const card = `grid-${step % 8}-${step % 4}`;
  switch (step % 8) {
    case 0:
      return { name: 'move', run: () => moveBlock(page, text, { parent: null, index: (step * 7) % 40 }) };
    case 1:
      return { name: 'resize', run: () => resizeBlock(page, card, 3 + (step % 10), testRegistry) };
    case 2:
      return { name: 'update', run: () => updateProperties(page, text, { copy: `Copy ${step}` }) };
    case 3:
      return { name: 'publish', run: () => setPublished(page, card, step % 16 < 8) };
    case 4:
      return {
        name: 'add',
        run: () => addBlock(page, { type: 'text', parent: `row-${step % 8}`, index: 1 }, env),
      };
    case 5:
      return { name: 'duplicate', run: () => duplicateBlock(page, card) };
    case 6:
      return {
        name: 'paste',
        run: () => {
          const payload = copyBlocks(page, [text]);
          return payload ? pasteBlocks(page, payload, { parent: null, index: step % 20 }, env).page : page;
        },
      };
    default:
      return { name: 'remove', run: () => removeBlock(page, `row-${step % 8}-${step % 3}`) };
  }
}

const timings: number[] = [];
const byName = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round += 1) {
  let history = createHistory(hundredBlockPage());
  for (let step = 0; step < OPERATIONS; step += 1) {
    const { name, run } = operation(history.present, step);
    const begun = performance.now();
    history = record(history, run(), { at: step });
    const took = performance.now() - begun;
    timings.push(took);
    byName.set(name, [...(byName.get(name) ?? []), took]);
  }
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const rows = [...byName].map(([name, values]) => ({
  name,
  medianMs: round3(percentile(values, 0.5)),
  p95Ms: round3(percentile(values, 0.95)),
}));
const result = {
  measuredAt: new Date().toISOString(),
  loadAverage: loadavg()[0]?.toFixed(1),
  blocks: 100,
  operations: OPERATIONS,
  rounds: ROUNDS,
  medianMs: round3(percentile(timings, 0.5)),
  p95Ms: round3(percentile(timings, 0.95)),
  targetMedianMs: TARGET_MEDIAN_MS,
  rows,
};
process.stdout.write(
  [
    '',
    `${OPERATIONS} operations on a 100-block page, ${ROUNDS} rounds: median ${result.medianMs} ms, p95 ${result.p95Ms} ms`,
    '',
    '| operation | median (ms) | p95 (ms) |',
    '|---|---:|---:|',
    ...rows.map((row) => `| ${row.name} | ${row.medianMs} | ${row.p95Ms} |`),
    '',
  ].join('\n'),
);
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/results/page-editor.json'), `${JSON.stringify(result, null, 2)}\n`);
if (result.medianMs >= TARGET_MEDIAN_MS) {
  process.stderr.write(
    `bench: the median operation took ${result.medianMs} ms (target under ${TARGET_MEDIAN_MS} ms)\n`,
  );
  process.exitCode = 1;
}
