/**
 * Undo and redo over immutable values (the studio keeps design documents here). Each commit pushes the
 * present onto the past; consecutive commits with the same coalesce key (typing in one text field, dragging
 * one slider) replace the present instead, so one undo takes back the whole edit.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The coalesce key of the last commit, while further commits with it may merge into it. */
  lastKey: string | null;
}

/** How many steps back the studio remembers. */
export const HISTORY_LIMIT = 100;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null };
}

export interface CommitOptions {
  /** Commits with the same key in a row become one undo step. */
  coalesceKey?: string;
  limit?: number;
}

export function commit<T>(history: History<T>, next: T, options: CommitOptions = {}): History<T> {
  if (Object.is(next, history.present)) return history;
  const key = options.coalesceKey ?? null;
  if (key !== null && key === history.lastKey) {
    return { past: history.past, present: next, future: [], lastKey: key };
  }
  const limit = Math.max(1, options.limit ?? HISTORY_LIMIT);
  const past = [...history.past, history.present].slice(-limit);
  return { past, present: next, future: [], lastKey: key };
}

export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
    lastKey: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next as T, future: rest, lastKey: null };
}

/** Ends coalescing: the next commit is its own undo step even with the same key (a field lost focus). */
export function seal<T>(history: History<T>): History<T> {
  return history.lastKey === null ? history : { ...history, lastKey: null };
}
