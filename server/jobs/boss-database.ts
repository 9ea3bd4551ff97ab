import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../domain/db';

/** pg-boss's locked commands: 'BEGIN; ... COMMIT;' in one string. */
const TRANSACTION = /^\s*BEGIN;([\s\S]*?);?\s*COMMIT;\s*$/;

/**
 * pg-boss over PGlite, which has one connection and no pool of its own for pg-boss to open. Statements with
 * parameters go through query(); its multi-statement commands through exec(), and those wrapped in
 * BEGIN ... COMMIT run inside a PGlite transaction, which holds the database for their duration and rolls
 * back on error, so no other query ever runs inside a half-done or aborted transaction.
 */
export function pgliteBossDatabase(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values as unknown[]);
      const transaction = TRANSACTION.exec(text);
      if (transaction) {
        const results = await client.transaction((tx) => tx.exec(transaction[1] ?? ''));
        return results.at(-1) ?? { rows: [] };
      }
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * How pg-boss reaches the database: on PostgreSQL its own small pool to the same database (pg-boss's
 * supported path); on PGlite an adapter over the one embedded client.
 */
export function bossConnection(database: DatabaseHandle): PgBoss.ConstructorOptions {
  // Database is the type both drivers share, and it does not name the driver's own client.
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') return { db: pgliteBossDatabase(client as PGlite) };
  const connectionString = (client as pg.Pool).options.connectionString;
  if (!connectionString) throw new Error('the PostgreSQL pool has no connection string for the job queue');
  return { connectionString, max: 3, application_name: 'printfront-jobs' };
}
