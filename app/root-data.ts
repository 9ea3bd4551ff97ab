import { fromJsonText, type JsonText } from './json-text';
import type { BrowserStoreView } from './load-context';

/**
 * The root loader sends the store's view as JSON text (json-text.ts): on every page, its theme settings,
 * menus and footer were most of the root's hydration data, encoded value by value for every request.
 * Everything that reads the root's data reads it through here, with the store read back.
 */
export type SentRootData = { store: JsonText<BrowserStoreView> | null };

export type RootDataOf<T extends SentRootData> = Omit<T, 'store'> & { store: BrowserStoreView | null };

const readBack = new WeakMap<object, unknown>();

/** The root loader's data as it was sent, with its store read back; the same object for the same data. */
export function rootDataOf<T extends SentRootData>(sent: T): RootDataOf<T> {
  let data = readBack.get(sent) as RootDataOf<T> | undefined;
  if (!data) {
    data = { ...sent, store: sent.store === null ? null : fromJsonText(sent.store) };
    readBack.set(sent, data);
  }
  return data;
}
