import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../domain/db';
import type { Config } from './config';

/** node-postgres against DATABASE_URL, or embedded PGlite under DATA_DIR; the same migrations for both. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
