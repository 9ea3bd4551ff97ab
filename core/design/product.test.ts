import { describe, expect, it } from 'vitest';
import {
  bundlePrintCount,
  CUSTOM_SKU_PREFIXES,
  customProductPrice,
  customSku,
  isBlankSku,
  isCustomSku,
  isPaperType,
  printCount,
} from './product';

describe('print count (§3)', () => {
  it('is 2 with a front and a back, 1 with one side, 0 with none', () => {
    expect(printCount({ front: 'f', back: 'b' })).toBe(2);
    expect(printCount({ front: 'f' })).toBe(1);
    expect(printCount({ back: 'b' })).toBe(1);
    expect(printCount({ left: 'l' })).toBe(1);
    expect(printCount({ front: 'f', right: 'r' })).toBe(1);
    expect(printCount({})).toBe(0);
    expect(printCount({ front: '', back: undefined })).toBe(0);
  });

  it('sums over a bundle', () => {
    expect(bundlePrintCount([{ printCount: 2 }, { printCount: 1, quantity: 3 }, { printCount: 0 }])).toBe(5);
  });
});

describe('skus (§3)', () => {
  it('knows the custom prefixes', () => {
    expect(CUSTOM_SKU_PREFIXES).toEqual(['GBro', 'STUSUB', 'FPD', 'API', 'CP']);
    for (const sku of ['GBro-1', 'STUSUB-2', 'FPD3', 'API-4', 'CP-5']) expect(isCustomSku(sku)).toBe(true);
    for (const sku of ['PF-DEMO-TSHIRT-001', 'gbro-1', 'XGBro']) expect(isCustomSku(sku)).toBe(false);
  });

  it('makes studio skus with the GBro prefix', () => {
    expect(customSku('1a2b-3c')).toBe('GBro-1A2B3C');
    expect(customSku('x', 'CP')).toBe('CP-X');
    expect(() => customSku('--')).toThrow();
  });

  it('calls a product blank when its sku contains BLANK', () => {
    expect(isBlankSku('PF-BLANK-TSHIRT')).toBe(true);
    expect(isBlankSku('PF-blank')).toBe(false);
  });

  it('knows paper by its type code', () => {
    expect(isPaperType('printed-paper')).toBe(true);
    expect(isPaperType('Printed Paper')).toBe(true);
    expect(isPaperType('garment')).toBe(false);
  });
});

describe('customProductPrice', () => {
  it('adds the print cost of each printed side to the base price', () => {
    const costs = { front: 500, back: 450, left: 300 };
    expect(customProductPrice(1500, costs, ['front'])).toBe(2000);
    expect(customProductPrice(1500, costs, ['front', 'back', 'left'])).toBe(2750);
    expect(customProductPrice(1500, costs, ['right'])).toBe(1500);
  });
});
