/**
 * Tests only: a second server process working the studio render queue, whose render never finishes, so
 * the test can kill it (SIGKILL) while it holds a job (and its lease).
 * `node --import tsx render-worker.testing.ts <url> [lease options as JSON]` prints "ready" once it works the queue and "rendering <design id>" when it takes a design.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../../domain/db';
import { LocalMediaStorage } from '../../domain/storage';
import { FontFiles, studioRenders } from '../../domain/studio';
import { createJobQueue } from '.';
import { createJobLeases } from './leases';
import { STUDIO_RENDER_QUEUE, startStudioRenders } from './studio-renders';

const url = process.argv[2];
if (!url) throw new Error('usage: render-worker.testing.ts <database url>');
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const boss = createJobQueue(database);
await boss.start();
const log = pino({ level: 'silent' });
// Timings as the test's own workers have them (given as a JSON argument), or the server's.
const leases = createJobLeases(
  database.db,
  boss,
  log,
  [STUDIO_RENDER_QUEUE],
  JSON.parse(process.argv[3] ?? '{}'),
);
leases.start();
await startStudioRenders(
  boss,
  leases,
  {
    db: database.db,
    media: new LocalMediaStorage(tmpdir()),
    fonts: new FontFiles(path.join(tmpdir(), 'render-worker-fonts')),
  },
  log,
  {
    pollingIntervalSeconds: 0.5,
    async renderDesign(designId) {
      await database.db
        .update(studioRenders)
        .set({ status: 'rendering', updatedAt: sql`now()` })
        .where(sql`${studioRenders.designId} = ${designId}`);
      process.stdout.write(`rendering ${designId}\n`);
      await new Promise(() => undefined);
    },
  },
);
process.stdout.write('ready\n');
