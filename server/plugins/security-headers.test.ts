import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildAsset, registerSecurityHeaders } from './security-headers';

describe('security headers on hashed build files', () => {
  const app = Fastify();

  beforeAll(async () => {
    await registerSecurityHeaders(app, { secure: true });
    app.get('/assets/entry-abc123.js', async (_request, reply) =>
      reply
        .header('content-type', 'application/javascript; charset=utf-8')
        .header('etag', 'W/"1-2"')
        .header('last-modified', 'Thu, 26 Nov 2026 14:39:05 GMT')
        .send('export {};'),
    );
    app.get('/assets/gone.js', async (_request, reply) =>
      reply.code(404).header('content-type', 'text/html; charset=utf-8').send('<p>Not found</p>'),
    );
    app.get('/page/', async (_request, reply) =>
      reply.header('content-type', 'text/html; charset=utf-8').send('<p>A page</p>'),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('leaves out the document-only policies and the validators, keeping nosniff and HSTS', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['strict-transport-security']).toBe('max-age=31536000');
    for (const name of [
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'permissions-policy',
      'content-security-policy',
      'etag',
      'last-modified',
    ]) {
      expect(script.headers[name], name).toBeUndefined();
    }
  });

  it('keeps every header on pages, and on a page answering for a missing build file', async () => {
    for (const url of ['/page/', '/assets/gone.js']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['x-frame-options'], url).toBe('DENY');
      expect(page.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(page.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(page.headers['permissions-policy'], url).toContain('camera=()');
      expect(page.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('tells a build file from everything else', () => {
    expect(isBuildAsset('/assets/index-x.css', 200, 'text/css; charset=utf-8')).toBe(true);
    expect(isBuildAsset('/assets/font.woff2', 206, 'font/woff2')).toBe(true);
    expect(isBuildAsset('/assets/x.js', 304, 'application/javascript')).toBe(false);
    expect(isBuildAsset('/assets/x.js', 404, 'text/html; charset=utf-8')).toBe(false);
    expect(isBuildAsset('/assets/x.html', 200, 'text/html')).toBe(false);
    expect(isBuildAsset('/favicon.ico', 200, 'image/x-icon')).toBe(false);
    expect(isBuildAsset('/assets/x.js', 200, undefined)).toBe(false);
  });
});
