import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, PHONE, useBrowser } from '../support/browser';
import { ROOT } from '../support/server-process';
import { testServerPort } from '../support/test-server';

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

/**
 * What a shopper's phone downloads (issue: JavaScript ≤ 150 KB gzipped on every storefront page): every
 * script a page loads until it has hydrated with all its blocks, as after the shopper's first press, and
 * the network is quiet. Counted two ways: each file gzipped alone, and the bytes the server sends for it
 * (its precompressed brotli, as to a browser accepting brotli and gzip), which must be within the goal on
 * every page. That is all Lighthouse counts (the scripts of its first seconds: the entry, the route and,
 * after load, the block renderer and the chunks of the block types that hydrate) and more: it also counts
 * the blocks out of view, which hydrate only when scrolled to. Gzipped alone, the home (161.8 KB on
 * 2026-11-28) is still above the goal: decision 0021 says where its bytes go; its ceiling keeps it from
 * growing meanwhile. The checkout came within the goal (151.4 → 146.3 KB) once the chrome's lazy regions
 * and Stripe's card form stopped coming with the page (loaded-on-the-server.tsx).
 */
const SCRIPT_GOAL_BYTES = 150 * 1024;
const HOME_CEILING_BYTES = 163 * 1024;
/** The theme's custom properties are the only inline CSS left (a few KB; the demo themes' largest is 4.1). */
const INLINE_STYLE_LIMIT_BYTES = 6 * 1024;

const port = testServerPort();
const demo = (path: string) => `http://demo.localhost:${port}${path}`;

const STOREFRONT_PAGES: readonly [string, string, number][] = [
  ['home', '/', HOME_CEILING_BYTES],
  ['collection', '/collection/t-shirts/', SCRIPT_GOAL_BYTES],
  ['product', '/product/summit-sunrise-tee/', SCRIPT_GOAL_BYTES],
  ['search', '/search/?q=tee', SCRIPT_GOAL_BYTES],
  ['basket', '/basket/', SCRIPT_GOAL_BYTES],
  ['checkout', '/checkout/', SCRIPT_GOAL_BYTES],
];

interface ScriptBytes {
  /** Each file gzipped alone, by path. */
  gzipped: Map<string, number>;
  /** The bytes the server sends for each file to a browser accepting brotli and gzip (its precompressed copy). */
  transferred: Map<string, number>;
}

/** The body bytes the server sends for a file, as they come over the wire (not decompressed). */
function bytesServed(address: string): Promise<number> {
  const url = new URL(address);
  const request = {
    host: '127.0.0.1',
    port: url.port,
    path: url.pathname,
    headers: { host: url.host, 'accept-encoding': 'br, gzip' },
  };
  return new Promise((resolve, reject) => {
    get(request, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => {
        length += chunk.length;
      });
      response.on('end', () =>
        response.statusCode === 200 ? resolve(length) : reject(new Error(`${url}: ${response.statusCode}`)),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Opens the page and answers the size of every script it loaded, by file: gzipped alone and as served. */
async function scriptsLoaded(page: Page, url: string): Promise<ScriptBytes> {
  const gzipped = new Map<string, number>();
  const urls = new Map<string, string>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname;
    urls.set(file, response.url());
    reading.push(
      response.body().then((body) => {
        gzipped.set(file, gzipSync(body).length);
      }),
    );
  });
  await gotoHydrated(page, url);
  // Chunks a block imports when it hydrates, and what they preload, are counted too.
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  const transferred = new Map<string, number>();
  for (const [file, address] of urls) transferred.set(file, await bytesServed(address));
  return { gzipped, transferred };
}

const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((total, size) => total + size, 0);
const listing = (sizes: Map<string, number>) =>
  [...sizes].map(([file, size]) => `${file} ${size}`).join('\n');

/**
 * Chunks of block types whose blocks on the demo home are all static (StaticBlockFrame keeps their server
 * HTML): the page must not load them. Rollup names a chunk after its module (types/quote.tsx: quote-[hash].js).
 */
const STATIC_TYPE_CHUNK = /^\/assets\/(quote|pod|spacer|button|html|action|platform)-[\w-]{8}\.js$/;

/**
 * The chrome's regions the browser keeps as server HTML (StaticHtml) until they change: their code comes only
 * then (app/components/chrome/loaded-on-the-server.tsx), never with the page.
 */
const LAZY_CHROME_CHUNK = /^\/assets\/(footer-links|main-menu-items)-[\w-]{8}\.js$/;

describe('what a storefront page loads on a phone', () => {
  const browser = useBrowser(PHONE);

  it.each(STOREFRONT_PAGES)(
    '%s: scripts within budget, one cached stylesheet, only the theme inline',
    async (_name, path, budget) => {
      const page = await browser.newPage();
      const { gzipped, transferred } = await scriptsLoaded(page, demo(path));
      expect(gzipped.size).toBeGreaterThan(0);
      expect(sum(gzipped), listing(gzipped)).toBeLessThanOrEqual(budget);
      expect(sum(transferred), listing(transferred)).toBeLessThanOrEqual(SCRIPT_GOAL_BYTES);
      expect([...gzipped.keys()].filter((file) => STATIC_TYPE_CHUNK.test(file))).toEqual([]);
      expect([...gzipped.keys()].filter((file) => LAZY_CHROME_CHUNK.test(file))).toEqual([]);

      const styles = await page.evaluate(() => ({
        inline: [...document.querySelectorAll('style')].map((style) => style.textContent?.length ?? 0),
        linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => link.href,
        ),
      }));
      expect(styles.inline.length).toBeGreaterThan(0);
      for (const length of styles.inline) expect(length).toBeLessThanOrEqual(INLINE_STYLE_LIMIT_BYTES);
      const storefront = styles.linked.filter((href) => /\/assets\/index-[\w-]+\.css$/.test(href));
      expect(storefront).toHaveLength(1);
      const served = await page.evaluate(async (href) => {
        const response = await fetch(href);
        return { cacheControl: response.headers.get('cache-control'), css: await response.text() };
      }, storefront[0] as string);
      expect(served.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(served.css).toContain('.blocks');
      await page.close();
    },
  );
});
