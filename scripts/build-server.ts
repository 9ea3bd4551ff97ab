import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/**
 * The environment the compiled server runs in, besides the deployment's own (whose values win; decision 0020):
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates (libuv's pool, V8's compilers, libvips) an
 *   arena of its own, which keeps freed memory; two arenas take about 40 MB less resident memory at boot.
 * - `--max-old-space-size=256`: left to itself V8 lets the old generation fill with garbage (finished
 *   responses' buffers) long before collecting it; capped, the server stayed near 245 MB resident after the
 *   benchmark instead of about 400 MB. The seed's child process (server/seed-process.ts) inherits it.
 * - `--max-semi-space-size=32`: a young generation twice V8's default, so a render's objects die in it
 *   instead of being copied into the old generation; 5-21 % less CPU a page under 20 connections, for about
 *   the same resident memory after the benchmark (decision 0020, addendum 2026-11-27 afternoon).
 * `npm run serve`, `npm start` and the tests' server set them; a deployment sets them in its own environment.
 */
export const SERVER_ENVIRONMENT = {
  MALLOC_ARENA_MAX: '2',
  NODE_OPTIONS: '--max-old-space-size=256 --max-semi-space-size=32',
} as const;

/** Where the compiled server lands, beside React Router's server build (build/server/index.js). */
export const SERVER_ENTRY = path.join('server', 'production.js');
const APP_DIR = 'app-server';

/**
 * Compiles the server (server/, domain/, core/) to JavaScript, so production runs on plain `node` without the
 * TypeScript loader. npm packages stay external and load from node_modules as they would under tsx.
 * Code splitting keeps `server/production.ts` running first: it sets NODE_ENV before React and React Router
 * are imported (by its dynamic import of ./main), which one flat bundle would hoist above it.
 * The migrations folder is read at boot next to the code that names it (`new URL('./migrations', …)`).
 */
export function buildServer(root: string, buildDir = path.join(root, 'build')): void {
  const outdir = path.join(buildDir, 'server');
  rmSync(path.join(outdir, APP_DIR), { recursive: true, force: true });
  buildSync({
    absWorkingDir: root,
    entryPoints: { production: 'server/production.ts', 'seed-child': 'server/seed-child.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    chunkNames: `${APP_DIR}/[name]-[hash]`,
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'domain', 'db', 'migrations'), path.join(outdir, APP_DIR, 'migrations'), {
    recursive: true,
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  buildServer(path.resolve(import.meta.dirname, '..'));
}
