import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { BlockComponentProps } from '../context';
import { EmptyBlock, Paragraphs, str } from '../shared';

/**
 * Expandable (FAQ): a disclosure, a button with aria-expanded controlling a region. It closes when the
 * route changes: the open state belongs to the path it was opened on.
 */
export function Expandable({ properties: p }: BlockComponentProps) {
  const { pathname } = useLocation();
  const [state, setState] = useState({ open: p.open === true, path: pathname });
  const id = useId();
  const open = state.open && state.path === pathname;
  const title = str(p.title).trim();
  const copy = str(p.copy).trim();
  if (title === '' && copy === '')
    return <EmptyBlock title="Expandable" hint="Add a question and its answer." />;
  return (
    <div className={`block-expandable${open ? ' expandable-open' : ''}`}>
      <h3 className="expandable-heading">
        <button
          type="button"
          id={`${id}-button`}
          className="expandable-toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setState({ open: !open, path: pathname })}
        >
          <span>{title || 'Details'}</span>
          <svg
            className="icon expandable-icon"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="currentColor"
          >
            <path d="M12 15.5l-7-7 1.4-1.4 5.6 5.6 5.6-5.6 1.4 1.4z" />
          </svg>
        </button>
      </h3>
      <section
        id={`${id}-panel`}
        className="expandable-panel"
        aria-labelledby={`${id}-button`}
        hidden={!open}
      >
        <Paragraphs text={copy} />
      </section>
    </div>
  );
}
