import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { TRANSPORT_MESSAGES } from '../../core/errors';
import { registerRequestTimeout } from './request-timeout';

describe('registerRequestTimeout', () => {
  it('answers 503 with a message when a handler runs past the limit', async () => {
    const app = Fastify();
    registerRequestTimeout(app, 50);
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { done: true };
    });
    app.get('/fast', async () => ({ done: true }));
    const slow = await app.inject({ method: 'GET', url: '/slow' });
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({ message: TRANSPORT_MESSAGES.requestTimeout });
    const fast = await app.inject({ method: 'GET', url: '/fast' });
    expect(fast.statusCode).toBe(200);
    await app.close();
  });
});
