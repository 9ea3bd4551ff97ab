import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useId } from 'react';
import { MENU_LIMITS } from '../../../../core/store';
import type { FieldErrors } from '../../forms/form-data';
import { LinkPicker } from './link-picker';
import type { EditorItem } from './menu-tree';
import { SegmentsEditor } from './segments-editor';

export interface RowProps {
  item: EditorItem;
  position: number;
  total: number;
  level: 1 | 2;
  storeId: number;
  open: boolean;
  errors: FieldErrors;
  path: string;
  onToggle: () => void;
  onChange: (change: Partial<EditorItem>) => void;
  onRemove: () => void;
  onIndent?: (() => void) | undefined;
  onOutdent?: (() => void) | undefined;
  /** While the item is held: where it would land, shown beside it. */
  dragHint?: string | undefined;
  /** Its sub-menu, below its box (the box alone is what is dragged). */
  children?: ReactNode;
}

/**
 * One menu item: its box (drag handle, summary, actions, and its fields when open) is the part that is
 * dragged; its sub-menu follows below it, inside the same list entry.
 */
export function ItemRow(props: RowProps) {
  const { item, position, total, level, storeId, open, errors, path } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  const fieldId = useId();
  const textError = errors[`${path}.text`]?.[0];
  const hrefError = errors[`${path}.href`]?.[0];
  const itemError = errors[`${path}.submenu`]?.[0] ?? errors[`${path}.submenu.0.submenu`]?.[0];
  const name = item.text || 'New item';
  return (
    <li className="menu-entry" data-level={level}>
      <div
        ref={setNodeRef}
        className="menu-item"
        data-level={level}
        data-dragging={isDragging ? 'true' : undefined}
        data-invalid={textError || hrefError || itemError ? 'true' : undefined}
        style={{ transform: CSS.Transform.toString(transform), transition }}
      >
        <div className="menu-item-row">
          <button
            type="button"
            className="drag-handle"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Move ${name}, position ${position} of ${total}`}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M7 4h2v2H7zm4 0h2v2h-2zM7 9h2v2H7zm4 0h2v2h-2zm-4 5h2v2H7zm4 0h2v2h-2z"
                fill="currentColor"
              />
            </svg>
          </button>
          <span className="menu-item-summary">
            <span className="menu-item-text">{name}</span>
            <span className="menu-item-href">{item.href || 'No link yet'}</span>
            {item.segments?.length ? (
              <span className="menu-item-href">
                {item.segments.length === 1 ? '1 segment' : `${item.segments.length} segments`}
              </span>
            ) : null}
          </span>
          <span className="menu-item-actions">
            <button
              type="button"
              className="button button-small"
              aria-expanded={open}
              onClick={props.onToggle}
            >
              Edit<span className="visually-hidden"> {name}</span>
            </button>
            {props.onIndent ? (
              <button type="button" className="button button-small" onClick={props.onIndent}>
                Into sub-menu<span className="visually-hidden"> of the item above, {name}</span>
              </button>
            ) : null}
            {props.onOutdent ? (
              <button type="button" className="button button-small" onClick={props.onOutdent}>
                Out of sub-menu<span className="visually-hidden">, {name}</span>
              </button>
            ) : null}
            <button type="button" className="button button-small" onClick={props.onRemove}>
              Remove<span className="visually-hidden"> {name}</span>
            </button>
          </span>
        </div>
        {isDragging && props.dragHint ? (
          <p className="menu-drag-hint" aria-hidden="true">
            {props.dragHint}
          </p>
        ) : null}
        {itemError ? <p className="field-error">{itemError}</p> : null}
        {open ? (
          <div className="menu-item-fields">
            <div className={`form-field${textError ? ' form-field-invalid' : ''}`}>
              <label htmlFor={`${fieldId}-text`}>Text</label>
              <input
                id={`${fieldId}-text`}
                value={item.text}
                maxLength={MENU_LIMITS.text}
                aria-invalid={textError ? true : undefined}
                aria-describedby={textError ? `${fieldId}-text-error` : undefined}
                onChange={(event) => props.onChange({ text: event.currentTarget.value })}
              />
              {textError ? (
                <p id={`${fieldId}-text-error`} className="field-error">
                  {textError}
                </p>
              ) : null}
            </div>
            <div className={`form-field${hrefError ? ' form-field-invalid' : ''}`}>
              <label htmlFor={`${fieldId}-href`}>Link</label>
              <p id={`${fieldId}-href-hint`} className="field-hint">
                A page of this store (/about/), an address elsewhere (https://example.com) or an action
                (@open-chat).
              </p>
              <input
                id={`${fieldId}-href`}
                value={item.href}
                autoCapitalize="none"
                aria-invalid={hrefError ? true : undefined}
                aria-describedby={`${fieldId}-href-hint${hrefError ? ` ${fieldId}-href-error` : ''}`}
                onChange={(event) => props.onChange({ href: event.currentTarget.value })}
              />
              {hrefError ? (
                <p id={`${fieldId}-href-error`} className="field-error">
                  {hrefError}
                </p>
              ) : null}
            </div>
            <LinkPicker
              storeId={storeId}
              onPick={(choice) =>
                props.onChange({
                  href: choice.href,
                  text: item.text.trim() ? item.text : choice.text.slice(0, MENU_LIMITS.text),
                })
              }
            />
            {level === 1 ? (
              <SegmentsEditor
                segments={item.segments ?? []}
                path={path}
                errors={errors}
                itemName={name}
                onChange={(segments) => props.onChange({ segments })}
              />
            ) : null}
          </div>
        ) : null}
      </div>
      {props.children}
    </li>
  );
}
