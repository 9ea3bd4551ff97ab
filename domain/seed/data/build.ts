import { defaultSizes } from './sizes';
import { slugify } from './slug';
import type { ArtworkSpec, Gender, ProductKind, SeedColour, SeedProduct } from './types';

/** What a store file writes per product; the rest is derived by buildProducts(). */
export interface ProductDraft {
  name: string;
  kind: ProductKind;
  /** Defaults to 'unisex'. */
  gender?: Gender;
  description: string;
  price: number;
  salePrice?: number;
  colours: SeedColour[];
  /** Defaults to the first colour. */
  defaultColour?: string;
  /** Defaults to the kind's usual size run. */
  sizes?: string[];
  /** Extra collections beyond those derived from kind, gender and sale. */
  collections?: string[];
  tags: string[];
  artwork: ArtworkSpec;
  /** Defaults to the slug of the name. */
  urlName?: string;
  /** Fixed bestseller rank; unranked products fill the remaining ranks. */
  rank?: number;
}

export interface CatalogueRules {
  /** Upper-case store code used in skus, e.g. 'DEMO'. */
  code: string;
  companyName: string;
  /** Collections every product of a kind belongs to. */
  kindCollections: Partial<Record<ProductKind, string[]>>;
  /** Collections every garment of a gender belongs to. */
  genderCollections?: Partial<Record<Gender, string[]>>;
  /** Collection that holds exactly the products with a sale price. */
  saleCollection?: string;
}

const SKU_KIND: Record<ProductKind, string> = {
  't-shirt': 'TSHIRT',
  hoodie: 'HOODIE',
  sweater: 'SWEATER',
  'tote-bag': 'TOTE',
  'art-print': 'PRINT',
  sticker: 'STICKER',
};

const TYPE_CODE: Record<ProductKind, string> = {
  't-shirt': 'garment',
  hoodie: 'garment',
  sweater: 'garment',
  'tote-bag': 'bag',
  'art-print': 'printed-paper',
  sticker: 'printed-paper',
};

const GARMENTS: readonly ProductKind[] = ['t-shirt', 'hoodie', 'sweater'];

/** Stable pseudo-random order (FNV-1a of the name) so ranks look organic but never change. */
function nameHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function metaDescriptionFor(draft: ProductDraft, companyName: string): string {
  const first = draft.description.split(/(?<=\.)\s/)[0] ?? draft.description;
  const withShop = `${first} Printed to order by ${companyName}.`;
  if (withShop.length <= 160) return withShop;
  return first.length <= 160 ? first : `${first.slice(0, 157).trimEnd()}...`;
}

function assignRanks(drafts: readonly ProductDraft[]): number[] {
  const taken = new Set(drafts.flatMap((d) => (d.rank === undefined ? [] : [d.rank])));
  const free: number[] = [];
  for (let rank = 1; free.length < drafts.length - taken.size; rank++) if (!taken.has(rank)) free.push(rank);
  const unranked = drafts
    .map((draft, index) => ({ draft, index }))
    .filter(({ draft }) => draft.rank === undefined)
    .sort((a, b) => nameHash(a.draft.name) - nameHash(b.draft.name));
  const ranks = drafts.map((d) => d.rank ?? 0);
  unranked.forEach(({ index }, i) => {
    ranks[index] = free[i] ?? 0;
  });
  return ranks;
}

/** Turns drafts into complete seed products with skus, url names, collections and ranks. */
export function buildProducts(rules: CatalogueRules, drafts: readonly ProductDraft[]): SeedProduct[] {
  const counters = new Map<ProductKind, number>();
  const ranks = assignRanks(drafts);
  return drafts.map((draft, index) => {
    const count = (counters.get(draft.kind) ?? 0) + 1;
    counters.set(draft.kind, count);
    const gender = draft.gender ?? 'unisex';
    const isGarment = GARMENTS.includes(draft.kind);
    const genderCollections = isGarment
      ? gender === 'unisex'
        ? [...(rules.genderCollections?.men ?? []), ...(rules.genderCollections?.women ?? [])]
        : (rules.genderCollections?.[gender] ?? [])
      : [];
    const salePrice = draft.salePrice ?? null;
    const collections = [
      ...(rules.kindCollections[draft.kind] ?? []),
      ...genderCollections,
      ...(draft.collections ?? []),
      ...(salePrice !== null && rules.saleCollection ? [rules.saleCollection] : []),
    ];
    const defaultColour = draft.defaultColour ?? draft.colours[0]?.name ?? 'White';
    return {
      sku: `PF-${rules.code}-${SKU_KIND[draft.kind]}-${String(count).padStart(3, '0')}`,
      name: draft.name,
      urlName: draft.urlName ?? slugify(draft.name),
      description: draft.description,
      metaDescription: metaDescriptionFor(draft, rules.companyName),
      kind: draft.kind,
      gender,
      type: TYPE_CODE[draft.kind],
      price: draft.price,
      salePrice,
      colours: draft.colours.map((c) => ({ ...c })),
      defaultColour,
      sizes: draft.sizes ?? defaultSizes(draft.kind, gender === 'kids'),
      collections: [...new Set(collections)],
      tags: [...draft.tags],
      bestsellerRank: ranks[index] ?? index + 1,
      artwork: { ...draft.artwork, palette: [...draft.artwork.palette] },
      fit: draft.kind === 't-shirt' && gender === 'women' ? 'fitted' : 'regular',
    };
  });
}
