import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MEDIA_DRIVERS } from '../domain/storage/testing';
import { MEDIA_CACHE_CONTROL, registerMediaRoute } from './media-route';

const BYTES = Buffer.from('0123456789abcdefghij');

describe.each(TEST_MEDIA_DRIVERS)('GET /media/* from $name', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await driver.open();
    close = opened.close;
    await opened.storage.put('products/1/photo.png', BYTES, 'image/png');
    await opened.storage.put('.render-cache.json', Buffer.from('{}'), 'application/json');
    app = Fastify({ logger: false });
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
    registerMediaRoute(app, opened.storage);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves the file with its type, length and caching headers', async () => {
    const response = await get('/media/products/1/photo.png');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(BYTES);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '20',
      'cache-control': MEDIA_CACHE_CONTROL,
      'accept-ranges': 'bytes',
    });
    expect(response.headers.etag).toMatch(/"/);
    expect(Date.parse(String(response.headers['last-modified']))).not.toBeNaN();
  });

  it('answers 304 to a known tag or an unchanged date', async () => {
    const first = await get('/media/products/1/photo.png');
    const etag = String(first.headers.etag);
    expect((await get('/media/products/1/photo.png', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/media/products/1/photo.png', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const since = String(first.headers['last-modified']);
    expect((await get('/media/products/1/photo.png', { 'if-modified-since': since })).statusCode).toBe(304);
  });

  it('serves one byte range, refuses one past the end, and serves the whole file for a stale If-Range', async () => {
    const part = await get('/media/products/1/photo.png', { range: 'bytes=2-5' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers['content-range']).toBe('bytes 2-5/20');
    const tail = await get('/media/products/1/photo.png', { range: 'bytes=-3' });
    expect(tail.body).toBe('hij');
    const past = await get('/media/products/1/photo.png', { range: 'bytes=50-60' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */20');
    const stale = await get('/media/products/1/photo.png', { range: 'bytes=2-5', 'if-range': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload).toEqual(BYTES);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/media/products/1/photo.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe('20');
    expect(response.rawPayload.length).toBe(0);
  });

  it.each([
    '/media/products/1/missing.png',
    '/media/.render-cache.json',
    '/media/products/../.render-cache.json',
  ])('404 for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
