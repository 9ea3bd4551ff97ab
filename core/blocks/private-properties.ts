import type { Block } from './types';

/**
 * Block properties the server uses but shoppers never see: a contact form's address (its messages are sent
 * there by the server, so the address is not given away to scrapers).
 */
export const PRIVATE_PROPERTIES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  mailContactForm: ['contactEmail'],
});

/** The blocks as the storefront may send them to a browser: private properties left out, at any depth. */
export function withoutPrivateProperties<B extends Block>(blocks: readonly B[]): B[] {
  return blocks.map((block) => {
    const hidden = PRIVATE_PROPERTIES[block.type];
    const properties = hidden
      ? Object.fromEntries(Object.entries(block.properties).filter(([key]) => !hidden.includes(key)))
      : block.properties;
    return { ...block, properties, items: withoutPrivateProperties(block.items) };
  });
}
