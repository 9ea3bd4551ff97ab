/**
 * Undo and redo over every change to the document. A plain value: the states before the present (oldest
 * first, at most `limit`), the present, and the states undone (next first). Every recorded change clears
 * redo. Typing coalesces: changes with the same key (one property of one block) less than `coalesceMs`
 * apart replace the present instead of adding a step, so one undo takes back the whole word, not a letter.
 */

export interface HistoryOptions {
  /** Most steps kept for undo (100). */
  limit?: number;
  /** Changes with the same key this close together (ms) make one step (1000). */
  coalesceMs?: number;
}

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  readonly limit: number;
  readonly coalesceMs: number;
  /** Key of the last change recorded, while it may still be coalesced with. */
  readonly lastKey: string | null;
  /** When the last change was recorded (ms). */
  readonly lastAt: number;
}

export const HISTORY_DEFAULTS = Object.freeze({ limit: 100, coalesceMs: 1000 });

export function createHistory<T>(present: T, options: HistoryOptions = {}): History<T> {
  return {
    past: [],
    present,
    future: [],
    limit: Math.max(1, Math.trunc(options.limit ?? HISTORY_DEFAULTS.limit)),
    coalesceMs: Math.max(0, options.coalesceMs ?? HISTORY_DEFAULTS.coalesceMs),
    lastKey: null,
    lastAt: Number.NEGATIVE_INFINITY,
  };
}

export interface RecordOptions {
  /** Changes sharing a key close together make one step (see propertyEditKey); none: always a step. */
  key?: string | null;
  /** When the change happened (ms, e.g. Date.now()); needed for coalescing. */
  at?: number;
}

/**
 * Records the next state. The same state object (an operation's no-op) records nothing. A change with the
 * key of the previous one, within coalesceMs of it, replaces the present; otherwise the present becomes an
 * undo step (the oldest step is dropped beyond the limit). Redo is cleared either way.
 */
export function record<T>(history: History<T>, next: T, options: RecordOptions = {}): History<T> {
  if (Object.is(next, history.present)) return history;
  const key = options.key ?? null;
  const at = options.at ?? Number.NEGATIVE_INFINITY;
  const coalesce =
    key !== null &&
    key === history.lastKey &&
    Number.isFinite(at) &&
    at >= history.lastAt &&
    at - history.lastAt < history.coalesceMs &&
    history.past.length > 0;
  if (coalesce) return { ...history, present: next, future: [], lastAt: at };
  const past = [...history.past, history.present];
  return {
    ...history,
    past: past.length > history.limit ? past.slice(past.length - history.limit) : past,
    present: next,
    future: [],
    lastKey: key,
    lastAt: at,
  };
}

export function canUndo(history: History<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History<unknown>): boolean {
  return history.future.length > 0;
}

/** Back one step; the same history when there is none. */
export function undo<T>(history: History<T>): History<T> {
  if (history.past.length === 0) return history;
  const previous = history.past[history.past.length - 1] as T;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
  };
}

/** Forward one undone step; the same history when there is none. */
export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future as [T, ...T[]];
  return { ...history, past: [...history.past, history.present], present: next, future, lastKey: null };
}

/** A fresh history from a state (after reloading the server's copy, say), keeping the options. */
export function resetHistory<T>(history: History<T>, present: T): History<T> {
  return createHistory(present, { limit: history.limit, coalesceMs: history.coalesceMs });
}

/**
 * The coalescing key of a property edit: one text property of one block ('uid:title'). Patches of several
 * properties or of anything but text are steps of their own (null).
 */
export function propertyEditKey(uid: string, patch: Readonly<Record<string, unknown>>): string | null {
  const keys = Object.keys(patch);
  if (keys.length !== 1) return null;
  const [key] = keys as [string];
  return typeof patch[key] === 'string' ? `${uid}:${key}` : null;
}
