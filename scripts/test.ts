import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** `npm test`: typecheck, lint, unit and integration tests, then browser tests; one summary line at the end. */
const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'printfront-test-'));
let passed = 0;
let failed = 0;
let skipped = 0;

function run(label: string, command: string, args: string[]): boolean {
  process.stdout.write(`\n▶ ${label}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  process.stdout.write(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  return ok;
}

function vitest(label: string, projects: string[]): boolean {
  const output = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numTotalTestSuites: number;
    };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    if (!ok) failed += 1;
  }
  return ok;
}

const steps: boolean[] = [];
steps.push(run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
steps.push(run('lint', 'npx', ['biome', 'check', '.']));
steps.push(vitest('unit and integration tests', ['unit', 'integration']));
steps.push(run('chromium', 'npx', ['tsx', 'scripts/ensure-chromium.ts']) && vitest('browser tests', ['e2e']));
rmSync(reports, { recursive: true, force: true });

const ok = steps.every(Boolean) && failed === 0;
process.stdout.write(
  `\n${ok ? 'All checks passed.' : 'Some checks failed.'}${process.env.DATABASE_URL ? ' (PostgreSQL and PGlite)' : ' (PGlite only; set DATABASE_URL to add PostgreSQL)'}\n`,
);
process.stdout.write(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(ok ? 0 : 1);
