/**
 * A collection's address as the storefront serves it (/collection/{urlName}/): lower case letters, digits and
 * single hyphens. 'Tees & Totes!' → 'tees-and-totes', ' Été  2026 ' → 'ete-2026'.
 */
export function normaliseUrlName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The storefront path of a collection. */
export const collectionPath = (urlName: string) => `/collection/${urlName}/`;
