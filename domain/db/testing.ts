import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from './client';

/** The database engines every integration test runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const testEngines: ('pglite' | 'postgres')[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * A name for the current migrations: test files start from a migrated copy made once for them (an empty
 * PGlite cluster costs seconds to initialise, a dumped one under a second to load; PostgreSQL copies a
 * template database faster than it runs the migrations).
 */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('_journal.json')) continue;
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function migratedPgliteDump(fingerprint: string): Promise<Blob> {
  const file = path.join(tmpdir(), `printfront-pglite-migrated-${fingerprint}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    const dump = await handle.dumpDataDir?.();
    await handle.close();
    if (!dump) throw new Error('PGlite could not dump its data directory');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Written aside and renamed, so a test file running alongside never reads half a dump.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return new Blob([bytes]);
  }
}

async function openMigratedPglite(): Promise<DatabaseHandle> {
  const dump = await migratedPgliteDump(migrationsFingerprint());
  const handle = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: dump });
  // Runs no migration when the copy is current; applies any the copy lacks otherwise.
  await handle.migrate();
  return handle;
}

async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A migrated template database for the current migrations, made once (safe when test files race). */
async function migratedPostgresTemplate(baseUrl: string, fingerprint: string): Promise<string> {
  const template = `printfront_template_${fingerprint}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [727_002]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const handle = await openDatabase({
        kind: 'postgres',
        url: databaseUrl(baseUrl, building),
        poolSize: 2,
      });
      await handle.migrate();
      await handle.close();
      await admin.query(`alter database ${building} rename to ${template}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [727_002]).catch(() => undefined);
    await admin.end();
  }
  return template;
}

/** A migrated, empty database of its own for one test file; drop it with the returned handle's close(). */
export async function openTestDatabase(engine: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openMigratedPglite();
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is required for PostgreSQL tests');
  const template = await migratedPostgresTemplate(baseUrl, migrationsFingerprint());
  const name = `printfront_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name} template ${template}`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name), poolSize: 20 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
