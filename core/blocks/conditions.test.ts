import { describe, expect, it, vi } from 'vitest';
import {
  BLOCK_CONDITIONS,
  blockConditionsPass,
  blocksForVisitor,
  evaluateConditions,
  INVALID_BLOCK_CONDITIONS,
  type VisitorFacts,
} from './conditions';
import { blockFromStored } from './types';

const visitor: VisitorFacts = {
  loggedIn: true,
  isPro: false,
  internal: false,
  basketCount: 2,
  region: 'UK',
  device: 'mobile',
};

describe('evaluateConditions', () => {
  it('passes with no conditions', () => {
    expect(evaluateConditions(undefined, visitor)).toBe(true);
    expect(evaluateConditions(null, visitor)).toBe(true);
    expect(evaluateConditions([], visitor)).toBe(true);
  });

  it.each([
    ['loggedIn', true],
    ['loggedOut', false],
    ['isPro', false],
    ['notPro', true],
    ['internal', false],
    ['hasBasketItems', true],
    ['emptyBasket', false],
    ['regionUK', true],
    ['regionEU', false],
    ['regionROW', false],
    ['mobile', true],
    ['desktop', false],
  ])('%s is %s for the visitor', (name, expected) => {
    expect(evaluateConditions([name], visitor)).toBe(expected);
  });

  it('needs every condition to hold', () => {
    expect(evaluateConditions(['loggedIn', 'mobile'], visitor)).toBe(true);
    expect(evaluateConditions(['loggedIn', 'desktop'], visitor)).toBe(false);
  });

  it('hides the block on an unknown condition and reports each one', () => {
    const onUnknown = vi.fn();
    expect(evaluateConditions(['loggedIn', 'isWizard', 'toString', 7], visitor, onUnknown)).toBe(false);
    expect(onUnknown.mock.calls).toEqual([['isWizard'], ['toString'], [7]]);
  });

  it('refuses conditions that are not a list', () => {
    const onUnknown = vi.fn();
    expect(evaluateConditions('loggedIn', visitor, onUnknown)).toBe(false);
    expect(onUnknown).toHaveBeenCalledWith('loggedIn');
  });

  it('takes a registry of its own', () => {
    expect(evaluateConditions(['vip'], visitor, undefined, { ...BLOCK_CONDITIONS, vip: () => true })).toBe(
      true,
    );
  });
});

describe('blockConditionsPass', () => {
  it("logs 'Invalid block conditions' for an unknown condition and hides the block", () => {
    const logger = { warn: vi.fn() };
    const block = blockFromStored({
      uid: 'b',
      type: 'text',
      properties: { conditions: ['loggedIn', 'nope'] },
    });
    expect(blockConditionsPass(block, visitor, logger)).toBe(false);
    expect(INVALID_BLOCK_CONDITIONS).toBe('Invalid block conditions');
    expect(logger.warn).toHaveBeenCalledWith('Invalid block conditions', {
      uid: 'b',
      type: 'text',
      conditions: ['nope'],
    });
  });

  it('does not log when every condition is known', () => {
    const logger = { warn: vi.fn() };
    const block = blockFromStored({ uid: 'b', type: 'text', properties: { conditions: ['loggedOut'] } });
    expect(blockConditionsPass(block, visitor, logger)).toBe(false);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('filters a tree for the visitor', () => {
    const blocks = [
      blockFromStored({
        uid: 'grid',
        type: 'grid',
        items: [
          { uid: 'uk', type: 'card', properties: { conditions: ['regionUK'] } },
          { uid: 'eu', type: 'card', properties: { conditions: ['regionEU'] } },
        ],
      }),
      blockFromStored({ uid: 'pro', type: 'text', properties: { conditions: ['isPro'] } }),
    ];
    const visible = blocksForVisitor(blocks, visitor, { warn: vi.fn() });
    expect(visible.map((block) => block.uid)).toEqual(['grid']);
    expect(visible[0]?.items.map((block) => block.uid)).toEqual(['uk']);
  });
});
