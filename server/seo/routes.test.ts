import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { divisions, StoreDirectory } from '../../domain/stores';
import {
  createPlatformStore,
  createTestPage,
  createTestProduct,
  createTestStore,
} from '../../domain/testing/fixtures';
import { registerTenant } from '../plugins/tenant';
import { registerVisitorSession } from '../plugins/visitor-session';
import { registerXsrf } from '../plugins/xsrf';
import { registerSeoRoutes, requestOrigin } from './routes';

const UPDATED = new Date('2025-09-30T09:32:00Z');

async function buildSeoServer(
  database: DatabaseHandle,
  options: { sessions: boolean },
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const directory = new StoreDirectory(database.db, {
    storeBaseDomain: 'localhost',
    platformHosts: ['localhost'],
  });
  if (options.sessions) await app.register(cookie);
  registerTenant(app, directory);
  if (options.sessions) {
    registerVisitorSession(app, { secure: true });
    registerXsrf(app, { secure: true, protectedPrefix: '/omnis/v3' });
  }
  registerSeoRoutes(app, database.db, requestOrigin('https'));
  // A route of the ordinary kind, to show that the session plugins do set cookies.
  if (options.sessions) app.get('/control', async () => 'ok');
  await app.ready();
  return app;
}

describe.each(testEngines)('SEO routes on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    await createPlatformStore(db);
    const acme = await createTestStore(db, { subdomain: 'acme', companyName: 'Acme Tees' });
    await createTestPage(db, acme.id, { url: '/', updatedAt: UPDATED });
    await createTestPage(db, acme.id, { url: '/about/', properties: { title: 'About' }, updatedAt: UPDATED });
    await createTestPage(db, acme.id, {
      url: '/secret/',
      properties: { title: 'S', loginState: 'logged-in' },
    });
    await createTestProduct(db, acme.id, { name: 'Tee & Co', urlName: 'tee-co', updatedAt: UPDATED });
    await createTestProduct(db, acme.id, { name: 'Off', urlName: 'off', enabled: false });

    const rival = await createTestStore(db, { subdomain: 'rival', companyName: 'Rival' });
    await createTestProduct(db, rival.id, { name: 'Rival Tee', urlName: 'rival-tee', updatedAt: UPDATED });
    await db
      .update(divisions)
      .set({ activeDomainName: 'rival-shop.example' })
      .where(eq(divisions.id, rival.id));

    app = await buildSeoServer(database, { sessions: false });
  });

  afterAll(async () => {
    await app?.close();
    await database.close();
  });

  it("serves a store's robots.txt, naming its sitemap", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'acme.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Disallow: /basket/',
        'Disallow: /checkout/',
        'Disallow: /login/',
        'Disallow: /dashboard/',
        'Disallow: /omnis/',
        'Disallow: /favourites/',
        '',
        'Sitemap: https://acme.localhost/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('keeps the port of the Host header in the sitemap address', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'ACME.localhost:3000' },
    });
    expect(response.body).toContain('Sitemap: https://acme.localhost:3000/sitemap.xml\n');
  });

  it("serves a store's sitemap.xml with only its indexable URLs", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'acme.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>',
        '    <loc>https://acme.localhost/</loc>',
        '    <lastmod>2025-09-30T09:32:00Z</lastmod>',
        '    <changefreq>daily</changefreq>',
        '    <priority>1.0</priority>',
        '  </url>',
        '  <url>',
        '    <loc>https://acme.localhost/about/</loc>',
        '    <lastmod>2025-09-30T09:32:00Z</lastmod>',
        '    <changefreq>monthly</changefreq>',
        '    <priority>0.5</priority>',
        '  </url>',
        '  <url>',
        '    <loc>https://acme.localhost/product/tee-co/</loc>',
        '    <lastmod>2025-09-30T09:32:00Z</lastmod>',
        '    <changefreq>weekly</changefreq>',
        '    <priority>0.7</priority>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('gives each store only its own rows, on the host it was asked on', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'rival-shop.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<loc>https://rival-shop.example/product/rival-tee/</loc>');
    expect(response.body).not.toContain('acme');
    expect(response.body).not.toContain('tee-co');
  });

  it('answers HEAD without a body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/sitemap.xml',
      headers: { host: 'acme.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toBe('');
  });

  it.each(['/robots.txt', '/sitemap.xml'])('answers %s for an unknown host with a 404 text', async (url) => {
    for (const host of ['nobody.localhost', 'elsewhere.example']) {
      const response = await app.inject({ method: 'GET', url, headers: { host } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toBe('There is no store at this address.');
    }
  });

  it('lets crawlers everywhere on the platform host, which has no sitemap', async () => {
    const robots = await app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'localhost:3000' },
    });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *\nAllow: /\n');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'localhost' } });
    expect(sitemap.statusCode).toBe(404);
    expect(sitemap.body).toBe('Not found');
  });

  it('sends no cookies with the shared, cacheable answers', async () => {
    const withSessions = await buildSeoServer(database, { sessions: true });
    try {
      const control = await withSessions.inject({
        method: 'GET',
        url: '/control',
        headers: { host: 'acme.localhost' },
      });
      expect(control.headers['set-cookie']).toHaveLength(2);
      for (const url of ['/robots.txt', '/sitemap.xml']) {
        const response = await withSessions.inject({
          method: 'GET',
          url,
          headers: { host: 'acme.localhost' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    } finally {
      await withSessions.close();
    }
  });
});
