import { describe, expect, it, vi } from 'vitest';
import { answerOf, expectNotFound, formPost } from '../forms/testing';
import { action, loader } from './subscription-verified';

// The route reads only these parts of the load context and of its arguments, so the tests cast partial ones.
function contextWith(verifySubscription: (token: string) => Promise<unknown>, tenant = 'store') {
  return {
    tenant,
    store: tenant === 'unknown' ? null : {},
    services: { forms: { verifySubscription } },
  } as never;
}

const post = (fields: Record<string, string>) =>
  formPost('http://shop.localhost/subscription-verified/', fields);
const EXPIRED = 'This link has expired or was already used. Please subscribe again.';

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
    expect(await action({ context: contextWith(verify), request: post({ token: 'abc' }) } as never)).toEqual({
      ok: true,
      message: 'Subscription confirmed',
    });
    expect(verify).toHaveBeenCalledWith('abc');
  });

  it('a POST without its token is an expired link (422), and confirms nothing', async () => {
    const verify = vi.fn();
    const { body, status } = answerOf(
      await action({ context: contextWith(verify), request: post({ token: '  ' }) } as never),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ ok: false, errors: { token: [EXPIRED] } });
    const missing = answerOf(await action({ context: contextWith(verify), request: post({}) } as never));
    expect(missing.body).toMatchObject({ ok: false, errors: { token: [EXPIRED] } });
    expect(verify).not.toHaveBeenCalled();
  });

  it("a token another store's link carried is refused like an expired one", async () => {
    const verify = vi.fn(async () => ({
      ok: false,
      status: 422,
      message: EXPIRED,
      errors: { token: [EXPIRED] },
    }));
    const { body, status } = answerOf(
      await action({ context: contextWith(verify), request: post({ token: 'elsewhere' }) } as never),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ ok: false, errors: { token: [EXPIRED] } });
  });

  it('is not found on an unknown host', async () => {
    await expectNotFound(
      action({ context: contextWith(vi.fn(), 'unknown'), request: post({ token: 'abc' }) } as never),
    );
  });
});
