import { useEffect, useState } from 'react';

export type SearchState<T> = { status: 'loading' } | { status: 'done'; results: T[] } | { status: 'failed' };

/** How long typing must pause before a search is sent; an empty search is sent at once. */
export const SEARCH_PAUSE_MS = 250;

/**
 * The search text and what `find` answered for it, asked once typing pauses. An answer that arrives after
 * the text changed again is ignored. `find` should be stable (useCallback): a new one searches again.
 */
export function useDebouncedSearch<T>(find: (search: string) => Promise<T[]>) {
  const [search, setSearch] = useState('');
  const [state, setState] = useState<SearchState<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        setState({ status: 'loading' });
        find(search)
          .then((results) => live && setState({ status: 'done', results }))
          .catch(() => live && setState({ status: 'failed' }));
      },
      search ? SEARCH_PAUSE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, find]);
  return { search, setSearch, state };
}
