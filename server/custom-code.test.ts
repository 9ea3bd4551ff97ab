import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_CODE_CSP } from '../core/store';
import { hashPassword } from '../domain/accounts';
import type { DatabaseHandle } from '../domain/db';
import { openTestDatabase, testEngines } from '../domain/db/testing';
import { subdomains } from '../domain/stores';
import { createPlatformStore, createTestStore } from '../domain/testing/fixtures';
import { buildTestServer } from './testing';

const CODE = { head: '<script>window.counted = true</script>', body: '<p>pixel</p>' };

describe.each(testEngines)('GET /custom-code/ on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    await createPlatformStore(db);
    await db.update(subdomains).set({ isPro: true, customCode: CODE });
    await createTestStore(db, { subdomain: 'pro-code', settings: { isPro: true, customCode: CODE } });
    await createTestStore(db, { subdomain: 'free-code', settings: { customCode: CODE } });
    await createTestStore(db, { subdomain: 'pro-nocode', settings: { isPro: true } });
    await createTestStore(db, {
      subdomain: 'pro-private',
      settings: {
        isPro: true,
        customCode: CODE,
        passwordProtected: true,
        storePasswordHash: await hashPassword('x y z'),
      },
    });
    app = await buildTestServer(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (host: string) => app.inject({ method: 'GET', url: '/custom-code/?v=1', headers: { host } });

  it("serves a pro store's code as its own sandboxed document, framed only by the store", async () => {
    const response = await get('pro-code.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toBe(CUSTOM_CODE_CSP);
    expect(response.headers['content-security-policy']).toMatch(/^sandbox allow-scripts/);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.body).toContain(CODE.head);
    expect(response.body).toContain(CODE.body);
  });

  it('answers 404 for a store not on pro, a store without code, the platform and an unknown host', async () => {
    for (const host of ['free-code.localhost', 'pro-nocode.localhost', 'localhost', 'nobody.localhost']) {
      const response = await get(host);
      expect(response.statusCode, host).toBe(404);
      expect(response.body, host).not.toContain('counted');
    }
  });

  it('keeps a password-protected store’s code from a visitor not let in', async () => {
    const response = await get('pro-private.localhost');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('counted');
  });

  it('stops serving it as soon as the store leaves pro', async () => {
    const { db } = database;
    const store = await createTestStore(db, {
      subdomain: 'pro-leaving',
      settings: { isPro: true, customCode: CODE },
    });
    expect((await get('pro-leaving.localhost')).statusCode).toBe(200);
    await db.update(subdomains).set({ isPro: false }).where(eq(subdomains.divisionId, store.id));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get('pro-leaving.localhost')).statusCode).toBe(404);
  });
});
