import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRANSPORT_MESSAGES } from '../core/errors';
import type { DatabaseHandle } from '../domain/db';
import { openTestDatabase } from '../domain/db/testing';
import { createTestStore } from '../domain/testing/fixtures';
import { API_BODY_LIMIT } from './api';
import { buildServer } from './app';
import { loadConfig } from './config';
import { fakeServerBuild } from './testing';

/** A build with one resource route whose action counts its runs and echoes the size of the posted text. */
function echoBuild(runs: { count: number }): ServerBuild {
  return fakeServerBuild({
    routes: {
      root: { id: 'root', path: '', module: {} },
      echo: {
        id: 'echo',
        parentId: 'root',
        path: 'echo',
        module: {
          action: async ({ request }: { request: Request }) => {
            runs.count += 1;
            const form = await request.formData();
            return Response.json({ length: String(form.get('text') ?? '').length });
          },
        },
      },
    },
  });
}

describe('form posts to React Router actions', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const runs = { count: 0 };
  const host = 'forms-limit.localhost';

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await createTestStore(database.db, { subdomain: 'forms-limit' });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/printfront-test-data',
    });
    app = await buildServer({ config, database, logger: false, getBuild: async () => echoBuild(runs) });
  });
  beforeEach(() => {
    runs.count = 0;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const form = (text: string) => `text=${text}`;
  /** A chunked body (no Content-Length) of `size` bytes of form data, sent in 64 KiB pieces. */
  function chunked(size: number): Readable {
    let sent = 0;
    return new Readable({
      read() {
        if (sent === 0) {
          sent = 5;
          this.push('text=');
          return;
        }
        if (sent >= size) return this.push(null);
        const piece = Math.min(64 * 1024, size - sent);
        sent += piece;
        this.push('x'.repeat(piece));
      },
    });
  }

  it('runs the action with the posted form', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form('x'.repeat(1000)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ length: 1000 });
    expect(runs.count).toBe(1);
  });

  it('runs the action with a chunked form under the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        'transfer-encoding': 'chunked',
      },
      payload: chunked(200 * 1024),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ length: 200 * 1024 - 5 });
    expect(runs.count).toBe(1);
  });

  it('refuses a body over the limit with 413, by its Content-Length, and never runs the action', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form('x'.repeat(API_BODY_LIMIT + 10)),
    });
    expect(response.statusCode).toBe(413);
    expect(response.body).toBe(TRANSPORT_MESSAGES.payloadTooLarge);
    expect(runs.count).toBe(0);
  });

  it('refuses a chunked body that grows over the limit with 413 and never runs the action', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        'transfer-encoding': 'chunked',
      },
      payload: chunked(API_BODY_LIMIT * 3),
    });
    expect(response.statusCode).toBe(413);
    expect(runs.count).toBe(0);
  });
});
