import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../domain/db';
import { openTestDatabase } from '../domain/db/testing';
import { buildServer } from './app';
import { ConfigError, loadConfig } from './config';

const BASE_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/printfront-test-data' } as const;

describe('TRUSTED_PROXIES', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(async () => {
    await database.close();
  });

  async function serverWith(env: Record<string, string>) {
    app = await buildServer({ config: loadConfig({ ...BASE_ENV, ...env }), database, logger: false });
    app.get('/client-address', async (request) => ({ ip: request.ip }));
    return app;
  }
  const addressSeen = async (server: FastifyInstance, from: string, forwardedFor?: string) =>
    (
      await server.inject({
        method: 'GET',
        url: '/client-address',
        remoteAddress: from,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      })
    ).json().ip;

  it('ignores X-Forwarded-For by default', async () => {
    const server = await serverWith({});
    expect(await addressSeen(server, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(await addressSeen(server, '127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For only from the configured proxies', async () => {
    const server = await serverWith({ TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16' });
    expect(await addressSeen(server, '10.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(server, '192.168.4.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(server, '10.0.0.2', '203.0.113.9')).toBe('10.0.0.2');
    // A chain: the address the trusted proxy saw, not one the client wrote in front of it.
    expect(await addressSeen(server, '10.0.0.1', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('reads the list and refuses what is not an address or a range', () => {
    expect(loadConfig(BASE_ENV).trustedProxies).toEqual([]);
    expect(
      loadConfig({ ...BASE_ENV, TRUSTED_PROXIES: '10.0.0.1,::1, 172.16.0.0/12 ' }).trustedProxies,
    ).toEqual(['10.0.0.1', '::1', '172.16.0.0/12']);
    expect(() => loadConfig({ ...BASE_ENV, TRUSTED_PROXIES: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...BASE_ENV, TRUSTED_PROXIES: '10.0.0.0/99' })).toThrow(ConfigError);
  });
});
