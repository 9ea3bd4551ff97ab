import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const DEPLOYABLE = { APP_SECRET: 'a-test-secret-of-at-least-32-characters', PAYMENT_PROCESSOR: 'test' };
const POSTGRES = { ...DEPLOYABLE, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/printfront' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('WEB_CONCURRENCY', () => {
  it('runs one process by default, on PGlite as on PostgreSQL', () => {
    expect(loadConfig(DEPLOYABLE).webConcurrency).toBe(1);
    expect(loadConfig(POSTGRES).webConcurrency).toBe(1);
    expect(loadConfig({ ...DEPLOYABLE, WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
  });

  it('reads a number of processes, or auto for one per available core', () => {
    expect(loadConfig({ ...POSTGRES, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(loadConfig({ ...POSTGRES, WEB_CONCURRENCY: ' Auto ' }).webConcurrency).toBe(
      availableParallelism(),
    );
  });

  it.each(['0', '-2', '1.5', 'two', '1000'])('refuses WEB_CONCURRENCY=%s with what it must be', (value) => {
    expect(problemsOf({ ...POSTGRES, WEB_CONCURRENCY: value })).toEqual([
      'WEB_CONCURRENCY: WEB_CONCURRENCY must be the number of server processes (a whole number from 1 to 999) or auto (one per core)',
    ]);
  });

  it('refuses more than one process without DATABASE_URL: PGlite belongs to one process', () => {
    expect(problemsOf({ ...DEPLOYABLE, WEB_CONCURRENCY: '2' })).toEqual([
      'WEB_CONCURRENCY: WEB_CONCURRENCY=2 runs several server processes, which need DATABASE_URL (PostgreSQL): the embedded PGlite database belongs to one process',
    ]);
  });
});
