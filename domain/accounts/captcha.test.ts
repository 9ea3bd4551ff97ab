import { describe, expect, it } from 'vitest';
import {
  requireCaptcha,
  siteverifyCaptcha,
  TEST_CAPTCHA_BAD_TOKEN,
  TURNSTILE_SITEVERIFY,
  testCaptcha,
} from './captcha';

const context = { action: 'sign-up' as const, ip: '192.0.2.1' };

describe('captcha providers', () => {
  it('the test provider refuses its known bad token with a clear message and passes the rest', async () => {
    await expect(
      requireCaptcha({ captchaToken: TEST_CAPTCHA_BAD_TOKEN }, context, testCaptcha),
    ).rejects.toMatchObject({
      kind: 'invalid',
      errors: { captcha: ['Please confirm that you are not a robot and try again.'] },
    });
    await expect(
      requireCaptcha({ v3captchaToken: TEST_CAPTCHA_BAD_TOKEN }, context, testCaptcha),
    ).rejects.toThrow();
    await expect(
      requireCaptcha({ captchaToken: 'anything-else' }, context, testCaptcha),
    ).resolves.toBeUndefined();
    await expect(requireCaptcha({}, context, testCaptcha)).resolves.toBeUndefined();
  });

  it('siteverify posts the secret, token and address, and fails closed', async () => {
    const calls: { url: string; body: string }[] = [];
    const answer = (success: unknown, status = 200) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        calls.push({ url: String(url), body: String(init?.body) });
        return new Response(JSON.stringify({ success }), { status });
      }) as typeof fetch;
    const provider = (fetch: typeof globalThis.fetch) =>
      siteverifyCaptcha({ url: TURNSTILE_SITEVERIFY, secret: 'shh', fetch });
    expect(await provider(answer(true)).verify({ captchaToken: 'tok' }, context)).toBe(true);
    expect(calls[0]).toEqual({
      url: TURNSTILE_SITEVERIFY,
      body: 'secret=shh&response=tok&remoteip=192.0.2.1',
    });
    expect(await provider(answer(false)).verify({ captchaToken: 'tok' }, context)).toBe(false);
    expect(await provider(answer(true, 500)).verify({ captchaToken: 'tok' }, context)).toBe(false);
    expect(await provider(answer(true)).verify({}, context)).toBe(false);
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await provider(unreachable).verify({ captchaToken: 'tok' }, context)).toBe(false);
  });
});
