import { z } from 'zod';
import { LIMITS } from '../../core/constants/limits';
import { maxLength, maxValue, minValue, numericFloat } from '../../core/validation/messages';

/**
 * The queries of the content calls (§7), shared by the API and the services' callers. Bad values are
 * refused with §5's messages ('Min 1', 'Max 50'...), never silently replaced.
 */

const WHOLE_NUMBER = 'Must be a whole number';

/** A whole number from a query string between `min` and `max`, or the default when absent. */
export function queryNumber(min: number, max: number, fallback: number) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : value),
    z.coerce
      .number({ error: numericFloat })
      .int(WHOLE_NUMBER)
      .min(min, minValue(min))
      .max(max, maxValue(max))
      .default(fallback),
  );
}

/** '1', 'true', '0', 'false' as the query sends them. */
const queryFlag = z
  .enum(['1', '0', 'true', 'false'], { error: 'Must be 1, 0, true or false' })
  .optional()
  .transform((value) => value === '1' || value === 'true');

export const BLOG_PER_PAGE = 6;
export const BLOG_MAX_PER_PAGE = 50;

/** GET /blog/paginate/: paginate (posts per page), page, divisions (the host's store), lite. */
export const blogQuerySchema = z.object({
  paginate: queryNumber(1, BLOG_MAX_PER_PAGE, BLOG_PER_PAGE).describe(
    `posts per page, 1-${BLOG_MAX_PER_PAGE}`,
  ),
  page: queryNumber(1, 10_000, 1).describe('page number, from 1'),
  divisions: z
    .string()
    .max(200, maxLength(200))
    .optional()
    .describe("comma-separated divisions (ids or sub-domains); only the host's own store is allowed"),
  lite: queryFlag.describe('1: url, title and metaImage only'),
});
export type BlogQuery = z.output<typeof blogQuerySchema>;

export const INSTAGRAM_MAX_LIMIT = 50;

/** GET /divisions/{division}/social/instagram/posts: limit (20 by default). */
export const instagramQuerySchema = z.object({
  limit: queryNumber(1, INSTAGRAM_MAX_LIMIT, LIMITS.instagramLimit).describe(
    `1-${INSTAGRAM_MAX_LIMIT}, default ${LIMITS.instagramLimit}`,
  ),
});

/** Named filters of the file library: images only, newest or oldest first, by name. */
export const MEDIA_MACROS = ['images', 'newest', 'oldest', 'name'] as const;
export type MediaMacro = (typeof MEDIA_MACROS)[number];
export const MEDIA_MAX_PER_PAGE = 100;

const macroList = z
  .string()
  .max(200, maxLength(200))
  .optional()
  .transform((value, ctx) => {
    const names = (value ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    const unknown = names.filter((name) => !(MEDIA_MACROS as readonly string[]).includes(name));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Must be one of: ${MEDIA_MACROS.join(', ')}` });
      return z.NEVER;
    }
    return names as MediaMacro[];
  });

/** GET /artemis/query/: macros, page, perPage, searchTerm, division. */
export const mediaQuerySchema = z.object({
  macros: macroList.describe(`comma-separated: ${MEDIA_MACROS.join(', ')}`),
  page: queryNumber(1, 10_000, 1),
  perPage: queryNumber(1, MEDIA_MAX_PER_PAGE, 24),
  searchTerm: z.string().max(100, maxLength(100)).optional(),
  division: z.string().max(100, maxLength(100)).optional().describe("the host's store (id or sub-domain)"),
});
export type MediaQuery = z.output<typeof mediaQuerySchema>;
