import * as messages from './messages';

/**
 * Storage limits. Lengths are counted in UTF-16 code units (`string.length`), the unit browsers use
 * for storage quotas, so a write that passes here never exceeds them.
 */
export const STORAGE_LIMITS = Object.freeze({
  /** Longest key (local storage key or cookie name). */
  key: 256,
  /** Longest local-storage value. */
  value: 16384,
  /** Longest cookie value. */
  cookieValue: 3584,
});

export type StorageKind = 'local' | 'cookie';

/** The longest value allowed for `kind`. */
export function maxStoredValueLength(kind: StorageKind): number {
  return kind === 'cookie' ? STORAGE_LIMITS.cookieValue : STORAGE_LIMITS.value;
}

/** Why a write would be refused (key first, then value), or undefined when it is allowed. */
export function storageWriteError(
  key: string,
  value: string,
  kind: StorageKind = 'local',
): string | undefined {
  if (key.length > STORAGE_LIMITS.key) return messages.storageKeyTooLong(STORAGE_LIMITS.key);
  const max = maxStoredValueLength(kind);
  if (value.length > max) return messages.storageValueTooLong(max);
  return undefined;
}

/** Whether `value` may be stored under `key`; oversize writes are refused. */
export function canStore(key: string, value: string, kind: StorageKind = 'local'): boolean {
  return storageWriteError(key, value, kind) === undefined;
}
