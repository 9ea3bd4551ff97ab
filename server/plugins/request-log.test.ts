import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase } from '../../domain/db/testing';
import { buildServer } from '../app';
import { loadConfig } from '../config';
import { RequestLogController, type RequestLogLevel, redactUrl } from './request-log';

const TOKEN = 'Zq3x9VtK1pL0mN8bR2cY7wE4sA6dF5gH0jJ3kQ1uI9o';
const HASH = '9f3c2b1a0e8d7c6b5a4f3e2d1c0b9a8f';

describe('redactUrl', () => {
  it.each([
    [`/sign-up/verify/?token=${TOKEN}`, '/sign-up/verify/?token=[redacted]'],
    [`/reset-password/?token=${TOKEN}&next=/`, '/reset-password/?token=[redacted]&next=/'],
    [`/receipt/${HASH}/`, '/receipt/[redacted]/'],
    [`/invoice/${HASH}/pdf`, '/invoice/[redacted]/pdf'],
    [`/omnis/v3/checkout/receipt/${HASH}/`, '/omnis/v3/checkout/receipt/[redacted]/'],
    [`/dashboard/stores/4/quotes/${HASH}/`, '/dashboard/stores/4/quotes/[redacted]/'],
    [`/basket/?recover=1&api_key=${TOKEN}`, '/basket/?recover=1&api_key=[redacted]'],
    ['/product/summit-tee/?utm_source=mail', '/product/summit-tee/?utm_source=mail'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('the request log', () => {
  let database: DatabaseHandle;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it('never holds a reset or verify token, an order hash, a cookie or an authorization header', async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      REQUEST_LOG_LEVEL: 'info',
      DATA_DIR: '/tmp/printfront-test-data',
    });
    const app = await buildServer({ config, database, logger: { level: 'info', stream } });
    const secrets = { cookie: `pf_session=${TOKEN}x`, authorization: `Bearer ${TOKEN}y` };
    for (const url of [
      `/sign-up/verify/?token=${TOKEN}`,
      `/reset-password/?token=${encodeURIComponent(TOKEN)}`,
      `/receipt/${HASH}/`,
      `/omnis/v3/checkout/receipt/${HASH}/`,
    ]) {
      await app.inject({ method: 'GET', url, headers: { host: 'nowhere.localhost', ...secrets } });
    }
    app.log.info({ headers: secrets }, 'a handler that logs headers');
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/sign-up/verify/?token=[redacted]');
    expect(log).toContain('/receipt/[redacted]/');
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain(HASH);
  });
});

async function linesLogged(level: RequestLogLevel): Promise<{ msg: string; level: number }[]> {
  const lines: { msg: string; level: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new RequestLogController(level) });
  app.get('/ok', async () => 'fine');
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.inject({ url: '/ok' });
  await app.inject({ url: '/broken' });
  await app.close();
  return lines;
}

describe('the request log level', () => {
  it('keeps ordinary requests out of an info-level log (the demo terminal), but never a failure', async () => {
    const lines = await linesLogged('debug');
    expect(
      lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed'),
    ).toEqual([]);
    expect(lines.filter((line) => line.msg === 'request failed')).toHaveLength(1);
  });

  it('writes one line per request at info when asked', async () => {
    const lines = await linesLogged('info');
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  });
});
