/**
 * Product search for the storefront (/search/).
 *
 * Two stages:
 * 1. Recall, in SQL: enabled products of the store where every query token either matches the indexed
 *    full-text vector `to_tsvector('english', name || ' ' || description)` as a prefix (`token:*`, so 'hood'
 *    finds 'Hoodie' and, through the English stemmer, 'hoodies' does too), or appears anywhere inside the
 *    accent-folded name, a tag or an enabled collection's name (ilike: parts of words such as 'oodie',
 *    and products found by their tags or collections, which the ranking scores too). Tokens that are
 *    English stop words (their tsquery is empty) constrain nothing, but at least one token must match. Tokens come from
 *    core/search `tokenise` (letters, digits and marks only) and reach the database as bound parameters,
 *    never as SQL text, so no input can change the query or the tsquery's operators.
 * 2. Ranking, in TypeScript: core/search `rankItems` with spec §9 weights on the name (weight 3), tags and
 *    collection names (1 each), description (1) and 'bestsellerOrder' (products.bestseller_rank, rescaled).
 *    Candidates the database found but the §9 scorer does not (stemmed forms: 'hoodies' for 'Hoodie') come
 *    after the scored matches, ranked the same way with the query's English stems ('hoodi') as the query.
 */
import { and, asc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { rankItems, type SearchField, tokenise } from '../../../core/search';
import { COLLECTIONS_TAG, LISTINGS_TAG, noteShown } from '../../cache-invalidation';
import type { ServiceContext } from '../../context';
import { listedProduct } from '../listed';
import { type ProductSummary, summariesForIds } from '../product-summaries';
import { collections, productCollections, products, productTags, tags } from '../tables';

export interface SearchProductsOptions {
  term: string;
  /** Page size, 1 to 100; default 24. */
  limit?: number;
  /** Matches to skip; default 0. */
  offset?: number;
}

export interface SearchProductsResult {
  /** How many products match (at most SEARCH_MAX_CANDIDATES). */
  total: number;
  items: ProductSummary[];
}

/** Longest search term used; longer terms are cut. */
export const SEARCH_TERM_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 24;
export const SEARCH_MAX_LIMIT = 100;
/** Most products considered (and counted) for one search, best sellers first. */
export const SEARCH_MAX_CANDIDATES = 500;
/** Most distinct tokens turned into SQL conditions; ranking uses them all. */
const MAX_SQL_TOKENS = 16;

/** The fields of a candidate scored by rankItems. */
export const PRODUCT_SEARCH_FIELDS: readonly SearchField[] = Object.freeze([
  { name: 'name', weight: 3 },
  { name: 'tags', weight: 1 },
  { name: 'collections', weight: 1 },
  { name: 'description', weight: 1 },
  { name: 'bestsellerOrder' },
]);

interface Candidate {
  id: number;
  name: string;
  description: string;
  tags: string[];
  collections: string[];
  bestsellerOrder: number | null;
}

/** The term as searched: trimmed and cut to SEARCH_TERM_MAX_LENGTH characters (whole code points). */
export function prepareSearchTerm(term: string): string {
  if (typeof term !== 'string') return '';
  const trimmed = term.trim();
  const characters = Array.from(trimmed);
  return characters.length > SEARCH_TERM_MAX_LENGTH
    ? characters.slice(0, SEARCH_TERM_MAX_LENGTH).join('').trim()
    : trimmed;
}

/**
 * The store's enabled products matching `term`, best first (see the top of this file), as grid cards.
 * An empty or punctuation-only term gives { total: 0, items: [] } without touching the database.
 */
export async function searchProducts(
  ctx: ServiceContext,
  options: SearchProductsOptions,
): Promise<SearchProductsResult> {
  const term = prepareSearchTerm(options.term);
  const tokens = [...new Set(tokenise(term))];
  if (tokens.length === 0) return { total: 0, items: [] };
  // Any product may match, and collection names are searched too.
  noteShown(LISTINGS_TAG, COLLECTIONS_TAG);
  const limit = clampInteger(options.limit, SEARCH_DEFAULT_LIMIT, 1, SEARCH_MAX_LIMIT);
  const offset = clampInteger(options.offset, 0, 0, SEARCH_MAX_CANDIDATES);

  const candidates = await findCandidates(ctx, tokens.slice(0, MAX_SQL_TOKENS));
  if (candidates.length === 0) return { total: 0, items: [] };

  const ranked = rankItems(term, candidates, PRODUCT_SEARCH_FIELDS).map((entry) => entry.item);
  const ordered = ranked.map((item) => item.id);
  const scored = new Set(ranked);
  const rest = candidates.filter((candidate) => !scored.has(candidate));
  if (rest.length > 0) {
    // Found through the stemmer only ('hoodies' for 'Hoodie'): ranked the same way by the query's stems,
    // anything still unscored last; candidates arrive by bestseller rank, so rankItems keeps that order.
    const stems = (await queryStems(ctx, tokens)).join(' ');
    const byStems =
      stems === '' ? [] : rankItems(stems, rest, PRODUCT_SEARCH_FIELDS).map((entry) => entry.item);
    ordered.push(...byStems.map((item) => item.id));
    const stemmed = new Set(byStems);
    ordered.push(...rest.filter((candidate) => !stemmed.has(candidate)).map((item) => item.id));
  }

  const page = ordered.slice(offset, offset + limit);
  return { total: ordered.length, items: await summariesForIds(ctx, page) };
}

const searchVector = sql`to_tsvector('english', ${products.name} || ' ' || ${products.description})`;

async function findCandidates(ctx: ServiceContext, tokens: readonly string[]): Promise<Candidate[]> {
  const fold = (column: SQLWrapper) => sql`translate(${column}, ${ACCENT_FOLD.from}, ${ACCENT_FOLD.to})`;
  const matches: SQL[] = [];
  const required: SQL[] = [];
  for (const token of tokens) {
    const prefixQuery = sql`to_tsquery('english', ${`${token}:*`})`;
    const pattern = `%${escapeLike(token)}%`;
    const match = sql`(${searchVector} @@ ${prefixQuery}
      or ${fold(products.name)} ilike ${pattern}
      or exists (select 1 from ${productTags} inner join ${tags} on ${tags.id} = ${productTags.tagId}
        where ${productTags.productId} = ${products.id} and ${productTags.divisionId} = ${ctx.store.id}
          and ${tags.divisionId} = ${ctx.store.id} and ${fold(tags.name)} ilike ${pattern})
      or exists (select 1 from ${productCollections}
        inner join ${collections} on ${collections.id} = ${productCollections.collectionId}
        where ${productCollections.productId} = ${products.id}
          and ${productCollections.divisionId} = ${ctx.store.id} and ${collections.divisionId} = ${ctx.store.id}
          and ${collections.enabled} and ${fold(collections.name)} ilike ${pattern}))`;
    matches.push(match);
    required.push(sql`(numnode(${prefixQuery}) = 0 or ${match})`);
  }
  const rows = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      bestsellerRank: products.bestsellerRank,
    })
    .from(products)
    .where(
      and(
        eq(products.divisionId, ctx.store.id),
        eq(products.enabled, true),
        listedProduct(),
        ...required,
        or(...matches),
      ),
    )
    .orderBy(asc(sql`coalesce(${products.bestsellerRank}, 2147483647)`), asc(products.id))
    .limit(SEARCH_MAX_CANDIDATES);
  if (rows.length === 0) return [];

  const ids = rows.map((row) => row.id);
  const [tagRows, collectionRows] = await Promise.all([
    ctx.db
      .select({ productId: productTags.productId, name: tags.name })
      .from(productTags)
      .innerJoin(tags, and(eq(tags.id, productTags.tagId), eq(tags.divisionId, ctx.store.id)))
      .where(and(eq(productTags.divisionId, ctx.store.id), inArray(productTags.productId, ids))),
    ctx.db
      .select({ productId: productCollections.productId, name: collections.name })
      .from(productCollections)
      .innerJoin(
        collections,
        and(
          eq(collections.id, productCollections.collectionId),
          eq(collections.divisionId, ctx.store.id),
          eq(collections.enabled, true),
        ),
      )
      .where(
        and(eq(productCollections.divisionId, ctx.store.id), inArray(productCollections.productId, ids)),
      ),
  ]);
  const tagsOf = groupNames(tagRows);
  const collectionsOf = groupNames(collectionRows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    tags: tagsOf.get(row.id) ?? [],
    collections: collectionsOf.get(row.id) ?? [],
    bestsellerOrder: row.bestsellerRank,
  }));
}

/** The English stems of the tokens, as the full-text search sees them ('hoodies' -> 'hoodi'); stop words dropped. */
async function queryStems(ctx: ServiceContext, tokens: readonly string[]): Promise<string[]> {
  // No table is read: this only asks the database's English configuration for the stems.
  const rows = await ctx.db
    .select({ lexeme: sql<string>`lexeme` })
    .from(sql`unnest(to_tsvector('english', ${tokens.join(' ')}))`);
  return rows.map((row) => row.lexeme);
}

function groupNames(rows: readonly { productId: number; name: string }[]): Map<number, string[]> {
  const grouped = new Map<number, string[]>();
  for (const row of rows) {
    const names = grouped.get(row.productId);
    if (names) names.push(row.name);
    else grouped.set(row.productId, [row.name]);
  }
  return grouped;
}

/** Tokens hold letters, digits and marks only; escaping the LIKE wildcards anyway keeps that assumption local. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function clampInteger(value: number | undefined, fallback: number, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * Latin letters with diacritics and their plain letter, as `tokenise` folds them (NFKD without the combining
 * marks), for SQL translate(): the name fallback then finds 'Café' for 'cafe'.
 */
const ACCENT_FOLD = (() => {
  let from = '';
  let to = '';
  for (let code = 0x00c0; code <= 0x024f; code += 1) {
    const char = String.fromCodePoint(code);
    const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    if (plain.length === 1 && plain !== char) {
      from += char;
      to += plain;
    }
  }
  return { from, to };
})();
