import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressBuild } from './compress-build';

/**
 * The storefront build: React Router's client and server bundles, then precompressed client assets. Always
 * a production build: Vite takes NODE_ENV from the environment, and a build started under the test runner
 * (NODE_ENV=test) would otherwise ship React's development bundles to the browser.
 */
export function buildStorefront(root: string): void {
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The storefront build failed; see the messages above.');
  const count = compressBuild(path.join(root, 'build', 'client'));
  process.stdout.write(`Precompressed ${count} client assets.\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    buildStorefront(path.resolve(import.meta.dirname, '..'));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
