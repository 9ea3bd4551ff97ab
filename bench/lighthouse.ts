import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../tests/support/browser';
import { ensureBuild, ROOT, startServer } from '../tests/support/server-process';
import { median } from './support/stats';

/**
 * Lighthouse 12, mobile preset (emulated mid-range phone, slow 4G, 4x CPU slowdown), cold cache, against the
 * demo store's home, collection and product pages. The figure has to say whether it is the page or the
 * machine: every round measures a static reference page served by the same server first, and reports
 * Lighthouse's benchmarkIndex; a round whose reference scores below 98 is noisy and left out of the medians
 * (it is still written to the results file). Median of five good rounds. Loopback only.
 */
const ROUNDS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const REFERENCE_FLOOR = 98;
/** The issue's goals for every storefront page, on a CI-like machine. */
const GOALS = { score: 95, tbtMs: 150, cls: 0.02, scriptKb: 150 };

interface Run {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  scriptKb: number;
  benchmarkIndex: number;
}

interface Round {
  reference: Run;
  noisy: boolean;
  pages: Record<string, Run>;
}

const commit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  } catch {
    return 'unknown';
  }
};

ensureBuild();
const server = await startServer({ LOG_LEVEL: 'error' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
});

/** One Lighthouse run; runs Chromium failed to trace (NO_NAVSTART and the like) are run again, not scored 0. */
async function measure(url: string): Promise<Run> {
  for (let attempt = 0; attempt <= ROUNDS; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError || typeof lhr.categories.performance?.score !== 'number') {
      process.stderr.write(`${url}: run discarded (${lhr.runtimeError?.code ?? 'no score'})\n`);
      continue;
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const resources = lhr.audits['resource-summary']?.details as {
      items?: { resourceType: string; transferSize: number }[];
    };
    const script = resources?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      tbtMs: Math.round(audit('total-blocking-time')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      scriptKb: Math.round(script / 1024),
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    };
  }
  throw new Error(`Lighthouse kept failing on ${url}`);
}

const summarise = (runs: Run[]) => ({
  score: median(runs.map((r) => r.score)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  cls: median(runs.map((r) => r.cls)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  fcpMs: median(runs.map((r) => r.fcpMs)),
  scriptKb: median(runs.map((r) => r.scriptKb)),
  benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
});

const meetsGoals = (r: ReturnType<typeof summarise>) =>
  r.score >= GOALS.score && r.tbtMs <= GOALS.tbtMs && r.cls <= GOALS.cls && r.scriptKb <= GOALS.scriptKb;

try {
  const base = `http://demo.localhost:${server.port}`;
  const pages = [
    { name: 'home', url: `${base}/` },
    { name: 'collection', url: `${base}/collection/t-shirts/` },
    { name: 'product', url: `${base}/product/summit-sunrise-tee/` },
  ];
  const referenceUrl = `${base}/lighthouse-reference.html`;
  // One unmeasured visit of each warms the server's image cache, as a returning server would be.
  for (const page of pages) await measure(page.url);

  const rounds: Round[] = [];
  const maxRounds = ROUNDS * 3;
  while (rounds.filter((round) => !round.noisy).length < ROUNDS && rounds.length < maxRounds) {
    const reference = await measure(referenceUrl);
    const round: Round = { reference, noisy: reference.score < REFERENCE_FLOOR, pages: {} };
    for (const page of pages) round.pages[page.name] = await measure(page.url);
    rounds.push(round);
    process.stderr.write(
      `round ${rounds.length}: reference ${reference.score} (benchmarkIndex ${reference.benchmarkIndex})` +
        `${round.noisy ? ' — noisy, left out' : ''}; ${pages.map((p) => `${p.name} ${round.pages[p.name]?.score}`).join(', ')}\n`,
    );
  }
  const good = rounds.filter((round) => !round.noisy);
  const results = Object.fromEntries(
    [{ name: 'reference' }, ...pages].map(({ name }) => {
      const runs = good.map((round) => (name === 'reference' ? round.reference : round.pages[name]) as Run);
      return [name, summarise(runs)];
    }),
  );
  const lines = [
    '| page | performance | FCP (ms) | LCP (ms) | TBT (ms) | CLS | JS transferred (KB, gzip) | meets the goals |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...Object.entries(results).map(
      ([name, r]) =>
        `| ${name} | ${r.score} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.scriptKb} | ${
          name === 'reference' ? '—' : meetsGoals(r) ? 'yes' : 'no'
        } |`,
    ),
  ];
  const measuredAt = new Date().toISOString();
  const benchmarkIndex = median(good.map((round) => round.reference.benchmarkIndex));
  const verdict =
    good.length < ROUNDS
      ? `only ${good.length} of ${rounds.length} rounds were quiet (reference ≥ ${REFERENCE_FLOOR}): the machine is too busy for a figure`
      : `${good.length} quiet rounds of ${rounds.length} (${rounds.length - good.length} noisy, left out)`;
  process.stdout.write(
    `\nLighthouse 12 mobile, median of ${good.length} quiet rounds, ${measuredAt}, commit ${commit()}, ` +
      `benchmarkIndex ${benchmarkIndex}\n${verdict}\n\n${lines.join('\n')}\n`,
  );
  writeFileSync(
    path.join(ROOT, 'bench/results/lighthouse.json'),
    `${JSON.stringify({ measuredAt, commit: commit(), rounds: ROUNDS, benchmarkIndex, verdict, goals: GOALS, results, all: rounds }, null, 2)}\n`,
  );
  if (good.length < ROUNDS) process.exitCode = 2;
} finally {
  chrome.kill();
  await server.stop();
}
