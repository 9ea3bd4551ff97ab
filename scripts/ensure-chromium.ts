import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    process.stderr.write(
      'Chromium is missing: run `sudo apt-get install -y chromium` (Debian), then `npm test` again.\n',
    );
    process.exit(1);
  }
  process.stdout.write('Chromium is missing; installing it with apt-get…\n');
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' })
      : update;
  if (install.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    process.stderr.write(
      'Could not install Chromium: run `apt-get install -y chromium` as root, then `npm test` again.\n',
    );
    process.exit(1);
  }
}
