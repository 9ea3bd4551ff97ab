import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PDFDocument } from 'pdf-lib';
import { type LabelPrint, labelsPdf } from '../domain/factory/pdf';
import { ROOT } from '../tests/support/server-process';
import { median } from './support/stats';

/**
 * Factory labels (issue 15 budget: a PDF of 500 labels in under 5 s): 500 4×6 in pages, each with its
 * Code 128 barcode drawn by bwip-js and embedded as a PNG, the counter, pickface, product, options, order
 * and store, exactly as printLabels renders them. Runs in-process, no server or database; one warm-up, then
 * the median of RUNS.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LABELS = Number(process.env.BENCH_LABELS ?? 500);
const BUDGET_MS = 5000;

/** 500 labels over 150 orders of one to six units, with long names and options. */
function labels(count: number): LabelPrint[] {
  const out: LabelPrint[] = [];
  let order = 100_000;
  while (out.length < count) {
    order += 1;
    const units = 1 + (order % 6);
    for (let counter = 1; counter <= units && out.length < count; counter += 1)
      out.push({
        id: 1_000_000 + out.length,
        counter,
        total: units,
        pickface: `${'ABCDEFGH'[order % 8]}-${String((order % 24) + 1).padStart(2, '0')}-${(order % 4) + 1}`,
        product: `Summit Sunrise Organic Cotton Tee ${order % 13}`,
        options: { Colour: ['Navy', 'Heather Grey', 'Bottle Green'][order % 3] ?? 'Navy', Size: 'XL' },
        orderNumber: order,
        store: 'Northwind Threads',
      });
  }
  return out;
}

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
  } catch {
    return 'unknown';
  }
})();

const batch = labels(LABELS);
const warm = await labelsPdf(batch);
const pages = (await PDFDocument.load(warm)).getPageCount();
if (pages !== LABELS) throw new Error(`expected ${LABELS} pages, got ${pages}`);
const times: number[] = [];
const cpuTimes: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await labelsPdf(batch);
  times.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
}
const result = {
  measuredAt: new Date().toISOString(),
  commit,
  labels: LABELS,
  runs: RUNS,
  pdfKb: Math.round(warm.length / 1024),
  medianMs: Math.round(median(times)),
  minMs: Math.round(Math.min(...times)),
  maxMs: Math.round(Math.max(...times)),
  medianCpuMs: Math.round(median(cpuTimes)),
  loadAverage: os.loadavg()[0] ?? 0,
  budgetMs: BUDGET_MS,
};
process.stdout.write(
  `\n${LABELS} factory labels (4x6 in, Code 128), ${result.pdfKb} KB PDF, ${RUNS} runs at ${commit}:\n` +
    `median ${result.medianMs} ms, min ${result.minMs} ms, max ${result.maxMs} ms (budget ${BUDGET_MS} ms); ` +
    `CPU ${result.medianCpuMs} ms; load average ${result.loadAverage.toFixed(1)} on ${os.cpus().length} cores\n`,
);
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/results/factory-labels.json'), `${JSON.stringify(result, null, 2)}\n`);
if (result.medianMs > BUDGET_MS) process.exitCode = 1;
