import { z } from 'zod';
import {
  messages,
  zEmail,
  zPassword,
  zRecoveryCode,
  zRequiredString,
  zRule,
  zTwoFactorCode,
} from '../../core/validation';

/** New passwords: §5's rule (no leading or trailing spaces), 12 to 128 characters (ASVS 2.1.1, 2.1.2). */
export const NEW_PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const newPasswordSchema = () =>
  zPassword().check(zRule('min_length', NEW_PASSWORD_MIN_LENGTH), zRule('max_length', PASSWORD_MAX_LENGTH));

/** A password being checked: §5's rule, and short enough to hash. */
const existingPasswordSchema = () => zPassword().check(zRule('max_length', PASSWORD_MAX_LENGTH));

/** Email: §5's rule, compared case-insensitively. */
const emailSchema = () => zEmail().transform((value) => value.trim().toLowerCase());

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const captchaToken = z.preprocess(blankToUndefined, z.string().max(4096).optional());

/** 0/1 flags as the forms send them ('0', '1', 0, 1 or booleans). */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'Must be 0 or 1',
  })
  .optional()
  .transform((value) => value === true || value === 1 || value === '1');

export const signUpSchema = z.object({
  email: emailSchema(),
  password: newPasswordSchema(),
  v3captchaToken: captchaToken,
  v2captchaToken: captchaToken,
  should_have_store: flag,
  dashboard_access: flag,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const loginSchema = z.object({
  email: emailSchema(),
  password: existingPasswordSchema(),
  v3captchaToken: captchaToken,
  v2captchaToken: captchaToken,
  /** '123456' or '123 456' (§5); absent until the account asks for it. */
  twoFactorAuthCode: z.preprocess(blankToUndefined, zTwoFactorCode().optional()),
  /** An optional bearer token some clients send; not used for cookie sessions. */
  token: z.preprocess(blankToUndefined, z.string().max(4096).optional()),
});
export type LoginInput = z.input<typeof loginSchema>;

export const recoveryLoginSchema = z.object({
  email: emailSchema(),
  password: existingPasswordSchema(),
  v3captchaToken: captchaToken,
  v2captchaToken: captchaToken,
  recoveryCode: zRecoveryCode(),
});
export type RecoveryLoginInput = z.input<typeof recoveryLoginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const tokenSchema = () => zRequiredString().check(zRule('max_length', 256));

export const resetPasswordSchema = z.object({
  token: tokenSchema(),
  password: newPasswordSchema(),
  password_confirmation: z.string({ error: messages.required }).max(PASSWORD_MAX_LENGTH * 2),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.object({ token: tokenSchema() });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

export const twoFactorCodeSchema = z.object({ code: zTwoFactorCode() });
/** The second step of a two-factor form login: the code. */
export const twoFactorStepSchema = z.object({ twoFactorAuthCode: zTwoFactorCode() });
export const confirmPasswordSchema = z.object({ password: existingPasswordSchema() });

/** A comma-separated list of permission names in a path, e.g. 'orders.refund,users.mute'. */
export const permissionListSchema = z
  .string({ error: messages.required })
  .transform((value) =>
    value
      .split(',')
      .map((permission) => permission.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .max(100)
          .regex(/^[a-z0-9_*.-]+$/i, 'Invalid permission name'),
      )
      .min(1, messages.required)
      .max(20, 'Must name no more than 20 permissions'),
  );

export const permissionRequestSchema = z.object({
  permissions: permissionListSchema,
  reason: zRequiredString().check(zRule('max_length', 2000)),
});
export type PermissionRequestInput = z.input<typeof permissionRequestSchema>;

export const storePasswordSchema = z.object({ password: zRequiredString().check(zRule('max_length', 256)) });
