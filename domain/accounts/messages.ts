import { messages as validation } from '../../core/validation';

/** What the account screens and calls say. §5 validation messages come from core/validation, verbatim. */
export const ACCOUNT_MESSAGES = {
  badCredentials: 'These credentials do not match our records.',
  invalidTwoFactorCode: validation.twoFactorCode,
  invalidRecoveryCode: validation.recoveryCode,
  signedUp: 'Thanks for signing up! Please check your email for a link to verify your account.',
  resetRequested: 'If that email is registered, we have sent a reset link.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  passwordConfirmation: 'The password confirmation does not match.',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  invalidVerificationToken: 'This verification link is invalid or has expired.',
  verificationSent: 'We have sent you a new verification link.',
  emailVerified: 'Thank you, your email address is verified.',
  eulaSigned: 'Thank you for accepting the terms.',
  loggedOut: 'You have been logged out.',
  notLoggedIn: 'Please log in to continue.',
  captchaFailed: 'Please confirm that you are not a robot and try again.',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled.',
  twoFactorNotStarted: 'Please start two-factor authentication setup first.',
  twoFactorNotEnabled: 'Two-factor authentication is not enabled.',
  twoFactorDisabled: 'Two-factor authentication is now off.',
  wrongPassword: 'The password is incorrect.',
  permissionRequestSubmitted: 'Permission request successfully submitted',
  permissionDenied: 'Permission denied',
  userNotFound: 'User not found',
  wrongStorePassword: 'That password is not right. Please try again.',
  loginChallengeExpired: 'Your sign-in took too long. Please log in again.',
} as const;

/** §2 rate limiting: 'Too many login attempts. Please try again in N minutes.' */
export function tooManyAttempts(minutes: number): string {
  const whole = Math.max(1, Math.ceil(minutes));
  return `Too many login attempts. Please try again in ${whole} ${whole === 1 ? 'minute' : 'minutes'}.`;
}
