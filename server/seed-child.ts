import { seedDemo } from '../domain/seed';
import { createMediaStorage } from '../domain/storage';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './database';

/**
 * The start's one-time heavy work, in a process of its own (started by `seedInChildProcess`): migrations,
 * then the demo stores and their images. Exits 0 when done, 1 with the error on stderr when not.
 */
async function seed(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    await seedDemo(database.db, {
      media: createMediaStorage(config.mediaStorage),
      log: (message) => process.stdout.write(`${message}\n`),
    });
  } finally {
    await database.close();
  }
}

// The server that started this one has gone (its IPC channel closed): nobody waits for the seed any more.
process.once('disconnect', () => process.exit(1));

/** An error with what caused it (a failed query's database error is its cause). */
function described(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const own = error.stack ?? error.message;
  return error.cause === undefined ? own : `${own}\nCaused by: ${described(error.cause)}`;
}

seed().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`Seeding the demo stores failed: ${described(error)}\n`);
    process.exit(1);
  },
);
