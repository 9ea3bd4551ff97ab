import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/server-process';

/**
 * The seller dashboard's code ships only to the dashboard: a storefront page's scripts (the entry, the root
 * and the route, with everything they import up front) carry none of the dashboard's libraries, and stay
 * within the storefront's budget. The markers are strings each library's built code keeps (class names, ids).
 */
const DASHBOARD_LIBRARY_MARKERS: Readonly<Record<string, string>> = {
  TipTap: 'ProseMirror',
  'dnd-kit': 'DndDescribedBy',
  'react-easy-crop': 'reactEasyCrop',
  'react-colorful': 'react-colorful',
  uPlot: 'u-legend',
};

/** Gzipped bytes of the scripts a storefront page loads up front, as measured when the dashboard landed (about 71 KB). */
const STOREFRONT_BUDGET_BYTES = 80 * 1024;

const STOREFRONT_ROUTES = [
  'routes/home',
  'routes/product',
  'routes/collection',
  'catch-all',
  'routes/basket',
  'routes/mockup',
];

let build: ServerBuild;
const clientFile = (asset: string) => readFileSync(path.join(ROOT, 'build', 'client', asset));

function scriptsOf(routeId: string): string[] {
  const chunks = new Set([build.assets.entry.module, ...build.assets.entry.imports]);
  for (const id of ['root', routeId]) {
    const route = build.assets.routes[id];
    if (!route) throw new Error(`no route ${id} in the build`);
    chunks.add(route.module);
    for (const chunk of route.imports ?? []) chunks.add(chunk);
  }
  return [...chunks];
}

const librariesIn = (chunks: string[]) =>
  Object.entries(DASHBOARD_LIBRARY_MARKERS)
    .filter(([, marker]) => chunks.some((chunk) => clientFile(chunk).includes(marker)))
    .map(([library]) => library);

describe('the storefront JavaScript the dashboard must not move', () => {
  beforeAll(async () => {
    build = (await import(pathToFileURL(path.join(ROOT, 'build', 'server', 'index.js')).href)) as ServerBuild;
  });

  it.each(STOREFRONT_ROUTES)('%s loads none of the dashboard libraries, within budget', (routeId) => {
    const chunks = scriptsOf(routeId);
    expect(librariesIn(chunks)).toEqual([]);
    const gzipped = chunks.reduce((total, chunk) => total + gzipSync(clientFile(chunk)).length, 0);
    expect(gzipped).toBeLessThanOrEqual(STOREFRONT_BUDGET_BYTES);
  });

  it('finds the libraries where they are used, so the markers still mean something', () => {
    expect(librariesIn(scriptsOf('routes/dashboard/products/editor'))).toEqual(
      expect.arrayContaining(['TipTap', 'dnd-kit']),
    );
    expect(librariesIn(scriptsOf('routes/dashboard/settings/settings'))).toEqual(
      expect.arrayContaining(['react-colorful', 'react-easy-crop']),
    );
  });
});
