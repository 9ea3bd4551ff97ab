import { pathToFileURL } from 'node:url';
import { ensureDebianPackage } from './debian-package';

/** The balancer of the two-process browser test (tests/support/balanced-servers.ts): Debian's nginx. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** nginx's path, installed from Debian first when missing (ensureDebianPackage). */
export function ensureNginx(): string {
  return ensureDebianPackage('nginx', NGINX_PATH);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    ensureNginx();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
