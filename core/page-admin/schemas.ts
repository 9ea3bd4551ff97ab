import { z } from 'zod';
import { PAGE_ADMIN_MESSAGES as M } from './messages';
import { pagePathFrom } from './naming';
import { PAGE_TEMPLATE_IDS } from './templates';

export const PAGE_ADMIN_LIMITS = Object.freeze({ title: 120, path: 200, description: 300 });

/** Who may see a page, as the dashboard offers it (§2 loginState; dashboard-access is kept when set). */
export const PAGE_AUDIENCES = ['everyone', 'logged-in', 'logged-out'] as const;
export const PAGE_AUDIENCE_LABELS: Record<string, string> = {
  everyone: 'Everyone',
  'logged-in': 'Signed-in shoppers only',
  'logged-out': 'Signed-out visitors only',
  'dashboard-access': 'Team members with dashboard access',
};

const title = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(PAGE_ADMIN_LIMITS.title, M.titleTooLong);

/** A posted address, normalised; empty takes the title's words. Never '/': that is the homepage's. */
function withPath<T extends { title: string; url?: string | undefined }>(
  input: T,
  ctx: z.RefinementCtx,
): Omit<T, 'url'> & { url: string } {
  const raw = input.url ?? '';
  if (raw.length > PAGE_ADMIN_LIMITS.path) {
    ctx.addIssue({ code: 'custom', path: ['url'], message: M.pathTooLong });
    return z.NEVER;
  }
  const url = pagePathFrom(raw, input.title);
  if (url === '/') {
    ctx.addIssue({ code: 'custom', path: ['url'], message: raw.trim() === '/' ? M.pathIsHome : M.pathEmpty });
    return z.NEVER;
  }
  return { ...input, url };
}

/** A new page: a template (blank by default), its title and address. */
export const newPageSchema = z
  .object({
    template: z.enum(PAGE_TEMPLATE_IDS, { error: M.unknownTemplate }).optional().default('blank'),
    title,
    url: z.string().optional(),
  })
  .transform(withPath);
export type NewPageInput = z.output<typeof newPageSchema>;

/** The version the form was loaded with: saves against another version are the 409 of domain/pages. */
const version = z
  .string({ error: M.versionMissing })
  .regex(/^\d{1,9}$/, M.versionMissing)
  .transform(Number);

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'on' || value === 'true');

/**
 * A page's settings: title, address, SEO description and image (a /media/ path of the store's files, the
 * service checks it), published, in the sitemap, in search, and who may see it. The homepage keeps '/'.
 */
export const pageSettingsSchema = z
  .object({
    version,
    title,
    url: z.string().optional(),
    isHomepage: checkbox,
    description: z
      .string()
      .trim()
      .max(PAGE_ADMIN_LIMITS.description, M.descriptionTooLong)
      .optional()
      .transform((value) => value ?? ''),
    ogImage: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : null)),
    published: checkbox,
    sitemap: checkbox,
    isSearchable: checkbox,
    loginState: z.enum([...PAGE_AUDIENCES, 'dashboard-access'], { error: M.loginStateUnknown }),
  })
  .transform((input, ctx) => {
    const { isHomepage, ...rest } = input;
    if (isHomepage) return { ...rest, url: '/' };
    return withPath(rest, ctx);
  });
export type PageSettingsInput = z.output<typeof pageSettingsSchema>;

/** One page named by a form's button, at the version the list was loaded with. */
export const pageActionSchema = z.object({ version });
export type PageActionInput = z.output<typeof pageActionSchema>;

/** Publish or unpublish from the list. */
export const publishPageSchema = z.object({
  version,
  published: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

/** Deleting asks confirmation (§4): the dialog's button posts confirm=yes. */
export const deletePageSchema = z.object({
  confirm: z.literal('yes', { error: M.confirmDelete }),
});
