import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../domain/db';
import { registerHealthRoutes } from './health';

function fakeDatabase(reachable: boolean): DatabaseHandle {
  return {
    kind: 'postgres',
    db: {} as DatabaseHandle['db'],
    migrate: async () => undefined,
    exclusively: (_key, work) => work(),
    close: async () => undefined,
    listen: async () => async () => undefined,
    ping: async () => {
      if (!reachable) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    },
  };
}

describe('health routes', () => {
  it('answers /healthz whatever the database, naming the process that answered', async () => {
    const app = Fastify();
    registerHealthRoutes(app, fakeDatabase(false));
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', pid: process.pid });
    await app.close();
  });

  it('answers /readyz with 503 when the database is unreachable', async () => {
    const app = Fastify({ logger: false });
    registerHealthRoutes(app, fakeDatabase(false));
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', message: 'The database is not reachable.' });
    await app.close();
  });
});
