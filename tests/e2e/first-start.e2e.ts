import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, SERVER_SCRIPT } from '../support/server-process';

describe('the first start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'printfront-first-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('fails, saying why, when the seed fails in its own process', () => {
    // PGlite's directory is taken by a file: the seed process, which opens the database first, cannot.
    writeFileSync(path.join(dataDir, 'pglite'), '');
    const result = spawnSync(process.execPath, [SERVER_SCRIPT], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_SECRET: 'e2e-app-secret-0123456789abcdefghijklmnop',
        PAYMENT_PROCESSOR: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Seeding the demo stores failed: Error: EEXIST');
    expect(result.stderr).toContain(
      'Printfront failed to start: Error: seeding the demo stores failed (the seed process exited with code 1)',
    );
  });
});
