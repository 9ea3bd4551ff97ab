/** §3 related products: bundles, base bundles, gender bundles, similar by name, same base product, all; no duplicates. */

export interface RelatedCandidate {
  id: number;
  name: string;
  gender: string;
  isBundle: boolean;
  bundleItems: { productId: number }[];
  baseProductId: number | null;
  collectionIds: number[];
  bestsellerRank: number | null;
}

const STOP_WORDS = new Set([
  'tee',
  't-shirt',
  'shirt',
  'hoodie',
  'sweater',
  'sweatshirt',
  'tote',
  'bag',
  'print',
  'art',
  'sticker',
  'the',
  'and',
  'of',
  "men's",
  "women's",
  "kids'",
  'kids',
  'mens',
  'womens',
  'unisex',
  'a',
]);

/** The words that name the design rather than the garment: 'Summit Sunrise Tee' → ['summit', 'sunrise']. */
export function designWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9'-]+/)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));
}

function sharesDesign(a: string, b: string): boolean {
  const words = new Set(designWords(a));
  return designWords(b).some((word) => words.has(word));
}

function byRank(a: RelatedCandidate, b: RelatedCandidate): number {
  return (
    (a.bestsellerRank ?? Number.MAX_SAFE_INTEGER) - (b.bestsellerRank ?? Number.MAX_SAFE_INTEGER) ||
    a.id - b.id
  );
}

export function relatedProductIds(
  product: RelatedCandidate,
  candidates: RelatedCandidate[],
  limit = 8,
): number[] {
  const others = candidates.filter((candidate) => candidate.id !== product.id).sort(byRank);
  const groups: RelatedCandidate[][] = [
    others.filter(
      (other) => other.isBundle && other.bundleItems.some((item) => item.productId === product.id),
    ),
    others.filter(
      (other) =>
        other.isBundle && product.baseProductId !== null && other.baseProductId === product.baseProductId,
    ),
    others.filter(
      (other) =>
        other.gender !== product.gender &&
        other.name.replace(/^(men's|women's|kids')\s+/i, '') ===
          product.name.replace(/^(men's|women's|kids')\s+/i, ''),
    ),
    others.filter((other) => sharesDesign(product.name, other.name)),
    others.filter((other) => product.baseProductId !== null && other.baseProductId === product.baseProductId),
    others.filter((other) => other.collectionIds.some((id) => product.collectionIds.includes(id))),
  ];
  const seen = new Set<number>();
  const ordered: number[] = [];
  for (const group of groups) {
    for (const other of group) {
      if (seen.has(other.id)) continue;
      seen.add(other.id);
      ordered.push(other.id);
      if (ordered.length >= limit) return ordered;
    }
  }
  return ordered;
}
