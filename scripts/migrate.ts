import { loadConfig } from '../server/config';
import { openConfiguredDatabase } from '../server/database';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
await database.close();
process.stdout.write(`Migrated the ${database.kind} database.\n`);
