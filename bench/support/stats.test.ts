import { describe, expect, it } from 'vitest';
import { median, p95, percentile } from './stats';

describe('bench stats', () => {
  it('takes the median of unsorted values without changing them', () => {
    const values = [5, 1, 3];
    expect(median(values)).toBe(3);
    expect(values).toEqual([5, 1, 3]);
    expect(median([4, 1, 3, 2])).toBe(3);
  });

  it('takes nearest-rank percentiles', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(p95(hundred)).toBe(95);
    expect(percentile(hundred, 1)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile([7], 0.95)).toBe(7);
  });

  it('answers 0 for no values', () => {
    expect(median([])).toBe(0);
    expect(p95([])).toBe(0);
  });
});
