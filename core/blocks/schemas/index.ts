/**
 * The property schema of every block type of spec §3, by type name: what a block may hold when a page is
 * saved. Server-side only (validation happens on save): they are written with zod/mini, and the storefront
 * renders from the types' defaults in core/blocks/types without ever loading them.
 */
import type { BlockSchema } from '../schema';
import { bannerSchemas } from './banner';
import { cardSchemas } from './cards';
import { commerceSchemas } from './commerce';
import { contentSchemas } from './content';
import { engagementSchemas } from './engagement';
import { layoutSchemas } from './layout';
import { platformSchemas } from './platform';

export { BANNER_ACTION_MESSAGE, BANNER_FIELDS, bannerActionSchema } from './banner';
export { CARD_FIELDS, titleSize } from './cards';
export { buttonStylesSchema } from './content';

export type BlockSchemas = Readonly<Record<string, BlockSchema>>;

export const BLOCK_SCHEMAS: BlockSchemas = Object.freeze({
  ...layoutSchemas,
  ...bannerSchemas,
  ...cardSchemas,
  ...contentSchemas,
  ...commerceSchemas,
  ...engagementSchemas,
  ...platformSchemas,
});

/** The schema of a block type, or undefined when it has none. */
export function blockSchema(type: string): BlockSchema | undefined {
  return Object.hasOwn(BLOCK_SCHEMAS, type) ? BLOCK_SCHEMAS[type] : undefined;
}
