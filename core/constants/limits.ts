import { deepFreeze } from './freeze';

/** Snackbar queue: at most 4 waiting, one shown at a time. */
export const SNACKBAR = deepFreeze({
  maxQueued: 4,
  defaultDurationMs: 3_000,
  gapMs: 300,
});

/** Counts, caps and sizes of spec §9. */
export const LIMITS = deepFreeze({
  /** Event queue flush interval (also flushed on unload; skipped for bots). */
  eventFlushIntervalMs: 30_000,
  requestTimeoutMs: 30_000,
  /** Guard against runaway loops, e.g. more than 100 consecutive access redirects -> /404/. */
  loopLimit: 100,
  /** Page reloads allowed after failed chunk loads. */
  chunkReloadCap: 3,
  bannerTitleMaxChars: 50,
  bannerCopyMaxChars: 300,
  productListLimit: 4,
  instagramLimit: 20,
  gridColumns: 12,
  minBlockSize: 3,
  defaultYSpacing: 24,
  lazyLoad: {
    /** Elements smaller than this (px) are not lazy-loaded. */
    minSize: 40,
    throttleMs: 125,
    margin: '100px',
  },
  /** Distance from the end (px) that triggers the next infinite-scroll page. */
  infiniteScrollThreshold: 100,
  /** Search scoring: partial match weight, full word weight; results need a score above the threshold. */
  search: { partialWeight: 1, fullWordWeight: 2, threshold: 0 },
});
