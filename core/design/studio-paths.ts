/**
 * The studio's addresses (§2): /studio/{customiseItUrl?}/ and the alias paths of the custom product types.
 * An alias opens the studio on the base product whose customiseIt value it names.
 */
export interface StudioAlias {
  /** The path without slashes: /design-your-own-t-shirt/. */
  path: string;
  /** The customiseIt value of the base product it opens. */
  customiseIt: string;
  /** What the alias is for, used as the page title. */
  title: string;
}

export const STUDIO_ALIASES: readonly StudioAlias[] = Object.freeze([
  { path: 'design-your-own-t-shirt', customiseIt: 'mens-t-shirt', title: 'Design your own t-shirt' },
  { path: 'custom-mens-t-shirts', customiseIt: 'mens-t-shirt', title: "Custom men's t-shirts" },
  { path: 'custom-womens-t-shirts', customiseIt: 'womens-t-shirt', title: "Custom women's t-shirts" },
  { path: 'custom-kids-t-shirts', customiseIt: 'kids-t-shirt', title: "Custom kids' t-shirts" },
  { path: 'custom-hoodies', customiseIt: 'hoodie', title: 'Custom hoodies' },
  { path: 'custom-sweaters', customiseIt: 'sweater', title: 'Custom sweaters' },
  { path: 'custom-tote-bags', customiseIt: 'tote-bag', title: 'Custom tote bags' },
  { path: 'custom-stickers', customiseIt: 'sticker', title: 'Custom stickers' },
  { path: 'custom-art-prints', customiseIt: 'art-print', title: 'Custom art prints' },
]);

/** The studio's own path for a base product: /studio/mens-t-shirt/. */
export const studioPath = (customiseIt?: string | null): string =>
  customiseIt ? `/studio/${encodeURIComponent(customiseIt)}/` : '/studio/';

/** The alias a pathname names ('/custom-hoodies/' → its alias), if any. */
export function studioAliasFor(pathname: string): StudioAlias | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return STUDIO_ALIASES.find((alias) => alias.path === path);
}

/**
 * The studio base product a catalogue product of `kind` (and `gender`, for tees) is made on, so its page can
 * offer "Customise it"; null for kinds the studio does not make.
 */
export function studioBaseForKind(kind: string, gender: string): string | null {
  switch (kind) {
    case 't-shirt':
      return gender === 'women' ? 'womens-t-shirt' : gender === 'kids' ? 'kids-t-shirt' : 'mens-t-shirt';
    case 'hoodie':
    case 'sweater':
    case 'tote-bag':
    case 'sticker':
    case 'art-print':
      return kind;
    default:
      return null;
  }
}
