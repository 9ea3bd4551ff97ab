/**
 * Tests only: a second server process working the studio render queue, whose render never finishes, so
 * the test can kill it (SIGKILL) while it holds a job. `node --import tsx render-worker.testing.ts <url>`
 * prints "ready" once it works the queue and "rendering <design id>" when it takes a design.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../../domain/db';
import { LocalMediaStorage } from '../../domain/storage';
import { FontFiles, studioRenders } from '../../domain/studio';
import { createJobQueue } from '.';
import { startStudioRenders } from './studio-renders';

const url = process.argv[2];
if (!url) throw new Error('usage: render-worker.testing.ts <database url>');
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const boss = createJobQueue(database);
await boss.start();
await startStudioRenders(
  boss,
  {
    db: database.db,
    media: new LocalMediaStorage(tmpdir()),
    fonts: new FontFiles(path.join(tmpdir(), 'render-worker-fonts')),
  },
  pino({ level: 'silent' }),
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
