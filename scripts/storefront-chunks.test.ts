import { describe, expect, it } from 'vitest';
import { type GetModuleInfo, groupModules } from './storefront-chunks';

const APP = '/repo/app';
const MODULES = '/repo/node_modules';

/** A module graph as Rollup describes it: each module's static imports. */
const GRAPH: Readonly<Record<string, readonly string[]>> = {
  [`${MODULES}/react/index.js`]: ['\0commonjsHelpers.js'],
  '\0commonjsHelpers.js': [],
  [`${MODULES}/react-dom/index.js`]: [`${MODULES}/react/index.js`],
  [`${MODULES}/react-dom/client.js`]: [`${MODULES}/react-dom/index.js`, `${MODULES}/scheduler/index.js`],
  [`${MODULES}/scheduler/index.js`]: [],
  [`${MODULES}/react-router/dist/production/index.mjs`]: [`${MODULES}/react/index.js`],
  [`${MODULES}/react-router/dist/production/dom-export.mjs`]: [
    `${MODULES}/react-router/dist/production/index.mjs`,
    `${MODULES}/react-dom/client.js`,
  ],
  // The entry imports React and React DOM dynamically, after load; Vite's preload helper statically.
  [`${APP}/entry.client.tsx`]: ['\0vite/preload-helper.js'],
  '\0vite/preload-helper.js': [],
  [`${APP}/root.tsx`]: [
    `${APP}/components/chrome/store-frame.tsx`,
    `${MODULES}/react-router/dist/production/index.mjs`,
  ],
  [`${APP}/components/chrome/store-frame.tsx`]: [`${APP}/components/price.tsx`, '\0vite/preload-helper.js'],
  // Imported dynamically by the store frame: not in its static imports.
  [`${APP}/components/chrome/cookie-consent.tsx`]: [`${APP}/components/chrome/consent-state.ts`],
  [`${APP}/components/chrome/consent-state.ts`]: [],
  [`${APP}/components/price.tsx`]: [],
  [`${APP}/routes/home.tsx`]: [
    `${APP}/components/blocks/lazy-page-blocks.tsx`,
    `${APP}/components/product-card.tsx`,
  ],
  [`${APP}/routes/collection.tsx`]: [`${APP}/components/product-card.tsx`, `${APP}/components/filters.tsx`],
  [`${APP}/routes/checkout.tsx`]: [
    `${APP}/components/checkout/fields.tsx`,
    `${APP}/components/forms/field.tsx`,
  ],
  [`${APP}/routes/basket.tsx`]: [`${APP}/components/forms/field.tsx`],
  [`${APP}/components/forms/field.tsx`]: [],
  // The receipt's own module (zod, say) and a rule it shares with a block's form.
  [`${APP}/routes/receipt.tsx`]: [`${MODULES}/zod/index.js`, `${APP}/core/validation/rules/identity.ts`],
  [`${MODULES}/zod/index.js`]: [],
  [`${APP}/core/validation/rules/identity.ts`]: [],
  [`${APP}/components/blocks/block-form.tsx`]: [`${APP}/core/validation/rules/identity.ts`],
  [`${APP}/components/blocks/lazy-page-blocks.tsx`]: [],
  [`${APP}/components/product-card.tsx`]: [`${APP}/components/price.tsx`],
  [`${APP}/components/filters.tsx`]: [],
  [`${APP}/components/checkout/fields.tsx`]: [],
  [`${APP}/components/blocks/page-blocks.tsx`]: [
    `${APP}/components/blocks/registry.tsx`,
    `${APP}/components/blocks/block-form.tsx`,
  ],
  [`${APP}/components/blocks/registry.tsx`]: [`${APP}/components/product-card.tsx`],
  [`${APP}/components/blocks/types/quote.tsx`]: [`${APP}/components/blocks/registry.tsx`],
  [`${APP}/routes/dashboard/editor.tsx`]: [`${APP}/components/price.tsx`, `${MODULES}/@tiptap/core/index.js`],
  [`${MODULES}/@tiptap/core/index.js`]: [`${MODULES}/react/index.js`],
};

const getModuleInfo: GetModuleInfo = (id) => {
  const importedIds = GRAPH[id];
  return importedIds ? { importedIds } : null;
};

const groups = groupModules(Object.keys(GRAPH), getModuleInfo);
const groupOf = (id: string) => groups.get(id);

describe('the storefront chunk groups', () => {
  it('puts React and React Router in the framework group, with the helpers they import', () => {
    for (const id of [
      `${MODULES}/react/index.js`,
      `${MODULES}/react-router/dist/production/index.mjs`,
      `${MODULES}/react-dom/index.js`,
      '\0commonjsHelpers.js',
    ]) {
      expect(groupOf(id)).toBe('framework');
    }
  });

  it('puts React DOM’s client and React Router’s DOM half, which only the entry imports, in a group of their own', () => {
    for (const library of [
      'react-dom/client.js',
      'scheduler/index.js',
      'react-router/dist/production/dom-export.mjs',
    ]) {
      expect(groupOf(`${MODULES}/${library}`)).toBe('react-dom');
    }
  });

  it('puts what the root imports up front in the store frame, the route modules themselves in none', () => {
    expect(groupOf(`${APP}/components/chrome/store-frame.tsx`)).toBe('store-frame');
    expect(groupOf(`${APP}/components/price.tsx`)).toBe('store-frame');
    expect(groupOf(`${APP}/root.tsx`)).toBeUndefined();
    expect(groupOf(`${APP}/routes/home.tsx`)).toBeUndefined();
  });

  it('groups what one storefront route imports by route, and what several share by the families sharing it', () => {
    expect(groupOf(`${APP}/components/filters.tsx`)).toBe('shop-collection');
    expect(groupOf(`${APP}/components/checkout/fields.tsx`)).toBe('shop-checkout');
    expect(groupOf(`${APP}/components/blocks/lazy-page-blocks.tsx`)).toBe('shop-home');
    expect(groupOf(`${APP}/components/product-card.tsx`)).toBe('shop-home-catalogue');
    expect(groupOf(`${APP}/components/forms/field.tsx`)).toBe('shop-order');
  });

  it('puts the block renderer and what it alone imports in the blocks group', () => {
    expect(groupOf(`${APP}/components/blocks/page-blocks.tsx`)).toBe('blocks');
    expect(groupOf(`${APP}/components/blocks/registry.tsx`)).toBe('blocks');
  });

  it('groups what the block renderer shares with a route by both families, never in the route’s own group', () => {
    expect(groupOf(`${APP}/core/validation/rules/identity.ts`)).toBe('shop-home-order');
    expect(groupOf(`${MODULES}/zod/index.js`)).toBe('shop-receipt');
    expect(groupOf(`${APP}/components/blocks/block-form.tsx`)).toBe('blocks');
  });

  it('leaves to Rollup what loads on demand and what only the dashboard imports', () => {
    expect(groupOf(`${APP}/components/chrome/cookie-consent.tsx`)).toBeUndefined();
    expect(groupOf(`${APP}/components/chrome/consent-state.ts`)).toBeUndefined();
    expect(groupOf(`${APP}/components/blocks/types/quote.tsx`)).toBeUndefined();
    expect(groupOf(`${APP}/routes/dashboard/editor.tsx`)).toBeUndefined();
    expect(groupOf(`${MODULES}/@tiptap/core/index.js`)).toBeUndefined();
  });

  it('keeps what the entry imports statically apart, so it imports no other group before the page has loaded', () => {
    expect(groupOf('\0vite/preload-helper.js')).toBe('entry-helpers');
    expect(groupOf(`${APP}/entry.client.tsx`)).toBeUndefined();
  });
});
