/**
 * Search scoring (spec §9: 'Search weights: partial 1, full word 2, threshold above 0, names ending 'Order'
 * rescaled by rank').
 *
 * Reading of the spec, as implemented here:
 * - Text: every distinct query token adds `fullWord` (2) when it equals a whole word of the text, otherwise
 *   `partial` (1) when it is part of a word (a prefix or any substring), otherwise nothing. A field's score
 *   is that sum times the field's weight (default 1); an item's text score is the sum over its fields.
 * - Threshold: an item matches only when its text score is above SEARCH_THRESHOLD (0).
 * - 'Order' fields: a field whose name ends with 'Order' (e.g. 'bestsellerOrder') is not text but a rank,
 *   1 being best. Given the total count of ranked things, a rank is rescaled to a bonus in (0, 1] as
 *   (count - rank + 1) / count (rank 1 -> 1, rank count -> 1 / count), times the field's weight (default 1).
 *   The bonus is added only to items whose text score is already above the threshold, so ranks order the
 *   matches without ever turning a non-match into a match. Missing or invalid ranks (not a number >= 1)
 *   give no bonus. When no count is given, the rank itself is the count (bonus 1 / rank); rankItems uses
 *   the larger of the number of items and the largest rank, so every valid rank gets a positive bonus.
 */
import { LIMITS } from '../constants/limits';
import { tokenise } from './tokenise';

export interface SearchWeights {
  /** A query token that is only part of a word (prefix or substring). */
  partial: number;
  /** A query token equal to a whole word. */
  fullWord: number;
}

/** Spec §9 weights: partial 1, full word 2. */
export const SEARCH_WEIGHTS: Readonly<SearchWeights> = Object.freeze({
  partial: LIMITS.search.partialWeight,
  fullWord: LIMITS.search.fullWordWeight,
});

/** An item matches only when its score is above this. */
export const SEARCH_THRESHOLD: number = LIMITS.search.threshold;

/** A field of the items searched: text (string, number or a list of them) or, when its name ends 'Order', a rank. */
export interface SearchField {
  name: string;
  /** Multiplies the field's score (or its rank bonus); default 1, negative or non-finite counts as 0. */
  weight?: number;
}

export interface ScoreOptions {
  weights?: SearchWeights;
  /** The total count behind each 'Order' field's ranks, by field name; default: the rank itself. */
  rankCounts?: Readonly<Record<string, number>>;
}

export interface RankedItem<T> {
  item: T;
  score: number;
}

/** Whether a field holds a rank rather than text: its name ends with 'Order'. */
export function isRankField(name: string): boolean {
  return name.endsWith('Order');
}

/** Whether a score counts as a match (above SEARCH_THRESHOLD). */
export function isMatch(score: number): boolean {
  return score > SEARCH_THRESHOLD;
}

/** The score of `text` for `query`: per distinct query token, full word 2, part of a word 1, else 0. */
export function scoreText(query: string, text: string, weights: SearchWeights = SEARCH_WEIGHTS): number {
  return scoreTokens(uniqueTokens(query), tokenise(text), weights);
}

/**
 * The score of one item: the weighted text scores of its text fields, plus, only when that is above the
 * threshold, the weighted rank bonuses of its 'Order' fields (see the top of this file).
 */
export function scoreItem(
  query: string,
  item: object,
  fields: readonly SearchField[],
  options: ScoreOptions = {},
): number {
  return scoreWithTokens(uniqueTokens(query), item, fields, options);
}

/**
 * The items matching `query` (score above the threshold), best first: by score descending, then by the
 * ranks of the 'Order' fields in field order (ranked before unranked, lower rank first), then in input
 * order. Rank bonuses are rescaled with count = max(number of items, largest rank of that field).
 */
export function rankItems<T extends object>(
  query: string,
  items: readonly T[],
  fields: readonly SearchField[],
  options: { weights?: SearchWeights } = {},
): RankedItem<T>[] {
  const tokens = uniqueTokens(query);
  if (tokens.length === 0 || items.length === 0) return [];
  const rankFields = fields.filter((field) => isRankField(field.name)).map((field) => field.name);
  const rankCounts: Record<string, number> = {};
  for (const name of rankFields) {
    let count = items.length;
    for (const item of items) {
      const rank = validRank(fieldValue(item, name));
      if (rank !== null && rank > count) count = rank;
    }
    rankCounts[name] = count;
  }
  const scored: { item: T; score: number; index: number }[] = [];
  items.forEach((item, index) => {
    const score = scoreWithTokens(tokens, item, fields, { weights: options.weights, rankCounts });
    if (isMatch(score)) scored.push({ item, score, index });
  });
  scored.sort((a, b) => {
    if (Math.abs(a.score - b.score) > EPSILON) return b.score - a.score;
    for (const name of rankFields) {
      const rankA = validRank(fieldValue(a.item, name)) ?? Number.POSITIVE_INFINITY;
      const rankB = validRank(fieldValue(b.item, name)) ?? Number.POSITIVE_INFINITY;
      if (rankA !== rankB) return rankA < rankB ? -1 : 1;
    }
    return a.index - b.index;
  });
  return scored.map(({ item, score }) => ({ item, score }));
}

/** Scores closer than this are equal (sums of rescaled ranks are not exact). */
const EPSILON = 1e-9;

function uniqueTokens(query: string): string[] {
  return [...new Set(tokenise(query))];
}

function scoreTokens(queryTokens: readonly string[], textTokens: readonly string[], weights: SearchWeights) {
  if (queryTokens.length === 0 || textTokens.length === 0) return 0;
  const words = new Set(textTokens);
  const fullWord = nonNegative(weights.fullWord);
  const partial = nonNegative(weights.partial);
  let score = 0;
  for (const token of queryTokens) {
    if (words.has(token)) score += fullWord;
    else if (textTokens.some((word) => word.includes(token))) score += partial;
  }
  return score;
}

function scoreWithTokens(
  queryTokens: readonly string[],
  item: object,
  fields: readonly SearchField[],
  options: ScoreOptions,
): number {
  if (queryTokens.length === 0) return 0;
  const weights = options.weights ?? SEARCH_WEIGHTS;
  let textScore = 0;
  let bonus = 0;
  for (const field of fields) {
    const weight = nonNegative(field.weight ?? 1);
    if (weight === 0) continue;
    const value = fieldValue(item, field.name);
    if (isRankField(field.name)) {
      bonus += weight * rankBonus(value, options.rankCounts?.[field.name]);
    } else {
      textScore += weight * scoreTokens(queryTokens, tokenise(textOf(value)), weights);
    }
  }
  return isMatch(textScore) ? textScore + bonus : textScore;
}

/** (count - rank + 1) / count, in (0, 1]; 0 for a missing or invalid rank. */
export function rankBonus(rank: unknown, count?: number): number {
  const valid = validRank(rank);
  if (valid === null) return 0;
  const total = typeof count === 'number' && Number.isFinite(count) && count > valid ? count : valid;
  return (total - valid + 1) / total;
}

function validRank(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? value : null;
}

function fieldValue(item: object, name: string): unknown {
  return Object.hasOwn(item, name) ? (item as Record<string, unknown>)[name] : undefined;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  return '';
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
