import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import type { Page } from '../../../core/blocks/types';
import { ERROR_MESSAGES } from '../../../core/errors/messages';
import { blockPalette, type EditorEnvironment, type PaletteEntry } from '../../../core/page-editor';
import { ModalDialog } from './modal-dialog';

/**
 * The block palette: the types the container takes on this page, grouped and searchable; arrow keys move
 * between entries. Pro-only types are marked, and on a store without pro choosing one is refused with
 * §8's 402 message.
 */
export function PaletteDialog({
  env,
  page,
  containerType,
  containerName,
  onPick,
  onClose,
}: {
  env: EditorEnvironment;
  page: Pick<Page, 'kind' | 'layout'>;
  containerType: string;
  containerName: string;
  onPick: (type: string) => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState('');
  const [refusal, setRefusal] = useState<PaletteEntry | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const id = useId();
  const groups = useMemo(
    () => blockPalette(env.registry, { page, containerType, isPro: env.isPro, query }),
    [env, page, containerType, query],
  );

  const entries = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('.palette-entry') ?? [])];
  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    const all = entries();
    if (all.length === 0) return;
    const current = all.indexOf(document.activeElement as HTMLButtonElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = current < 0 ? 0 : Math.min(all.length - 1, current + 1);
    else if (event.key === 'ArrowUp') next = current <= 0 ? null : current - 1;
    else if (event.key === 'Home' && current >= 0) next = 0;
    else if (event.key === 'End' && current >= 0) next = all.length - 1;
    else return;
    event.preventDefault();
    if (next === null) document.getElementById(`${id}-search`)?.focus();
    else all[next]?.focus();
  };

  const choose = (entry: PaletteEntry) => {
    if (entry.disabled) setRefusal(entry);
    else onPick(entry.type);
  };

  return (
    <ModalDialog title={`Add a block to the ${containerName}`} onCancel={onClose} className="palette-dialog">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the entries inside */}
      <div className="palette-body" onKeyDown={moveFocus}>
        <label htmlFor={`${id}-search`} className="palette-search-label">
          Search blocks
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="palette-search"
          value={query}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setRefusal(null);
          }}
        />
        {refusal ? (
          <p className="palette-refusal" role="alert">
            {ERROR_MESSAGES.proRequired}: {refusal.reason}
          </p>
        ) : null}
        <div className="palette-groups" ref={list}>
          {groups.length === 0 ? <p role="status">No blocks match “{query}”.</p> : null}
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`${id}-${group.id}`} className="palette-group">
              <h3 id={`${id}-${group.id}`}>{group.title}</h3>
              <ul>
                {group.entries.map((entry) => (
                  <li key={entry.type}>
                    <button
                      type="button"
                      className="palette-entry"
                      aria-disabled={entry.disabled || undefined}
                      onClick={() => choose(entry)}
                    >
                      {entry.title}
                      {entry.pro ? <span className="palette-pro"> Pro</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="editor-dialog-actions">
          <button type="button" className="editor-button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
