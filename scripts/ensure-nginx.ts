import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The balancer of the two-process browser test (tests/support/balanced-servers.ts): Debian's nginx. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * nginx's path, installing Debian's package with apt-get first when it is missing and this runs as root;
 * otherwise a missing nginx is an error that says how to install it.
 */
export function ensureNginx(): string {
  if (existsSync(NGINX_PATH)) return NGINX_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot)
    throw new Error('nginx is missing: run `sudo apt-get install -y nginx` (Debian), then `npm test` again.');
  process.stdout.write('nginx is missing; installing it with apt-get…\n');
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit' })
      : update;
  if (install.status !== 0 || !existsSync(NGINX_PATH))
    throw new Error(
      'Could not install nginx: run `apt-get install -y nginx` as root, then `npm test` again.',
    );
  return NGINX_PATH;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    ensureNginx();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
