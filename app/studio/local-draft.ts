/**
 * The shopper's design kept in the browser (local storage), so nothing is lost to a reload, a closed tab
 * or a save that failed: it is restored when the studio opens again, and a save that has not reached the
 * server yet is retried from it. §5 limits a stored value to 16384 characters, so a large design is kept
 * in several values under numbered keys.
 */
import { type DesignDocument, migrateDesign, SIDES, type Side } from '../../core/design';
import { STORAGE_LIMITS, storageWriteError } from '../../core/validation/storage';

/** What the studio needs of window.localStorage (tests give it a Map). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A save the shopper asked for that has not reached the server yet. */
export interface PendingSave {
  colour: string;
  size: string;
  quantity: number;
  /** When the shopper asked (ms since the epoch). */
  requestedAt: number;
}

export interface StudioDraft {
  document: DesignDocument;
  colour: string;
  side: Side;
  /** When it was written (ms since the epoch). */
  updatedAt: number;
  pendingSave: PendingSave | null;
}

const DRAFT_FORMAT = 1;

/** The key of a base product's draft: one per product, per store (each store is its own origin). */
export function draftKey(customiseIt: string): string {
  return `printfront-studio:${customiseIt}`.slice(0, STORAGE_LIMITS.key - 8);
}

const partKey = (key: string, index: number) => `${key}#${index}`;
/** Room left in each value for the chunk header. */
const CHUNK_LENGTH = STORAGE_LIMITS.value - 64;

function removeParts(storage: DraftStorage, key: string, from: number): void {
  for (let index = from; storage.getItem(partKey(key, index)) !== null; index += 1) {
    storage.removeItem(partKey(key, index));
  }
}

/**
 * Writes text under a key, split into values the §5 limit allows. Returns false (and leaves what was there)
 * when the browser refuses the write (storage full, private mode) or a key would be too long.
 */
export function writeChunked(storage: DraftStorage, key: string, text: string): boolean {
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += CHUNK_LENGTH) {
    parts.push(text.slice(start, start + CHUNK_LENGTH));
  }
  const head = JSON.stringify({ format: DRAFT_FORMAT, parts: parts.length });
  if (storageWriteError(partKey(key, parts.length), '') || storageWriteError(key, head)) return false;
  try {
    parts.forEach((part, index) => {
      storage.setItem(partKey(key, index), part);
    });
    storage.setItem(key, head);
  } catch {
    return false;
  }
  removeParts(storage, key, parts.length);
  return true;
}

export function readChunked(storage: DraftStorage, key: string): string | null {
  try {
    const head = storage.getItem(key);
    if (!head) return null;
    const parsed = JSON.parse(head) as { format?: unknown; parts?: unknown };
    if (parsed.format !== DRAFT_FORMAT || typeof parsed.parts !== 'number') return null;
    let text = '';
    for (let index = 0; index < parsed.parts; index += 1) {
      const part = storage.getItem(partKey(key, index));
      if (part === null) return null;
      text += part;
    }
    return text;
  } catch {
    return null;
  }
}

export function saveDraft(storage: DraftStorage, key: string, draft: StudioDraft): boolean {
  return writeChunked(storage, key, JSON.stringify(draft));
}

function readPendingSave(value: unknown): PendingSave | null {
  if (!value || typeof value !== 'object') return null;
  const save = value as Record<string, unknown>;
  if (typeof save.colour !== 'string' || typeof save.size !== 'string') return null;
  const quantity = Number(save.quantity);
  return {
    colour: save.colour,
    size: save.size,
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
    requestedAt: Number(save.requestedAt) || 0,
  };
}

/** The stored draft, its document migrated to the current version; null when absent or unreadable. */
export function loadDraft(storage: DraftStorage, key: string): StudioDraft | null {
  const text = readChunked(storage, key);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const migrated = migrateDesign(value.document);
    if (!migrated.ok) return null;
    const side = SIDES.find((candidate) => candidate === value.side) ?? 'front';
    return {
      document: migrated.document,
      colour: typeof value.colour === 'string' ? value.colour : '',
      side,
      updatedAt: Number(value.updatedAt) || 0,
      pendingSave: readPendingSave(value.pendingSave),
    };
  } catch {
    return null;
  }
}

export function clearDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
    removeParts(storage, key, 0);
  } catch {
    // Storage that cannot be read cannot hold a draft either.
  }
}

/** The browser's local storage, or null where it is unavailable (blocked, server rendering). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
