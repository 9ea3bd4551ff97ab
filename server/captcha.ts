import {
  type CaptchaVerifier,
  HCAPTCHA_SITEVERIFY,
  siteverifyCaptcha,
  TURNSTILE_SITEVERIFY,
  testCaptcha,
} from '../domain/accounts';
import type { Config } from './config';

/** The captcha verifier the config chooses: the test provider, or Turnstile or hCaptcha's siteverify. */
export function captchaVerifierFor(captcha: Config['captcha']): CaptchaVerifier {
  if (captcha.provider === 'test') return testCaptcha;
  const url = captcha.provider === 'turnstile' ? TURNSTILE_SITEVERIFY : HCAPTCHA_SITEVERIFY;
  return siteverifyCaptcha({ url, secret: captcha.secret });
}
