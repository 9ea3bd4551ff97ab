import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { LinkChoice, LinkChoiceType } from '../../../../core/store';

const TYPE_LABELS: Record<LinkChoiceType, string> = {
  collection: 'Collection',
  product: 'Product',
  page: 'Page',
  blog: 'Blog',
  action: 'Action',
  link: 'Link',
  studio: 'Studio',
};

/**
 * §2 link picker: searches this store's collections, products, pages and blog posts, with its actions and
 * studio links, and hands the chosen one (text, href, type) to `onPick`.
 */
export function LinkPicker({ storeId, onPick }: { storeId: number; onPick: (choice: LinkChoice) => void }) {
  const id = useId();
  const fetcher = useFetcher<{ search: string; choices: LinkChoice[] }>();
  const [search, setSearch] = useState('');
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  useEffect(() => {
    const timer = setTimeout(
      () => load.current(`/dashboard/stores/${storeId}/menu/links/?q=${encodeURIComponent(search)}`),
      search ? 250 : 0,
    );
    return () => clearTimeout(timer);
  }, [search, storeId]);
  const choices = fetcher.data?.choices ?? [];
  return (
    <div className="link-picker">
      <div className="form-field">
        <label htmlFor={`${id}-search`}>Find a link in this store</label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder="Collections, products, pages, blog posts…"
          maxLength={100}
          aria-controls={`${id}-results`}
        />
      </div>
      <ul
        id={`${id}-results`}
        className="link-choices"
        aria-label="Links to choose from"
        aria-busy={fetcher.state !== 'idle'}
      >
        {choices.map((choice) => (
          <li key={`${choice.type}:${choice.href}`}>
            <button type="button" className="link-choice" onClick={() => onPick(choice)}>
              <span className="link-choice-type">{TYPE_LABELS[choice.type]}</span>
              <span className="link-choice-text">{choice.text}</span>
              <span className="link-choice-href">{choice.href}</span>
            </button>
          </li>
        ))}
        {fetcher.state === 'idle' && fetcher.data && choices.length === 0 ? (
          <li className="link-choices-none">Nothing in this store matches “{fetcher.data.search}”.</li>
        ) : null}
      </ul>
    </div>
  );
}
