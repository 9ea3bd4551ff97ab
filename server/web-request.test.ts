import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toWebRequest } from './web-request';

function fastifyPair(options: {
  method?: string;
  url?: string;
  headers: FastifyRequest['headers'];
  body?: unknown;
}) {
  const raw = Object.assign(new EventEmitter(), { writableFinished: false });
  const request = {
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    raw: { url: options.url ?? '/' },
  } as unknown as FastifyRequest;
  const reply = { raw } as unknown as FastifyReply;
  return { request, reply, raw };
}

describe('toWebRequest', () => {
  it('carries the URL, every header (repeated ones joined) and nothing undefined', () => {
    const { request, reply } = fastifyPair({
      url: '/collection/t-shirts/?sort=new-in',
      headers: {
        host: 'demo.localhost:3000',
        cookie: 'pf_visitor=abc; XSRF-TOKEN=x',
        'cache-control': 'no-cache',
        'x-forwarded-for': ['10.0.0.1', '10.0.0.2'],
        'x-absent': undefined,
      },
    });
    const web = toWebRequest(request, reply, 'https');
    expect(web.url).toBe('https://demo.localhost:3000/collection/t-shirts/?sort=new-in');
    expect(web.method).toBe('GET');
    expect(web.headers.get('cookie')).toBe('pf_visitor=abc; XSRF-TOKEN=x');
    expect(web.headers.get('cache-control')).toBe('no-cache');
    expect(web.headers.get('x-forwarded-for')).toBe('10.0.0.1, 10.0.0.2');
    expect(web.headers.has('x-absent')).toBe(false);
  });

  it('gives a form post its buffered body', async () => {
    const { request, reply } = fastifyPair({
      method: 'POST',
      headers: { host: 'demo.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from('intent=add&size=M'),
    });
    const web = toWebRequest(request, reply, 'http');
    expect(await web.text()).toBe('intent=add&size=M');
  });

  it('aborts when the connection closes before the answer was written, not after', () => {
    const early = fastifyPair({ headers: { host: 'demo.localhost' } });
    const aborted = toWebRequest(early.request, early.reply, 'http');
    early.raw.emit('close');
    expect(aborted.signal.aborted).toBe(true);

    const done = fastifyPair({ headers: { host: 'demo.localhost' } });
    const finished = toWebRequest(done.request, done.reply, 'http');
    done.raw.writableFinished = true;
    done.raw.emit('close');
    expect(finished.signal.aborted).toBe(false);
  });
});
