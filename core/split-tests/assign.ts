import { SPLIT_TESTS } from '../constants';

/** A split test (A/B test): a named test with variations, one of them the default. */
export interface SplitTestDefinition {
  name: string;
  started: boolean;
  variations: { name: string; default?: boolean }[];
}

export interface SplitTestAssignment {
  name: string;
  variation: string;
}

/** FNV-1a: a small, stable hash so a session keeps its variation across requests and servers. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/**
 * §4: a variation named by a query parameter named after the test wins; else the default variation
 * if the test has not started; else the variation assigned to the session.
 */
export function assignVariation(
  test: SplitTestDefinition,
  sessionId: string,
  query: URLSearchParams,
): SplitTestAssignment | null {
  const names = test.variations.map((variation) => variation.name);
  if (names.length === 0) return null;
  const requested = query.get(test.name);
  const override = requested
    ? names.find((name) => name.toLowerCase() === requested.toLowerCase())
    : undefined;
  if (override) return { name: test.name, variation: override };
  if (!test.started) {
    const fallback = test.variations.find((variation) => variation.default) ?? test.variations[0];
    return fallback ? { name: test.name, variation: fallback.name } : null;
  }
  const chosen = names[hash(`${test.name}:${sessionId}`) % names.length];
  return chosen ? { name: test.name, variation: chosen } : null;
}

/** The platform's split tests (§9); the first variation of each is its default. */
export const PLATFORM_SPLIT_TESTS: SplitTestDefinition[] = Object.values(SPLIT_TESTS).map((test) => ({
  name: test.name,
  started: true,
  variations: test.variations.map((name, index) => ({ name, default: index === 0 })),
}));

export function assignAll(
  sessionId: string,
  query: URLSearchParams,
  tests = PLATFORM_SPLIT_TESTS,
): SplitTestAssignment[] {
  return tests.flatMap((test) => assignVariation(test, sessionId, query) ?? []);
}
