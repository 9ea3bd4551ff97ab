import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent } from './build-state';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));

if (!buildIsCurrent(root, buildDir)) {
  process.stdout.write('Building the storefront…\n');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('The storefront build failed; see the messages above.\n');
    process.exit(result.status ?? 1);
  }
}

await import('../server/production');
