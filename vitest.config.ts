import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default (cores - 1) runs one file at a time on a 2-core CI machine, where the integration
    // tests spend a quarter of their time waiting on PostgreSQL: two files at once took the unit and
    // integration phase from 800-1,060 s to 640 s there.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'app/**/*.test.ts',
            'app/**/*.test.tsx',
            'bench/support/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/failure-evidence-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page's answer to a click can take over a second when two browser workers, their servers and
          // PostgreSQL share two cores (Vitest's default poll gives up after one); a poll that should fail
          // still fails, five seconds later.
          expect: { poll: { timeout: 5_000 } },
          // Two files at once, each with a shared test server of its own (global setup starts one per
          // worker): a browser test spends most of its time waiting, so two take little more than one.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
