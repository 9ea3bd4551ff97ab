import path from 'node:path';
import { buildStorefront } from './build';
import { buildIsCurrent } from './build-state';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));

if (!buildIsCurrent(root, buildDir)) {
  process.stdout.write('Building the storefront…');
  const started = Date.now();
  try {
    buildStorefront(root, { quiet: true });
    process.stdout.write(` done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

await import('../server/production');
