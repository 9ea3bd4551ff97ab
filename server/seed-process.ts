import { fork } from 'node:child_process';

/**
 * The child's script. Under tsx this module is server/seed-process.ts and the script is beside it; compiled
 * (scripts/build-server.ts), this code is a chunk in build/server/app-server/ and the script is the entry
 * build/server/seed-child.js.
 */
const SEED_SCRIPT = import.meta.url.endsWith('.ts')
  ? new URL('./seed-child.ts', import.meta.url)
  : new URL('../seed-child.js', import.meta.url);

/**
 * Migrates the database and seeds the demo stores in a process of its own (server/seed-child.ts), which exits
 * when done: drawing the demo images on a first start peaks near 1 GB, and glibc would keep much of it in the
 * serving process. Its progress goes to this process's output; it fails when the child does. The child runs
 * with this process's Node flags (tsx's loader under `npm run dev`) and ends if this process does.
 */
export function seedInChildProcess(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(SEED_SCRIPT, [], { env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `seeding the demo stores failed (the seed process ${signal ? `was ended by ${signal}` : `exited with code ${code}`}); see the messages above`,
          ),
        );
    });
  });
}
