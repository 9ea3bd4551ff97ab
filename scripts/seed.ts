import { seedDemo } from '../domain/seed';
import { createMediaStorage } from '../domain/storage';
import { loadConfig } from '../server/config';
import { openConfiguredDatabase } from '../server/database';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
const { created } = await seedDemo(database.db, {
  media: createMediaStorage(config.mediaStorage),
  log: (message) => process.stdout.write(`${message}\n`),
});
await database.close();
process.stdout.write(created ? 'Seeded the demo stores.\n' : 'The demo stores were already there.\n');
