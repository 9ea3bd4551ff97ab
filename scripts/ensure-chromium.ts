import { ensureDebianPackage } from './debian-package';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

try {
  ensureDebianPackage('chromium', CHROMIUM_PATH);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
