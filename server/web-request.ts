import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The path of a request's URL, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** React Router's data requests end in .data; any other request its loaders answer is for a document. */
export const isDataRequestPath = (path: string): boolean => path.endsWith('.data');

/** Builds a Web Request from Fastify's request, with the body its scope has read (within the body limit). */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply, scheme: string): Request {
  const host = request.headers.host ?? 'localhost';
  const url = new URL(request.raw.url ?? '/', `${scheme}://${host}`);
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  // Handed over as pairs, the Request fills its headers once, instead of copying a Headers object that was
  // itself filled one header at a time.
  const headers: [string, string][] = [];
  for (const name in request.headers) {
    const value = request.headers[name];
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.push([name, item]);
    else headers.push([name, value]);
  }
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body)) {
    init.body = new Uint8Array(request.body);
  }
  return new Request(url, init);
}

/**
 * Sends a Web Response through Fastify, keeping every Set-Cookie header; `body`, when given, is the response's
 * body already read whole, sent in one write.
 */
export async function sendWebResponse(
  reply: FastifyReply,
  response: { status: number; headers: Headers; body: ReadableStream<Uint8Array> | null },
  body?: Buffer,
): Promise<void> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) {
    const existing = reply.getHeader('set-cookie');
    const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
    reply.header('set-cookie', [...before, ...cookies]);
  }
  if (body) {
    await reply.send(body);
    return;
  }
  if (!response.body) {
    await reply.send();
    return;
  }
  await reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
