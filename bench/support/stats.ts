/** Summary figures the benchmarks report. Empty input gives 0. */

function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** The middle value (the upper one of the two middles for an even count). */
export function median(values: readonly number[]): number {
  const ordered = sorted(values);
  return ordered[Math.floor(ordered.length / 2)] ?? 0;
}

/** The nearest-rank percentile: the smallest value with at least `fraction` (0..1) of the values at or below it. */
export function percentile(values: readonly number[], fraction: number): number {
  const ordered = sorted(values);
  const rank = Math.ceil(fraction * ordered.length);
  return ordered[Math.min(ordered.length - 1, Math.max(0, rank - 1))] ?? 0;
}

export function p95(values: readonly number[]): number {
  return percentile(values, 0.95);
}
