import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORT_MESSAGES } from '../core/errors';
import { LIBRARY_MAX_BYTES } from '../core/store/media-library';
import type { DatabaseHandle } from '../domain/db';
import { openTestDatabase } from '../domain/db/testing';
import { createPlatformStore } from '../domain/testing/fixtures';
import { API_BODY_LIMIT } from './api';
import { buildServer } from './app';
import { loadConfig } from './config';
import { fakeServerBuild } from './testing';

/** A build whose upload route and form route both answer the size of the body they were given. */
function sizeBuild(): ServerBuild {
  const measure = async ({ request }: { request: Request }) =>
    Response.json({ bytes: (await request.arrayBuffer()).byteLength });
  return fakeServerBuild({
    routes: {
      root: { id: 'root', path: '', module: {} },
      upload: {
        id: 'upload',
        parentId: 'root',
        path: 'dashboard/stores/:store/files/upload',
        module: { action: measure },
      },
      other: {
        id: 'other',
        parentId: 'root',
        path: 'dashboard/stores/:store/settings',
        module: { action: measure },
      },
    },
  });
}

describe("the media library's upload route", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await createPlatformStore(database.db);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/printfront-test-data',
    });
    app = await buildServer({ config, database, logger: false, getBuild: async () => sizeBuild() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, bytes: number) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost', 'content-type': 'image/png' },
      payload: Buffer.alloc(bytes, 1),
    });

  it('takes a file larger than any form, up to 15 MB, with or without the trailing slash', async () => {
    for (const url of ['/dashboard/stores/5/files/upload/', '/dashboard/stores/5/files/upload']) {
      const response = await post(url, API_BODY_LIMIT * 3);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ bytes: API_BODY_LIMIT * 3 });
    }
  });

  it('refuses more than 15 MB, and other pages keep the forms limit', async () => {
    const tooLarge = await post('/dashboard/stores/5/files/upload/', LIBRARY_MAX_BYTES + 1);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body).toBe(TRANSPORT_MESSAGES.payloadTooLarge);
    const form = await post('/dashboard/stores/5/settings/', API_BODY_LIMIT * 3);
    expect(form.statusCode).toBe(413);
  });
});
