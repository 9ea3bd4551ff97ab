import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

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
    entryPoints: { production: 'server/production.ts' },
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
