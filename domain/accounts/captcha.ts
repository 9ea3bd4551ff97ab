/** The captcha tokens the sign-up and login forms send (§7). */
export interface CaptchaTokens {
  v3captchaToken?: string | undefined;
  v2captchaToken?: string | undefined;
}

export type CaptchaAction = 'sign-up' | 'login' | 'recovery-login';

/**
 * Checks captcha tokens. Pluggable: the demo uses `allowAllCaptcha` (captcha off); a deployment plugs in
 * a verifier that asks its captcha provider; tests use `denyAllCaptcha`.
 */
export interface CaptchaVerifier {
  verify(tokens: CaptchaTokens, context: { action: CaptchaAction; ip: string | null }): Promise<boolean>;
}

export const allowAllCaptcha: CaptchaVerifier = { verify: async () => true };
export const denyAllCaptcha: CaptchaVerifier = { verify: async () => false };
