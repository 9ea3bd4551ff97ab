import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server';
import { serverIsCurrent, storefrontIsCurrent } from './build-state';
import { compressBuild } from './compress-build';

/**
 * The production build: React Router's client and server bundles, precompressed client assets, then the
 * compiled server (scripts/build-server.ts) that runs them with plain `node`. Always
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
  buildServer(root);
  if (!options.quiet) process.stdout.write('Compiled the server to build/server/production.js.\n');
}

/**
 * Builds what is stale: everything when the storefront's inputs changed, else only the server (seconds) when
 * a server, domain or core file did. Answers what it built.
 */
export function ensureProductionBuild(
  root: string,
  options: { quiet?: boolean } = {},
): 'nothing' | 'server' | 'all' {
  const buildDir = path.join(root, 'build');
  if (!storefrontIsCurrent(root, buildDir)) {
    buildStorefront(root, options);
    return 'all';
  }
  if (serverIsCurrent(root, buildDir)) return 'nothing';
  buildServer(root);
  return 'server';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    buildStorefront(path.resolve(import.meta.dirname, '..'));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
