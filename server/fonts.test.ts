import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFontRoutes } from './fonts';

describe('the font routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerFontRoutes(app);
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers @font-face rules for the weights asked for, latin subsets, with our URLs and font-display', async () => {
    const response = await app.inject({
      url: '/fonts/playfair-display.css?weights=400,700,650&display=block',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    const css = response.body;
    const faces = css.match(/@font-face/g) ?? [];
    // 400 and 700 (650 does not exist), upright and italic, latin and latin-ext.
    expect(faces).toHaveLength(8);
    expect(css).toContain("font-family: 'Playfair Display'");
    expect(css).toContain('font-display: block;');
    expect(css).toContain('url(/fonts/files/playfair-display/playfair-display-latin-700-italic.woff2)');
    expect(css).not.toContain('./files/');
    expect(css).not.toContain('cyrillic');
    expect(css).toContain('unicode-range');
  });

  it('defaults to swap and to the default weight when none fits', async () => {
    const css = (await app.inject({ url: '/fonts/bebas-neue.css?weights=900' })).body;
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain('font-display: swap;');
    expect(css).toContain('bebas-neue-latin-400-normal.woff2');
  });

  it('serves the face files for a year', async () => {
    const response = await app.inject({ url: '/fonts/files/lato/lato-latin-400-normal.woff2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('wOF2');
  });

  it.each([
    '/fonts/comic-sans.css',
    '/fonts/lato.txt',
    '/fonts/files/lato/..%2f..%2fpackage.json',
    '/fonts/files/lato/roboto-latin-400-normal.woff2',
    '/fonts/files/lato/lato-latin-450-normal.woff2',
    '/fonts/files/evil/evil-latin-400-normal.woff2',
  ])('answers 404 for %s', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
  });
});
