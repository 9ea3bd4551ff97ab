import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY } from './build-server';

/** Inputs of the storefront build: when any is newer than the build, the build is stale. */
const STOREFRONT_INPUTS = [
  'app',
  'core',
  'public',
  'server/load-context',
  'react-router.config.ts',
  'scripts/build.ts',
  'scripts/storefront-chunks.ts',
  'vite.config.ts',
  'package-lock.json',
];

/** Inputs of the compiled server (scripts/build-server.ts). */
const SERVER_INPUTS = [
  'server',
  'domain',
  'core',
  'scripts/build-server.ts',
  'tsconfig.json',
  'package-lock.json',
];

/** Test files go into neither build. */
const TEST_FILE = /\.test\.tsx?$/;

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return TEST_FILE.test(entry) ? 0 : stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function isCurrent(root: string, marker: string, inputs: string[]): boolean {
  if (!existsSync(marker)) return false;
  const builtAt = statSync(marker).mtimeMs;
  return inputs.every((input) => newestMtime(path.join(root, input)) <= builtAt);
}

/** React Router's client and server bundles are newer than everything they are built from. */
export function storefrontIsCurrent(root: string, buildDir: string): boolean {
  if (!existsSync(path.join(buildDir, 'client'))) return false;
  return isCurrent(root, path.join(buildDir, 'server', 'index.js'), STOREFRONT_INPUTS);
}

/** The compiled server is newer than every server, domain and core source. */
export function serverIsCurrent(root: string, buildDir: string): boolean {
  return isCurrent(root, path.join(buildDir, SERVER_ENTRY), SERVER_INPUTS);
}

export function buildIsCurrent(root: string, buildDir: string): boolean {
  return storefrontIsCurrent(root, buildDir) && serverIsCurrent(root, buildDir);
}
