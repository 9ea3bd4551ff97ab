import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage, createDesign } from '../core/design';
import type { DatabaseHandle } from '../domain/db';
import { openTestDatabase } from '../domain/db/testing';
import { S3MediaStorage } from '../domain/storage';
import { startTestS3Server, type TestS3Server } from '../domain/storage/testing';
import { giveStudioProducts, testPng } from '../domain/studio/testing';
import { createTestStore } from '../domain/testing/fixtures';
import { type Jobs, studioRenderJobs } from './jobs';
import { startTestJobs, testJobQueue } from './jobs/jobs.testing';
import { XSRF_COOKIE } from './plugins/xsrf';
import { buildTestServer } from './testing';

const API = '/omnis/v3/studio';
const host = 'media-s3.localhost';

/** The app as several machines run it: MEDIA_STORAGE=s3 with a bucket on an S3-compatible server. */
describe('media in an S3 bucket (MEDIA_STORAGE=s3)', () => {
  let s3: TestS3Server;
  let bucket: S3Client;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let token: string;
  let jobs: Jobs | undefined;

  const inBucket = async (key: string): Promise<Buffer> => {
    const object = await bucket.send(new GetObjectCommand({ Bucket: s3.options.bucket, Key: key }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  };
  const post = (url: string, payload: Buffer | object, contentType: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host, 'content-type': contentType, 'x-xsrf-token': token },
      cookies: { [XSRF_COOKIE]: token },
      payload,
    });

  beforeAll(async () => {
    s3 = await startTestS3Server();
    bucket = new S3Client(s3.options);
    database = await openTestDatabase('pglite');
    const store = await createTestStore(database.db, { subdomain: 'media-s3' });
    const queue = testJobQueue(database);
    app = await buildTestServer(database, { env: s3.env, renderJobs: studioRenderJobs(queue) });
    ({ jobs } = await startTestJobs(database, app.media, { boss: queue }));
    // The garment photos the mockups are drawn on go to the bucket too.
    await giveStudioProducts(database.db, store.id, app.media);
    const first = await app.inject({ method: 'GET', url: '/healthz' });
    token = first.cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  });
  afterAll(async () => {
    await jobs?.stop();
    await app?.close();
    await database?.close();
    bucket?.destroy();
    await s3?.close();
  });

  it('is the storage the app runs on', () => {
    expect(app.media).toBeInstanceOf(S3MediaStorage);
  });

  it('keeps a studio upload in the bucket and serves it back at /media/ and /images/', async () => {
    const uploaded = await post(`${API}/uploads/`, await testPng(600, 400), 'image/png');
    expect(uploaded.statusCode).toBe(200);
    const key = String(uploaded.json().src).replace('/images/', '');
    const stored = await inBucket(key);
    expect((await sharp(stored).metadata()).width).toBe(600);

    const served = await app.inject({ method: 'GET', url: `/media/${key}`, headers: { host } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(stored);

    const resized = await app.inject({ method: 'GET', url: `/images/${key}?w=480`, headers: { host } });
    expect(resized.statusCode).toBe(200);
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(480);
  });

  it('renders a design from the bucket into the bucket: its print file served from there', async () => {
    const uploaded = (await post(`${API}/uploads/`, await testPng(1200, 800, '#2266aa'), 'image/png')).json();
    const document = addImage(
      createDesign({ medium: 'garment', printAreas: { front: { widthMm: 297, heightMm: 420 } } }),
      'front',
      { src: uploaded.src, pixelWidth: 1200, pixelHeight: 800 },
    );
    const saved = await post(
      `${API}/designs/`,
      { baseProduct: 'mens-t-shirt', colour: 'White', document },
      'application/json',
    );
    expect(saved.statusCode).toBe(201);
    // The job queue's worker renders it, as the studio's page polls.
    const renderStatus = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `${API}/designs/${saved.json().design.uuid}/renders/`,
          headers: { host },
        })
      ).json().status;
    await expect.poll(renderStatus, { timeout: 30_000 }).toBe('done');
    const files = await app.inject({
      method: 'GET',
      url: `${API}/designs/${saved.json().design.uuid}/print-files/`,
      headers: { host },
    });
    const [print] = files.json().files;
    const key = String(print.url).replace('/media/', '');
    expect((await sharp(await inBucket(key)).metadata()).width).toBe(3508);
    const served = await app.inject({ method: 'GET', url: print.url, headers: { host } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});
