import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type RequestLogLevel, registerRequestLog } from './request-log';

async function linesLogged(
  level: RequestLogLevel,
  loggerLevel: string,
): Promise<{ msg: string; level: number }[]> {
  const lines: { msg: string; level: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: loggerLevel, stream }, disableRequestLogging: true });
  registerRequestLog(app, level);
  app.get('/ok', async () => 'fine');
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.inject({ url: '/ok' });
  await app.inject({ url: '/broken' });
  await app.close();
  return lines;
}

describe('the request log', () => {
  it('keeps ordinary requests out of an info-level log (the demo terminal)', async () => {
    const lines = await linesLogged('debug', 'info');
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([]);
    expect(lines.filter((line) => line.msg === 'request failed')).toHaveLength(1);
  });

  it('writes one line per request at info when asked', async () => {
    const lines = await linesLogged('info', 'info');
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
  });
});
