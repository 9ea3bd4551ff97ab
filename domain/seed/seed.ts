import { sql } from 'drizzle-orm';
import { seedBespokeDemo } from '../bespoke/seed';
import { seedCheckoutDemo } from '../checkout';
import type { Database } from '../db';
import { seedDemoOrders } from '../orders/seed';
import type { MediaStorage } from '../storage';
import { seedDemoAccounts } from './accounts';
import { seedStores } from './data/stores';
import { imagePathsFor, renderImages } from './images/render';
import { advanceSequences, seedPlatform } from './platform';
import { seedAccessDemoStores } from './private-store';
import { seedStore, storeExists } from './stores';
import { seedStudio } from './studio';

const SEED_LOCK_KEY = 727_002;

export interface SeedOptions {
  /** Where generated images go; null skips rendering (tests that don't look at pictures). */
  media: MediaStorage | null;
  log?: (message: string) => void;
  /** A precomputed password hash for the demo accounts (tests skip the deliberate slowness of argon2). */
  passwordHash?: string;
}

/** Seeds the platform and the three demo stores once; later runs change nothing. */
export async function seedDemo(db: Database, options: SeedOptions): Promise<{ created: boolean }> {
  const log = options.log ?? (() => undefined);
  const stores = seedStores;
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedPlatform(tx);
    await advanceSequences(tx);
    if (await storeExists(tx, 'demo')) return false;
    log('Seeding the demo stores…');
    const manifest = imagePathsFor(stores);
    const ids: number[] = [];
    for (const store of stores) ids.push(await seedStore(tx, store, manifest));
    await seedDemoAccounts(tx, ids, options.passwordHash);
    await seedDemoOrders(tx);
    await seedBespokeDemo(tx);
    return true;
  });
  await seedAccessDemoStores(db, options.passwordHash);
  await seedStudio(db, options);
  await seedCheckoutDemo(
    db,
    stores.map((store) => store.subdomain),
  );
  if (options.media) {
    const started = Date.now();
    let lastReported = 0;
    await renderImages(options.media, stores, {
      onProgress(done, total) {
        const percent = Math.floor((done / total) * 100);
        if (percent >= lastReported + 25 || done === total) {
          lastReported = percent;
          log(`Generating product images: ${done}/${total} (${percent}%)`);
        }
      },
    });
    log(`Product images ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return { created };
}
