import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Inputs of the storefront build: when any is newer than the build, the build is stale. */
const BUILD_INPUTS = [
  'app',
  'core',
  'public',
  'server/load-context',
  'react-router.config.ts',
  'scripts/build.ts',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function buildIsCurrent(root: string, buildDir: string): boolean {
  const marker = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(marker) || !existsSync(path.join(buildDir, 'client'))) return false;
  const builtAt = statSync(marker).mtimeMs;
  return BUILD_INPUTS.every((input) => newestMtime(path.join(root, input)) <= builtAt);
}
