import { forwardRef, useState } from 'react';
import type { Block, Page } from '../../../core/blocks/types';
import {
  type EditorEnvironment,
  type InvalidField,
  isContainerType,
  liveChildren,
  locateBlock,
  SHELL_MESSAGES,
} from '../../../core/page-editor';
import { LazyBlockPanel } from '../panel/lazy-block-panel';
import type { ThemeColour } from '../panel/panel-context';
import { positionOf } from './editor-state';

export interface BlockSidebarProps {
  page: Page;
  env: EditorEnvironment;
  uid: string;
  /** The last save's invalid fields (those of this block are shown at their fields). */
  invalid: readonly InvalidField[];
  themeColours: readonly ThemeColour[];
  fonts: readonly string[];
  onChange: (patch: Record<string, unknown>) => void;
  onClose: () => void;
  onMove: (delta: -1 | 1) => void;
  onPublish: (published: boolean) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onSelect: (uid: string) => void;
  onAddItem: (parent: Block) => void;
}

const titleOf = (env: EditorEnvironment, type: string) =>
  env.registry.has(type) ? env.registry.get(type).title : type;

function itemName(env: EditorEnvironment, item: Block, index: number): string {
  for (const key of ['title', 'text', 'name']) {
    const value = item.properties[key];
    if (typeof value === 'string' && value.trim() !== '') {
      const plain = value.replace(/<[^>]*>/g, ' ').trim();
      if (plain) return `${titleOf(env, item.type)}: ${plain.slice(0, 40)}`;
    }
  }
  return `${titleOf(env, item.type)} ${index + 1}`;
}

/** The properties' changes: only the keys the panel's new value changed (removed keys become undefined). */
export function propertyPatch(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!Object.is(before[key], after[key])) patch[key] = after[key];
  }
  return patch;
}

/** The invalid fields of one block as the panel shows them: keyed by the path inside its properties. */
export function blockFieldErrors(invalid: readonly InvalidField[], uid: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of invalid) {
    if (field.blockUid !== uid) continue;
    const path = field.field.replace(/^properties\.?/, '') || field.field;
    errors[path] = [...(errors[path] ?? []), field.message];
  }
  return errors;
}

/**
 * The selected block's side panel (a bottom sheet on phones): its actions (move, publish, duplicate,
 * delete after a confirmation), a container's items, and its properties in the block panel.
 */
export const BlockSidebar = forwardRef<HTMLElement, BlockSidebarProps>(function BlockSidebar(props, ref) {
  const { page, env, uid } = props;
  const [confirming, setConfirming] = useState(false);
  const located = locateBlock(page.blocks, uid);
  if (!located) return null;
  const { block, parent } = located;
  const title = titleOf(env, block.type);
  const position = positionOf(page, uid);
  const siblings = liveChildren(parent ? parent.items : page.blocks);
  const published = !block.unpublished && block.properties.published !== false;
  const errors = blockFieldErrors(props.invalid, uid);
  const items = isContainerType(block.type) ? liveChildren(block.items) : null;
  return (
    <aside className="editor-sidebar" aria-label={`${title} block`} ref={ref} tabIndex={-1}>
      <div className="editor-sidebar-head">
        <p className="editor-sidebar-title">
          {title}
          {published ? null : <span className="editor-badge">Unpublished</span>}
        </p>
        <button type="button" className="editor-button" onClick={props.onClose}>
          Close<span className="visually-hidden"> the block settings</span>
        </button>
      </div>
      {Object.keys(errors).length > 0 ? (
        <p className="editor-error" role="alert">
          {SHELL_MESSAGES.invalidBlock}
        </p>
      ) : null}
      <div className="editor-block-actions">
        <button
          type="button"
          className="editor-button"
          disabled={!position || position.index <= 0}
          onClick={() => props.onMove(-1)}
        >
          Move up
        </button>
        <button
          type="button"
          className="editor-button"
          disabled={!position || position.index >= siblings.length - 1}
          onClick={() => props.onMove(1)}
        >
          Move down
        </button>
        <button type="button" className="editor-button" onClick={() => props.onPublish(!published)}>
          {published ? 'Unpublish' : 'Publish'}
        </button>
        <button type="button" className="editor-button" onClick={props.onDuplicate}>
          Duplicate
        </button>
        <button
          type="button"
          className="editor-button editor-button-danger"
          aria-expanded={confirming}
          onClick={() => setConfirming(true)}
        >
          Delete
        </button>
      </div>
      {confirming ? (
        <div className="editor-confirm">
          <p>{SHELL_MESSAGES.confirmDelete}</p>
          <button
            type="button"
            className="editor-button editor-button-danger"
            onClick={() => {
              setConfirming(false);
              props.onDelete();
            }}
          >
            Delete the block
          </button>
          <button type="button" className="editor-button" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : null}
      {parent ? (
        <button type="button" className="editor-link-button" onClick={() => props.onSelect(parent.uid)}>
          Edit the {titleOf(env, parent.type).toLowerCase()} it is in
        </button>
      ) : null}
      {items ? (
        <section className="editor-items" aria-label={`Blocks in this ${title.toLowerCase()}`}>
          <p className="editor-items-title">Blocks in this {title.toLowerCase()}</p>
          {items.length === 0 ? <p>None yet.</p> : null}
          <ul>
            {items.map((item, index) => (
              <li key={item.uid}>
                <button type="button" className="editor-link-button" onClick={() => props.onSelect(item.uid)}>
                  Edit {itemName(env, item, index)}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="editor-button" onClick={() => props.onAddItem(block)}>
            Add a block to this {title.toLowerCase()}
          </button>
        </section>
      ) : null}
      <LazyBlockPanel
        key={uid}
        type={block.type}
        value={block.properties}
        errors={errors}
        themeColours={props.themeColours}
        fonts={props.fonts}
        onChange={(next) => props.onChange(propertyPatch(block.properties, next))}
      />
    </aside>
  );
});
