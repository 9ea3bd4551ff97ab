import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/**
 * Preload for a CPU profile of a steady state only, without the boot:
 *   node --import ./bench/support/profile-on-signal.mjs build/server/production.js
 * The first SIGUSR2 starts V8's sampling profiler, the next writes PROFILE_DIR (default /tmp)/server-{time}.cpuprofile,
 * which bench/support/cpu-profile-summary.ts reads.
 */
const session = new Session();
session.connect();
let running = false;
process.on('SIGUSR2', async () => {
  if (!running) {
    running = true;
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    return;
  }
  running = false;
  const { profile } = await session.post('Profiler.stop');
  const file = path.join(process.env.PROFILE_DIR ?? '/tmp', `server-${Date.now()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  process.stderr.write(`cpu profile written to ${file}\n`);
});
