import { z } from 'zod';
import { themeLabel } from './editor';

/** What the theme screens say. */
export const THEME_ADMIN_MESSAGES = Object.freeze({
  chooseTheme: 'Choose one of the themes shown.',
  applied: (name: string) => `Your store now uses the ${themeLabel(name)} theme.`,
  saved: 'Your theme settings are saved.',
  notJson: 'The theme settings could not be read. Reload the page and try again.',
  notAMap: 'The theme settings must be a list of properties and values.',
  tooMany: 'There are more theme settings than the theme has properties.',
});

/** Apply a named theme (the selector's one-click form). */
export const applyThemeSchema = z.object({
  theme: z
    .string({ error: THEME_ADMIN_MESSAGES.chooseTheme })
    .trim()
    .min(1, THEME_ADMIN_MESSAGES.chooseTheme),
});

const MAX_OVERRIDES = 400;

/** The overrides as the service takes them: dotted property → value. */
export const themeOverridesSchema = z
  .record(z.string(), z.string({ error: THEME_ADMIN_MESSAGES.notAMap }), {
    error: THEME_ADMIN_MESSAGES.notAMap,
  })
  .refine((value) => Object.keys(value).length <= MAX_OVERRIDES, THEME_ADMIN_MESSAGES.tooMany);

/** A JSON form field, parsed; text that is not JSON is refused with `notJson`. */
const jsonField = z.string({ error: THEME_ADMIN_MESSAGES.notJson }).transform((value, ctx) => {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: THEME_ADMIN_MESSAGES.notJson });
    return z.NEVER;
  }
});

/** The editor's form: the whole set of overrides as one JSON field, saved in one write. */
export const themeOverridesFormSchema = z.object({ overrides: jsonField });

/** A preview of a theme with overrides (the service checks them), before it is applied or saved. */
export const themePreviewSchema = z.object({
  theme: applyThemeSchema.shape.theme,
  overrides: z.unknown().optional(),
});

/** The preview request as the screens post it: overrides as one JSON field. */
export const themePreviewFormSchema = z.object({
  theme: applyThemeSchema.shape.theme,
  overrides: jsonField.optional(),
});
