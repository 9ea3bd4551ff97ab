import { useCallback, useId } from 'react';
import type { LinkChoice } from '../../../core/store';
import { LINK_TYPE_LABELS } from './link-kinds';
import { usePanel } from './panel-context';
import { PICKER_MESSAGES } from './picker-api';
import { useDebouncedSearch } from './use-debounced-search';

/** Searches the store's products, collections, blog, pages, actions and studio links (§2 link picker). */
export function LinkSearch({ onPick }: { onPick: (choice: LinkChoice) => void }) {
  const id = useId();
  const { pickers } = usePanel();
  const findLinks = useCallback((search: string) => pickers.searchLinks(search), [pickers]);
  const { search, setSearch, state } = useDebouncedSearch(findLinks);
  return (
    <div className="panel-link-search">
      <label htmlFor={`${id}-search`}>Find a product, collection, page, blog post or studio link</label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        maxLength={100}
        aria-controls={`${id}-results`}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ul
        id={`${id}-results`}
        className="panel-link-choices"
        aria-label="Links to choose from"
        aria-busy={state.status === 'loading'}
      >
        {state.status === 'done'
          ? state.results.map((choice) => (
              <li key={`${choice.type}:${choice.href}`}>
                <button type="button" className="panel-link-choice" onClick={() => onPick(choice)}>
                  <span className="panel-link-type">{LINK_TYPE_LABELS[choice.type]}</span>
                  <span className="panel-link-text">{choice.text}</span>
                  <span className="panel-link-href">{choice.href}</span>
                </button>
              </li>
            ))
          : null}
        {state.status === 'done' && state.results.length === 0 ? (
          <li className="panel-none">Nothing in this store matches “{search}”.</li>
        ) : null}
        {state.status === 'failed' ? (
          <li className="panel-field-error" role="alert">
            {PICKER_MESSAGES.failed}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
