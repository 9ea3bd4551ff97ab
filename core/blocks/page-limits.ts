/**
 * Limits of a saved page (validated on save by core/blocks/validate). Kept apart from the validator so the
 * editor can apply them in the browser without loading the property schemas or the HTML sanitiser.
 */
export const PAGE_LIMITS = Object.freeze({
  /** Blocks on one page, items included. */
  maxBlocks: 500,
  /** Nesting: a page's blocks are depth 1, their items depth 2... */
  maxDepth: 4,
  titleLength: 255,
  descriptionLength: 1000,
  urlLength: 2048,
  maxYSpacing: 200,
  maxPreloadables: 20,
});
