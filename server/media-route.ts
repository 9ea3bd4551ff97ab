import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rangeParser from 'range-parser';
import {
  type MediaByteRange,
  type MediaObjectInfo,
  type MediaStorage,
  publicMediaKeySegments,
} from '../domain/storage';
import { matchesEtag } from './images';

/** Media keys are content-addressed or rewritten under new names: a week, never revalidated meanwhile. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=604800, immutable';

function cachingHeaders(info: MediaObjectInfo) {
  return {
    'Cache-Control': MEDIA_CACHE_CONTROL,
    ETag: info.etag,
    'Last-Modified': info.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
  };
}

/** If-None-Match first (any tag, weak or strong), else If-Modified-Since at a second's precision. */
function notModified(request: FastifyRequest, info: MediaObjectInfo): boolean {
  const tags = request.headers['if-none-match'];
  if (tags) return matchesEtag(tags, info.etag.replace(/^W\//, ''));
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

/** The one range asked for; null for the whole file (no Range, a stale If-Range, several ranges). */
function requestedRange(
  request: FastifyRequest,
  info: MediaObjectInfo,
): MediaByteRange | null | 'unsatisfiable' {
  const header = request.headers.range;
  if (!header) return null;
  const condition = String(request.headers['if-range'] ?? '');
  if (condition) {
    const current = condition.startsWith('"')
      ? condition === info.etag
      : Date.parse(condition) >= Math.floor(info.lastModified.getTime() / 1000) * 1000;
    if (!current) return null;
  }
  const ranges = rangeParser(info.size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : null;
}

async function serve(media: MediaStorage, key: string, request: FastifyRequest, reply: FastifyReply) {
  const info = await media.head(key);
  if (!info) return reply.callNotFound();
  reply.headers(cachingHeaders(info));
  if (notModified(request, info)) return reply.code(304).send();
  const range = requestedRange(request, info);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('Content-Range', `bytes */${info.size}`).send();
  }
  reply.type(info.contentType);
  if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  reply.header('Content-Length', range ? range.end - range.start + 1 : info.size);
  if (request.method === 'HEAD') return reply.send();
  const streamed = await media.stream(key, range ?? undefined);
  if (!streamed) return reply.callNotFound();
  return reply.send(streamed.body);
}

/**
 * GET and HEAD /media/{key}: a stored file as it is, from whichever storage holds media, with the caching
 * headers, conditional answers and single byte ranges static file serving gave. Hidden or malformed keys
 * and missing files are the usual 404.
 */
export function registerMediaRoute(app: FastifyInstance, media: MediaStorage): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    handler: (request, reply) => {
      const key = (request.params as Record<string, string | undefined>)['*'] ?? '';
      if (!publicMediaKeySegments(key)) return reply.callNotFound();
      return serve(media, key, request, reply);
    },
  });
}
