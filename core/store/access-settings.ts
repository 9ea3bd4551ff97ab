import { z } from 'zod';
import { zPassword, zRule } from '../validation';
import { maxLength, required } from '../validation/messages';

/**
 * The owner's settings that decide who may visit a store (§2 store visit): its password and its
 * coming-soon countdown. One schema per form, shared by the settings page and its action.
 */

export const STORE_PASSWORD_MIN_LENGTH = 8;
export const STORE_PASSWORD_MAX_LENGTH = 128;
export const COMING_SOON_HEADING_MAX_LENGTH = 100;
export const LAUNCH_IN_PAST_MESSAGE = 'The launch must be in the future';
export const LAUNCH_DATE_MESSAGE = 'Please enter a date and time';

/** A store password: §5's password rule (no spaces around it), 8 to 128 characters. */
export const storePasswordSettingSchema = z.object({
  password: zPassword().check(
    zRule('min_length', STORE_PASSWORD_MIN_LENGTH),
    zRule('max_length', STORE_PASSWORD_MAX_LENGTH),
  ),
});
export type StorePasswordSetting = z.output<typeof storePasswordSettingSchema>;

/** 'YYYY-MM-DDTHH:mm' (a datetime-local input), read as UTC; or a full ISO date. */
const LAUNCH_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** When a launch given as text happens, or NaN when the text is no date. */
export function launchTime(value: string): number {
  const text = value.trim();
  if (!LAUNCH_AT.test(text)) return Number.NaN;
  return Date.parse(/(?:Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}Z`);
}

const checkbox = z
  .union([z.literal('on'), z.literal('true'), z.literal('1'), z.boolean()])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true' || value === '1');

/**
 * The coming-soon countdown: on with a launch date and time in the future (UTC) and an optional heading, or
 * off. `now` is when the form is judged.
 */
export function comingSoonSettingSchema(now: () => number = Date.now) {
  return z
    .object({
      enabled: checkbox,
      launchAt: z.string({ error: LAUNCH_DATE_MESSAGE }).optional(),
      heading: z
        .string()
        .max(COMING_SOON_HEADING_MAX_LENGTH, maxLength(COMING_SOON_HEADING_MAX_LENGTH))
        .optional()
        .transform((value) => value?.trim() ?? ''),
    })
    .superRefine((value, ctx) => {
      if (!value.enabled) return;
      const text = value.launchAt?.trim() ?? '';
      if (text === '') {
        ctx.addIssue({ code: 'custom', path: ['launchAt'], message: required });
        return;
      }
      const time = launchTime(text);
      if (Number.isNaN(time))
        ctx.addIssue({ code: 'custom', path: ['launchAt'], message: LAUNCH_DATE_MESSAGE });
      else if (time <= now())
        ctx.addIssue({ code: 'custom', path: ['launchAt'], message: LAUNCH_IN_PAST_MESSAGE });
    })
    .transform((value) => ({
      enabled: value.enabled,
      launchAt: value.enabled && value.launchAt ? new Date(launchTime(value.launchAt)).toISOString() : null,
      heading: value.heading,
    }));
}
export type ComingSoonSetting = z.output<ReturnType<typeof comingSoonSettingSchema>>;

/** The ISO time as a datetime-local value in UTC ('2026-12-01T09:30'), for the form. */
export function launchInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 16);
}
