/**
 * Blocks: the page model's building blocks (spec §3-§5).
 *
 * Bundle note: the block type definitions carry their property schemas, written with `zod/mini`
 * (tree-shakable, no locale), so the storefront can import the registry without pulling in full zod.
 * The renderer needs types, publishing, conditions, grid, style, rules, frame messages and the
 * sanitiser; validate.ts and the schemas matter on save.
 */
export * from './catalogue';
export * from './conditions';
export * from './factories';
export * from './frame-messages';
export * from './grid';
export * from './messages';
export * from './publishing';
export * from './registry';
export * from './rules';
export * from './sanitise-html';
export { type BlockSchema, TEXT_LIMITS } from './schema';
export * from './style';
export * from './types';
export * from './types/index';
export {
  assertValidPage,
  HTML_PROPERTIES,
  PAGE_LIMITS,
  type PageValidationResult,
  type PropertyValidation,
  type ValidatePageOptions,
  validateBlockProperties,
  validatePage,
} from './validate';
