import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Runs the migrations; safe to call from several processes at once on PostgreSQL. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the session advisory lock `key`, so processes starting at once on one
   * PostgreSQL database take turns (PGlite lives in one process: it just runs it).
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball. */
  dumpDataDir?: () => Promise<Blob | File>;
  /**
   * Calls onMessage with the payload of every NOTIFY on a channel, from any process on the database; onGap
   * when some may have been missed (a lost connection, then again once listening resumes). Resolves once
   * listening, with a function that stops. On PostgreSQL, `as` names the listening connection
   * (application_name) once it listens, so other processes can tell who hears the channel.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap?: () => void,
    as?: string,
  ): Promise<() => Promise<void>>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | null /* null: in memory */;
      /** A data directory dumped by PGlite's dumpDataDir, to start from instead of an empty cluster. */
      loadDataDir?: Blob;
    };

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir, options.loadDataDir);
}

function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  const lockedOnOwnClient = async <T>(
    key: number,
    work: (client: pg.PoolClient) => Promise<T>,
  ): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [key]);
      return await work(lockClient);
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      lockClient.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    exclusively: (key, work) => lockedOnOwnClient(key, () => work()),
    async migrate() {
      // On the lock's own connection, so a pool of one is enough.
      await lockedOnOwnClient(MIGRATION_LOCK_KEY, (client) =>
        migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      );
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onMessage, onGap, as) => listenPostgres(url, channel, onMessage, onGap, as),
    async close() {
      await pool.end();
    },
  };
}

const LISTEN_RETRY_MS = 1_000;

/** LISTEN on a connection of its own (a pooled one would be handed to others), reconnecting when it drops. */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap?: () => void,
  as?: string,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    // Named only after LISTEN: a connection with the name is one that hears every later NOTIFY.
    if (as) await next.query(`select set_config('application_name', $1, false)`, [as]);
    client = next;
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || retry || (client !== null && client !== lost)) return;
    client = null;
    lost.end().catch(() => undefined);
    onGap?.();
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => onGap?.(),
        () => reconnect(lost),
      );
    }, LISTEN_RETRY_MS);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    exclusively: (_key, work) => work(),
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async listen(channel, onMessage) {
      // One embedded database in one process: notifications arrive with the query that committed them.
      return client.listen(channel, onMessage);
    },
    async close() {
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
