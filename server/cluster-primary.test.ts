import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FAILING_CLUSTER = path.resolve(import.meta.dirname, '../tests/support/failing-cluster.ts');

/** Runs the cluster primary with failing workers (tests/support/failing-cluster.ts) until it exits. */
function runFailingCluster(fail: 'prepare' | 'workers') {
  return spawnSync(process.execPath, ['--import', 'tsx', FAILING_CLUSTER], {
    env: { ...process.env, FAIL: fail },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe('the cluster primary', () => {
  it('starts no server process, and exits with code 1, when preparing the database fails', () => {
    const result = runFailingCluster('prepare');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('preparing the database failed: its process exited with code 2');
    expect(result.stderr).not.toMatch(/server process \d+/);
  }, 130_000);

  it('restarts dying workers with a doubling wait, then gives up on the crash loop with code 1', () => {
    const result = runFailingCluster('workers');
    expect(result.status).toBe(1);
    const waits = [...result.stderr.matchAll(/exited with code 3; restarting it in (\d+) ms/g)].map((match) =>
      Number(match[1]),
    );
    expect(waits).toEqual([250, 500, 1000, 2000, 4000]);
    expect(result.stderr).toMatch(/6 have died within a minute, so they are not restarted again: stopping/);
  }, 130_000);
});
