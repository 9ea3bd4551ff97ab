import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrl } from '../../core/images';
import { LocalMediaStorage } from '../../domain/storage';
import { IMAGE_NOT_FOUND, IMMUTABLE, registerImageRoutes, SVG_CSP } from './index';

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

let root: string;
let mediaDir: string;
let cacheDir: string;
let app: FastifyInstance;

async function solid(width: number, height: number, background: typeof RED) {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i] ?? -1, data[i + 1] ?? -1, data[i + 2] ?? -1];
}

const isRed = ([r, g, b]: number[]) => (r ?? 0) > 200 && (g ?? 255) < 60 && (b ?? 255) < 60;
const isBlue = ([r, g, b]: number[]) => (r ?? 255) < 60 && (g ?? 255) < 60 && (b ?? 0) > 200;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'printfront-images-'));
  mediaDir = path.join(root, 'media');
  cacheDir = path.join(root, 'cache', 'images');
  await mkdir(path.join(mediaDir, 'products', 'demo'), { recursive: true });
  await mkdir(path.join(mediaDir, 'collections', 'demo'), { recursive: true });
  await mkdir(path.join(mediaDir, 'logos'), { recursive: true });
  // 1000x1000: a red frame 250 px wide around a blue 500x500 centre.
  await sharp({ create: { width: 1000, height: 1000, channels: 3, background: RED } })
    .composite([{ input: await solid(500, 500, BLUE), left: 250, top: 250 }])
    .webp({ lossless: true })
    .toFile(path.join(mediaDir, 'products', 'demo', 'square.webp'));
  // 1920x768: red left half, blue right half.
  await sharp({ create: { width: 1920, height: 768, channels: 3, background: RED } })
    .composite([{ input: await solid(960, 768, BLUE), left: 960, top: 0 }])
    .png()
    .toFile(path.join(mediaDir, 'collections', 'demo', 'banner.png'));
  await writeFile(path.join(mediaDir, 'logos', 'demo.svg'), SVG);
  await writeFile(path.join(mediaDir, 'broken.png'), 'not an image at all');
  await writeFile(path.join(mediaDir, 'notes.txt'), 'hello');
  await writeFile(path.join(mediaDir, '.hidden.png'), await solid(20, 20, RED));
  await writeFile(path.join(root, 'secret.png'), await solid(20, 20, RED));
  await writeFile(path.join(root, 'secret'), 'top secret');
  await symlink(path.join(root, 'secret.png'), path.join(mediaDir, 'link.png'));

  app = Fastify({ logger: false });
  await app.register(cookie);
  app.addHook('onRequest', async (_request, reply) => {
    reply.setCookie('pf_visitor', 'abc', { path: '/' });
  });
  registerImageRoutes(app, { media: new LocalMediaStorage(mediaDir), cacheDir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('GET /images/*', () => {
  it.each([
    ['/images/products/demo/square.webp', 'webp', 'image/webp', 1000, 1000],
    ['/images/products/demo/square.webp?w=480', 'webp', 'image/webp', 480, 480],
    ['/images/products/demo/square.webp?w=300&h=200&f=jpeg', 'jpeg', 'image/jpeg', 384, 257],
    ['/images/products/demo/square.webp?h=100&f=png', 'png', 'image/png', 128, 128],
    ['/images/products/demo/square.webp?w=64&f=avif', 'heif', 'image/avif', 64, 64],
    ['/images/collections/demo/banner.png?w=960', 'webp', 'image/webp', 960, 384],
    ['/images/collections/demo/banner.png?w=400&h=400', 'webp', 'image/webp', 480, 480],
    // Never enlarged: the output shrinks to fit the region, keeping the asked-for aspect ratio.
    ['/images/products/demo/square.webp?w=2000', 'webp', 'image/webp', 1000, 1000],
    ['/images/products/demo/square.webp?w=2000&h=1000', 'webp', 'image/webp', 1000, 500],
    ['/images/products/demo/square.webp?z=2', 'webp', 'image/webp', 500, 500],
  ])('%s → %s %s %dx%d', async (url, format, contentType, width, height) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, width, height]);
    expect(meta.exif).toBeUndefined();
  });

  it('serves what imageUrl asks for', async () => {
    const url = imageUrl('/media/collections/demo/banner.png', { width: 480, height: 192, format: 'jpeg' });
    const meta = await sharp((await get(url)).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 192]);
  });

  it('moves the crop with the focal point', async () => {
    const left = await get('/images/collections/demo/banner.png?w=100&h=100&fx=0');
    const right = await get('/images/collections/demo/banner.png?w=100&h=100&fx=1');
    const centre = await get('/images/collections/demo/banner.png?w=100&h=100');
    for (const [x, y] of [
      [2, 2],
      [50, 50],
      [97, 97],
    ] as const) {
      expect(isRed(await pixel(left.rawPayload, x, y))).toBe(true);
      expect(isBlue(await pixel(right.rawPayload, x, y))).toBe(true);
    }
    expect(isRed(await pixel(centre.rawPayload, 10, 50))).toBe(true);
    expect(isBlue(await pixel(centre.rawPayload, 90, 50))).toBe(true);
  });

  it('zoom 2 halves the field of view around the focal point', async () => {
    const whole = await get('/images/products/demo/square.webp?w=200');
    const zoomed = await get('/images/products/demo/square.webp?w=200&z=2');
    expect(isRed(await pixel(whole.rawPayload, 5, 5))).toBe(true);
    expect(isBlue(await pixel(whole.rawPayload, 100, 100))).toBe(true);
    for (const [x, y] of [
      [2, 2],
      [197, 2],
      [2, 197],
      [197, 197],
    ] as const) {
      expect(isBlue(await pixel(zoomed.rawPayload, x, y))).toBe(true);
    }
    // Zoomed into the top-left corner, the view is the red frame plus a quarter of the blue centre.
    const corner = await get('/images/products/demo/square.webp?w=200&z=2&fx=0&fy=0');
    expect(isRed(await pixel(corner.rawPayload, 50, 50))).toBe(true);
    expect(isBlue(await pixel(corner.rawPayload, 150, 150))).toBe(true);
  });

  it('caches renders on disk and serves them again', async () => {
    const url = '/images/products/demo/square.webp?w=333&fy=0.25';
    const first = await get(url);
    expect(first.headers['x-image-cache']).toBe('miss');
    const files = await listFiles(cacheDir);
    const cached = files.filter((file) => file.endsWith('.webp'));
    expect(cached.length).toBeGreaterThan(0);
    const started = performance.now();
    const second = await get(url);
    const elapsed = performance.now() - started;
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(elapsed).toBeLessThan(500);
    const onDisk = await Promise.all(cached.map((file) => readFile(file)));
    expect(onDisk.some((data) => data.equals(first.rawPayload))).toBe(true);
    expect((await listFiles(cacheDir)).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('serves odd sizes at the next served size, from one file', async () => {
    const before = (await listFiles(cacheDir)).length;
    const answers = [];
    for (const query of ['w=257', 'w=300', 'w=333&fx=0.501', 'w=383&z=1.04', 'w=384']) {
      answers.push(await get(`/images/collections/demo/banner.png?${query}`));
    }
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    const meta = await sharp(answers[0]?.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([384, 154]);
    expect((await listFiles(cacheDir)).length).toBe(before + 1);
    // A height with the width keeps the aspect ratio; a lone height snaps like a width.
    const cropped = await get('/images/collections/demo/banner.png?w=500&h=251');
    expect(await sharp(cropped.rawPayload).metadata()).toMatchObject({ width: 640, height: 320 });
    const tall = await get('/images/collections/demo/banner.png?h=200');
    expect((await sharp(tall.rawPayload).metadata()).height).toBe(256);
  });

  it('renders concurrent identical requests once', async () => {
    const url = '/images/collections/demo/banner.png?w=777&f=jpeg';
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    const statuses = responses.map((response) => response.headers['x-image-cache']);
    expect(statuses.filter((status) => status === 'miss')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'shared')).toHaveLength(5);
    const [first] = responses;
    for (const response of responses)
      expect(response.rawPayload.equals(first?.rawPayload ?? Buffer.alloc(0)));
  });

  it('sends caching headers and answers If-None-Match with 304', async () => {
    const url = '/images/products/demo/square.webp?w=128';
    const response = await get(url);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect((await get('/images/products/demo/square.webp?w=129', { 'if-none-match': etag })).statusCode).toBe(
      200,
    );
  });

  it('does not pass session cookies on image responses', async () => {
    const response = await get('/images/products/demo/square.webp?w=64');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    '/images/../secret.png',
    '/images/../secret',
    '/images/%2e%2e/secret.png',
    '/images/%2E%2E/secret',
    '/images/..%2fsecret.png',
    '/images/products/..%2f..%2fsecret.png',
    '/images/..%5csecret.png',
    '/images/products%5c..%5c..%5csecret.png',
    '/images/%5c..%5csecret.png',
    '/images//etc/passwd',
    '/images/%2fetc%2fpasswd',
    '/images/products/demo/square.webp%00.png',
    '/images/link.png',
    '/images/.hidden.png',
  ])('refuses %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/^image\//);
  });

  it('refuses traversal sent verbatim over HTTP (no client-side URL normalisation)', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const raw = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
        );
        let data = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk) => {
          data += chunk;
        });
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
    for (const target of [
      '/images/../secret.png',
      '/images/../secret',
      '/images/%2e%2e/secret.png',
      '/images/products/../../secret.png',
      '/images/products/demo/../../../secret.png',
      '/images/..\\secret.png',
      '/images/.%2e/secret.png',
    ]) {
      const response = await raw(target);
      expect(response.split('\r\n')[0], target).toBe('HTTP/1.1 404 Not Found');
      expect(response.endsWith(JSON.stringify({ message: IMAGE_NOT_FOUND })), target).toBe(true);
    }
    // A legitimate path still works over the same transport.
    expect((await raw('/images/products/demo/square.webp?w=32')).split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });

  it('answers 404 for what is not an image in the media directory', async () => {
    for (const url of [
      '/images/products/demo/missing.webp',
      '/images/notes.txt',
      '/images/products',
      '/images/products/demo',
      '/images/',
      '/images/broken.png?w=100',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: IMAGE_NOT_FOUND });
    }
  });

  it('ignores malformed parameters', async () => {
    for (const query of [
      'w=abc&h=-5&z=foo&fx=NaN&fy=1e3&f=gif',
      'w=12.5&h=0x10&z=&fx=-1',
      'w=100&w=200&f=webp&f=png',
      'w=%00&f[x]=1',
    ]) {
      const response = await get(`/images/products/demo/square.webp?${query}`);
      expect(response.statusCode, query).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], query).toEqual(['webp', 1000, 1000]);
    }
  });

  it('caps oversize dimensions at 2400', async () => {
    const huge = await get('/images/collections/demo/banner.png?w=99999');
    const capped = await get('/images/collections/demo/banner.png?w=2400');
    expect(huge.statusCode).toBe(200);
    expect(huge.headers.etag).toBe(capped.headers.etag);
    const meta = await sharp(huge.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 768]);
    const tiny = await get('/images/collections/demo/banner.png?w=1');
    expect((await sharp(tiny.rawPayload).metadata()).width).toBe(16);
  });

  it('serves SVG as it is, with a restrictive CSP', async () => {
    const response = await get('/images/logos/demo.svg?w=100&f=png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe(SVG_CSP);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(SVG);
    const etag = String(response.headers.etag);
    expect((await get('/images/logos/demo.svg', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers HEAD', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/images/products/demo/square.webp?w=480' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });
});

describe('image route limits', () => {
  it('refuses sources above the pixel limit', async () => {
    const small = Fastify({ logger: false });
    registerImageRoutes(small, {
      media: new LocalMediaStorage(mediaDir),
      cacheDir: path.join(root, 'cache', 'small'),
      maxInputPixels: 500_000,
    });
    const response = await small.inject({ method: 'GET', url: '/images/products/demo/square.webp?w=100' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: IMAGE_NOT_FOUND });
    await small.close();
  });

  it('answers 503 when the render queue is full', async () => {
    const busy = Fastify({ logger: false });
    registerImageRoutes(busy, {
      media: new LocalMediaStorage(mediaDir),
      cacheDir: path.join(root, 'cache', 'busy'),
      concurrency: 1,
      maxQueue: 0,
    });
    const responses = await Promise.all(
      [101, 300, 700].map((w) =>
        busy.inject({ method: 'GET', url: `/images/collections/demo/banner.png?w=${w}` }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect(codes).toContain(503);
    const refused = responses.find((response) => response.statusCode === 503);
    expect(refused?.headers['retry-after']).toBe('5');
    await busy.close();
  });
});
