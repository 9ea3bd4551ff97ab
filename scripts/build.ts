import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressBuild } from './compress-build';

/**
 * The storefront build: React Router's client and server bundles, then precompressed client assets. Always
 * a production build: Vite takes NODE_ENV from the environment, and a build started under the test runner
 * (NODE_ENV=test) would otherwise ship React's development bundles to the browser.
 */
export function buildStorefront(root: string, options: { quiet?: boolean } = {}): void {
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: root,
    // Quiet (npm start): Vite's hundreds of lines are kept back and shown only when the build fails.
    stdio: options.quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    if (options.quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error('The storefront build failed; see the messages above.');
  }
  const count = compressBuild(path.join(root, 'build', 'client'));
  if (!options.quiet) process.stdout.write(`Precompressed ${count} client assets.\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    buildStorefront(path.resolve(import.meta.dirname, '..'));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
