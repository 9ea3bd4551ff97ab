import { describe, expect, it, vi } from 'vitest';
import { action, loader } from './subscription-verified';

// The route reads only these parts of the load context and of its arguments, so the tests cast partial ones.
function contextWith(verifySubscription: (token: string) => Promise<unknown>) {
  return { tenant: 'store', store: {}, services: { forms: { verifySubscription } } } as never;
}

describe('/subscription-verified', () => {
  it('the emailed GET link confirms nothing (mail scanners follow it); it shows the confirm form', async () => {
    const verify = vi.fn(async () => ({ ok: true, value: { message: 'ok' } }));
    const answer = await loader({
      context: contextWith(verify),
      request: new Request('http://shop.localhost/subscription-verified/?token=abc'),
    } as never);
    expect(verify).not.toHaveBeenCalled();
    expect(answer).toEqual({ token: 'abc' });
  });

  it('the POST from the confirm button confirms the token', async () => {
    const verify = vi.fn(async () => ({ ok: true, value: { message: 'Subscription confirmed' } }));
    const request = new Request('http://shop.localhost/subscription-verified/', {
      method: 'POST',
      body: new URLSearchParams({ token: 'abc' }),
    });
    expect(await action({ context: contextWith(verify), request } as never)).toEqual({
      ok: true,
      message: 'Subscription confirmed',
    });
    expect(verify).toHaveBeenCalledWith('abc');
  });
});
