import { invalid } from '../../core/errors';
import { ACCOUNT_MESSAGES } from './messages';

/** The captcha tokens the forms send: §7's v3/v2 pair on sign-up and login, `captchaToken` elsewhere. */
export interface CaptchaTokens {
  v3captchaToken?: string | undefined;
  v2captchaToken?: string | undefined;
  captchaToken?: string | undefined;
}

export type CaptchaAction =
  | 'sign-up'
  | 'login'
  | 'recovery-login'
  | 'quote'
  | 'newsletter'
  | 'email-for-later';

/** Checks captcha tokens server-side. Config chooses the provider (CAPTCHA_PROVIDER); the demo uses the test one. */
export interface CaptchaVerifier {
  verify(tokens: CaptchaTokens, context: { action: CaptchaAction; ip: string | null }): Promise<boolean>;
}

/** The one token the test provider refuses, so tests (and a curious demo visitor) can see a failure. */
export const TEST_CAPTCHA_BAD_TOKEN = 'captcha-test-fail';

/** The test provider: passes every request except one carrying TEST_CAPTCHA_BAD_TOKEN. Never calls out. */
export const testCaptcha: CaptchaVerifier = {
  verify: async (tokens) =>
    ![tokens.v3captchaToken, tokens.v2captchaToken, tokens.captchaToken].includes(TEST_CAPTCHA_BAD_TOKEN),
};

/** Captcha off, and captcha always failing: for tests of the callers. */
export const allowAllCaptcha: CaptchaVerifier = { verify: async () => true };
export const denyAllCaptcha: CaptchaVerifier = { verify: async () => false };

export interface SiteverifyProvider {
  /** The provider's siteverify endpoint. */
  url: string;
  secret: string;
  /** Test seam: the fetch to use (the global one by default). */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const TURNSTILE_SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
export const HCAPTCHA_SITEVERIFY = 'https://api.hcaptcha.com/siteverify';

/**
 * A real provider (Cloudflare Turnstile or hCaptcha: both take `secret`, `response` and `remoteip` as a
 * form post and answer `{ success }`). A missing token, a refusal, or a provider that cannot be reached
 * all fail closed.
 */
export function siteverifyCaptcha(provider: SiteverifyProvider): CaptchaVerifier {
  const call = provider.fetch ?? fetch;
  return {
    async verify(tokens, context) {
      const response = tokens.captchaToken ?? tokens.v2captchaToken ?? tokens.v3captchaToken;
      if (!response) return false;
      const body = new URLSearchParams({ secret: provider.secret, response });
      if (context.ip) body.set('remoteip', context.ip);
      try {
        const answer = await call(provider.url, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(provider.timeoutMs ?? 5_000),
        });
        if (!answer.ok) return false;
        const result = (await answer.json()) as { success?: unknown };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}

let configured: CaptchaVerifier = testCaptcha;

/** The process's verifier: set once at boot from the config (the test provider until then). */
export function configureCaptcha(verifier: CaptchaVerifier): void {
  configured = verifier;
}

export function configuredCaptcha(): CaptchaVerifier {
  return configured;
}

/** The captcha token of a form or JSON body that carries it next to its own fields. */
export function captchaTokenOf(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const record = input as Record<string, unknown>;
  const token = record.captchaToken ?? record['cf-turnstile-response'] ?? record['h-captcha-response'];
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** Throws 422 {captcha: ['Please confirm that you are not a robot and try again.']} when the tokens fail. */
export async function requireCaptcha(
  tokens: CaptchaTokens,
  context: { action: CaptchaAction; ip: string | null },
  verifier: CaptchaVerifier = configured,
): Promise<void> {
  if (!(await verifier.verify(tokens, context))) throw invalid({ captcha: [ACCOUNT_MESSAGES.captchaFailed] });
}
