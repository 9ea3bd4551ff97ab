/**
 * Block conditions (spec §3, §5): a block may list named conditions, all of which must hold for the
 * visitor to see it. An unknown condition hides the block and is reported, so the caller can log
 * 'Invalid block conditions'.
 */
import type { Region } from '../constants/commerce';
import { BLOCK_ERRORS } from './messages';
import type { Block } from './types';

/** What is known about the visitor when a page renders. */
export interface VisitorFacts {
  loggedIn: boolean;
  isPro: boolean;
  internal: boolean;
  basketCount: number;
  /** From the country cookie: UK (GB), EU, or the rest of the world. */
  region: Region;
  device: 'mobile' | 'desktop';
}

export type BlockCondition = (facts: VisitorFacts) => boolean;

/** The named conditions a block may use. */
export const BLOCK_CONDITIONS: Readonly<Record<string, BlockCondition>> = Object.freeze({
  loggedIn: (facts) => facts.loggedIn,
  loggedOut: (facts) => !facts.loggedIn,
  isPro: (facts) => facts.isPro,
  notPro: (facts) => !facts.isPro,
  internal: (facts) => facts.internal,
  hasBasketItems: (facts) => facts.basketCount > 0,
  emptyBasket: (facts) => facts.basketCount <= 0,
  regionUK: (facts) => facts.region === 'UK',
  regionEU: (facts) => facts.region === 'EU',
  regionROW: (facts) => facts.region === 'ROW',
  mobile: (facts) => facts.device === 'mobile',
  desktop: (facts) => facts.device === 'desktop',
});

export const INVALID_BLOCK_CONDITIONS = BLOCK_ERRORS.invalidConditions;

/** Called once per unknown condition name (or with the value itself when the list is not a list). */
export type UnknownConditionHandler = (name: unknown) => void;

/**
 * Whether every named condition holds for the visitor. No conditions (undefined, null or []) → true.
 * An unknown name, a non-string entry, or a value that is not a list → false, after calling onUnknown.
 */
export function evaluateConditions(
  names: unknown,
  facts: VisitorFacts,
  onUnknown: UnknownConditionHandler = () => {},
  conditions: Readonly<Record<string, BlockCondition>> = BLOCK_CONDITIONS,
): boolean {
  if (names === undefined || names === null) return true;
  if (!Array.isArray(names)) {
    onUnknown(names);
    return false;
  }
  let pass = true;
  for (const name of names) {
    const condition =
      typeof name === 'string' && Object.hasOwn(conditions, name) ? conditions[name] : undefined;
    if (!condition) {
      onUnknown(name);
      pass = false;
      continue;
    }
    if (pass && !condition(facts)) pass = false;
  }
  return pass;
}

export interface ConditionLogger {
  warn(message: string, ...details: unknown[]): void;
}

/** Whether a block's conditions hold; unknown ones hide it and log 'Invalid block conditions'. */
export function blockConditionsPass(
  block: Pick<Block, 'uid' | 'type' | 'properties'>,
  facts: VisitorFacts,
  logger: ConditionLogger = console,
): boolean {
  const unknown: unknown[] = [];
  const pass = evaluateConditions(block.properties.conditions, facts, (name) => unknown.push(name));
  if (unknown.length > 0) {
    logger.warn(INVALID_BLOCK_CONDITIONS, { uid: block.uid, type: block.type, conditions: unknown });
  }
  return pass;
}

/** Blocks (and their items) whose conditions hold for the visitor. */
export function blocksForVisitor<B extends Pick<Block, 'uid' | 'type' | 'properties'> & { items: B[] }>(
  blocks: readonly B[],
  facts: VisitorFacts,
  logger?: ConditionLogger,
): B[] {
  return blocks
    .filter((block) => blockConditionsPass(block, facts, logger))
    .map((block) =>
      block.items.length > 0 ? { ...block, items: blocksForVisitor(block.items, facts, logger) } : block,
    );
}
