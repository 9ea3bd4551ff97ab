import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The path of a program a test needs from Debian, installing its package with apt-get first when it is missing
 * and this runs as root; otherwise a missing program is an error that says how to install it.
 */
export function ensureDebianPackage(name: string, program: string): string {
  if (existsSync(program)) return program;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot)
    throw new Error(
      `${name} is missing: run \`sudo apt-get install -y ${name}\` (Debian), then \`npm test\` again.`,
    );
  process.stdout.write(`${name} is missing; installing it with apt-get…\n`);
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install =
    update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit' }) : update;
  if (install.status !== 0 || !existsSync(program))
    throw new Error(
      `Could not install ${name}: run \`apt-get install -y ${name}\` as root, then \`npm test\` again.`,
    );
  return program;
}
