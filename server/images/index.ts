import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createLimiter, QueueFullError } from '../../core/concurrency';
import { TRANSPORT_MESSAGES } from '../../core/errors';
import type { NormalisedTransform } from '../../core/images';
import type { MediaStorage } from '../../domain/storage';
import { RenderCache } from './cache';
import { parseImageQuery, snapTransform } from './query';
import {
  boundImageMemory,
  CONTENT_TYPES,
  DEFAULT_MAX_INPUT_PIXELS,
  EXTENSIONS,
  RENDER_VERSION,
  renderImage,
  UnreadableImageError,
} from './render';
import { createMediaResolver, type MediaSource } from './resolve';

export interface ImageRouteOptions {
  /** Where the originals named by '/images/...' paths are read from. */
  media: MediaStorage;
  /** Directory for rendered images (created on first write): derived data, kept per machine. */
  cacheDir: string;
  /** Renders running at once (each also uses libvips' own threads). Default 2. */
  concurrency?: number;
  /** Renders allowed to wait for a slot; beyond that the request gets 503. Default 200. */
  maxQueue?: number;
  /** Sources with more pixels are refused. Default 50 million. */
  maxInputPixels?: number;
}

export const IMAGE_NOT_FOUND = 'Image not found';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

function hash(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

function sourceIdentity(source: MediaSource): unknown[] {
  return [source.relative, source.info.size, source.info.lastModified.getTime()];
}

function cacheKey(source: MediaSource, t: NormalisedTransform): string {
  return hash([
    RENDER_VERSION,
    ...sourceIdentity(source),
    t.width ?? 0,
    t.height ?? 0,
    t.zoom,
    t.focusX,
    t.focusY,
    t.format,
  ]);
}

/** True when an If-None-Match header names `etag` (weak or strong) or is '*'. */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const values = (Array.isArray(header) ? header.join(',') : header).split(',');
  return values.some((value) => {
    const tag = value.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

function notFound(reply: FastifyReply) {
  return reply.code(404).header('Cache-Control', 'no-store').send({ message: IMAGE_NOT_FOUND });
}

/**
 * GET /images/* — a media file resized, cropped and re-encoded on demand (see core/images imageUrl for the
 * query). Results are cached on disk and served as immutable; SVG files are served as they are.
 */
export function registerImageRoutes(app: FastifyInstance, options: ImageRouteOptions): void {
  boundImageMemory();
  const resolve = createMediaResolver(options.media);
  const limiter = createLimiter(Math.max(1, options.concurrency ?? 2), Math.max(0, options.maxQueue ?? 200));
  const cache = new RenderCache(options.cacheDir, (error) =>
    app.log.warn({ err: error }, 'could not write an image to the cache'),
  );
  const maxInputPixels = options.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS;

  app.get(
    '/images/*',
    {
      // Public, immutable responses must not carry the session cookies other hooks add.
      onSend: async (_request, reply, payload) => {
        reply.removeHeader('Set-Cookie');
        return payload;
      },
    },
    async (request, reply) => {
      const relative = (request.params as Record<string, string | undefined>)['*'] ?? '';
      const source = await resolve(relative);
      if (!source) return notFound(reply);

      if (source.kind === 'svg') {
        const caching = {
          'Cache-Control': IMMUTABLE,
          ETag: `"${hash(sourceIdentity(source)).slice(0, 32)}"`,
        };
        if (matchesEtag(request.headers['if-none-match'], caching.ETag)) {
          return reply.code(304).headers(caching).send();
        }
        const data = await options.media.get(source.relative).catch(() => null);
        if (!data) return notFound(reply);
        return reply
          .headers(caching)
          .type('image/svg+xml')
          .header('Content-Security-Policy', SVG_CSP)
          .send(data);
      }

      const transform = snapTransform(parseImageQuery(request.query));
      const key = cacheKey(source, transform);
      const caching = { 'Cache-Control': IMMUTABLE, ETag: `"${key.slice(0, 32)}"` };
      if (matchesEtag(request.headers['if-none-match'], caching.ETag)) {
        return reply.code(304).headers(caching).send();
      }
      try {
        const result = await cache.get(key, EXTENSIONS[transform.format], () =>
          limiter.run(async () => {
            const original = await options.media.get(source.relative);
            if (!original) throw new UnreadableImageError('the original is gone');
            return renderImage(original, transform, { maxInputPixels });
          }),
        );
        return reply
          .headers(caching)
          .type(CONTENT_TYPES[transform.format])
          .header('X-Image-Cache', result.status)
          .send(result.data);
      } catch (error) {
        if (error instanceof QueueFullError) {
          reply.header('Cache-Control', 'no-store').header('Retry-After', '5');
          return reply.code(503).send({ message: TRANSPORT_MESSAGES.tooManyRequests });
        }
        if (error instanceof UnreadableImageError) {
          request.log.warn({ err: error, path: source.relative }, 'image could not be rendered');
          return notFound(reply);
        }
        throw error;
      }
    },
  );
}
