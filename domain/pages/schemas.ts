import { z } from 'zod';
import { BLOCK_MESSAGES } from '../../core/blocks';
import { PAGE_MODES } from '../../core/blocks/types';
import { PAGE_LIMITS } from '../../core/blocks/validate';
import { maxLength, required } from '../../core/validation/messages';

const textOf = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : BLOCK_MESSAGES.notText) })
    .max(max, maxLength(max));
const bool = () => z.boolean({ error: BLOCK_MESSAGES.notABoolean });
const wholeNumber = () =>
  z
    .number({ error: BLOCK_MESSAGES.notANumber })
    .int(BLOCK_MESSAGES.notAWholeNumber)
    .min(1, BLOCK_MESSAGES.notAWholeNumber)
    .max(2_147_483_647, BLOCK_MESSAGES.notAWholeNumber);

/**
 * The body of a page save (§7 POST and PATCH): id, uuid, url, layout, flags, properties, blocks,
 * published, edited, sitemap, keyPhraseCampaignId, divisionId, mode, theme; also preloadables, and the
 * version the editor loaded (for optimistic concurrency on PATCH). Only the shapes are checked here;
 * blocks, layout, theme, properties and preloadables are checked in depth by core/blocks validatePage.
 * id and uuid are the server's: accepted and ignored.
 */
export const pageInputSchema = z.object({
  id: z.number().int().nullable().optional(),
  uuid: z.string().max(64).nullable().optional(),
  url: textOf(PAGE_LIMITS.urlLength),
  layout: textOf(40).optional(),
  flags: z.record(z.string().max(64), bool(), { error: BLOCK_MESSAGES.notAnObject }).optional(),
  properties: z.record(z.string().max(128), z.unknown(), { error: BLOCK_MESSAGES.notAnObject }).optional(),
  blocks: z.array(z.unknown(), { error: BLOCK_MESSAGES.notAList }).optional(),
  preloadables: z.array(z.unknown(), { error: BLOCK_MESSAGES.notAList }).optional(),
  published: bool().optional(),
  edited: bool().optional(),
  sitemap: bool().optional(),
  keyPhraseCampaignId: wholeNumber().nullable().optional(),
  divisionId: wholeNumber().nullable().optional(),
  mode: z
    .enum(PAGE_MODES as ['unknown', 'preview', 'native'], { error: BLOCK_MESSAGES.oneOf(PAGE_MODES) })
    .optional(),
  theme: z.string({ error: BLOCK_MESSAGES.notText }).max(64, maxLength(64)).nullable().optional(),
  version: wholeNumber().optional(),
});

/** PATCH: the same body, every field optional; what is sent replaces what is stored. */
export const pageUpdateSchema = pageInputSchema.partial();

export type PageInput = z.input<typeof pageInputSchema>;
export type PageUpdateInput = z.input<typeof pageUpdateSchema>;
