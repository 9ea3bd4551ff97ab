/**
 * Blocks: the page model's building blocks (spec §3-§5), without their property schemas.
 *
 * Bundle note: everything exported here is free of zod, so the storefront may import it. The property
 * schemas (core/blocks/schemas) and page validation (core/blocks/validate) matter on save only: the server
 * imports them from their own modules, and app/components/blocks/bundle.test.ts keeps them out of the
 * browser's block modules. The HTML sanitiser (core/blocks/sanitise-html) is server-only too, for the same
 * reason (decision 0008).
 */
export * from './catalogue';
export * from './conditions';
export * from './factories';
export * from './frame-messages';
export * from './grid';
export * from './messages';
export * from './private-properties';
export * from './publishing';
export * from './registry';
export * from './rules';
export * from './style';
export * from './templates';
export * from './types';
export * from './types/index';
