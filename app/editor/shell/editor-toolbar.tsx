import { type ReactNode, useId, useState } from 'react';
import { EDITOR_VIEWPORTS, type EditorViewport, SHELL_MESSAGES } from '../../../core/page-editor';
import type { Notice } from './editor-state';
import { viewportLabel } from './viewport-slot';

export interface EditorToolbarProps {
  pagesUrl: string;
  canUndo: boolean;
  canRedo: boolean;
  blockSelected: boolean;
  dirty: boolean;
  isSaving: boolean;
  saved: boolean;
  viewport: EditorViewport;
  notice: Notice | null;
  onUndo: () => void;
  onRedo: () => void;
  onAdd: () => void;
  onCopy: () => void;
  onPaste: () => void;
  onDuplicate: () => void;
  onSave: () => void;
  onViewport: (viewport: EditorViewport) => void;
  onDismissNotice: () => void;
}

/** A toolbar button with its keyboard shortcut announced. */
function ToolButton({
  onClick,
  disabled,
  keys,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  keys: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="editor-button"
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts={keys}
    >
      {children}
    </button>
  );
}

/** What the save button's neighbour says: saving, saved, or that there are unsaved changes. */
export function saveStatusText(state: { isSaving: boolean; saved: boolean; dirty: boolean }): string {
  if (state.isSaving) return SHELL_MESSAGES.saving;
  if (state.dirty) return SHELL_MESSAGES.unsaved;
  return state.saved ? SHELL_MESSAGES.saved : SHELL_MESSAGES.allSaved;
}

/**
 * The editor's sticky toolbar, every control labelled. On a phone it keeps to two rows: the clipboard and the
 * preview width open from "More".
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const id = useId();
  const status = saveStatusText(props);
  // On a phone the clipboard and the preview width sit behind "More", so the toolbar keeps to two rows.
  const [moreOpen, setMoreOpen] = useState(false);
  return (
    <section className="editor-toolbar" aria-label="Page editor">
      <a className="editor-button editor-back" href={props.pagesUrl}>
        <span aria-hidden="true">←</span> Pages
      </a>
      <div className="editor-toolbar-group">
        <ToolButton onClick={props.onUndo} disabled={!props.canUndo} keys="Control+Z">
          Undo
        </ToolButton>
        <ToolButton onClick={props.onRedo} disabled={!props.canRedo} keys="Control+Shift+Z Control+Y">
          Redo
        </ToolButton>
      </div>
      <div className="editor-toolbar-group">
        <button type="button" className="editor-button" onClick={props.onAdd}>
          Add block
        </button>
        <button
          type="button"
          className="editor-button editor-more-toggle"
          aria-expanded={moreOpen}
          aria-controls={`${id}-more`}
          onClick={() => setMoreOpen(!moreOpen)}
        >
          More<span className="visually-hidden"> editing tools</span>
        </button>
      </div>
      <div id={`${id}-more`} className="editor-toolbar-more" data-open={moreOpen || undefined}>
        <div className="editor-toolbar-group">
          <ToolButton onClick={props.onCopy} disabled={!props.blockSelected} keys="Control+C">
            Copy
          </ToolButton>
          <ToolButton onClick={props.onPaste} keys="Control+V">
            Paste
          </ToolButton>
          <ToolButton onClick={props.onDuplicate} disabled={!props.blockSelected} keys="Control+D">
            Duplicate
          </ToolButton>
        </div>
        <div className="editor-toolbar-group">
          <label htmlFor={`${id}-viewport`} className="editor-viewport-label">
            Preview width
          </label>
          <select
            id={`${id}-viewport`}
            className="editor-select"
            value={props.viewport}
            onChange={(event) => {
              props.onViewport(event.target.value as EditorViewport);
              setMoreOpen(false);
            }}
          >
            {EDITOR_VIEWPORTS.map((viewport) => (
              <option key={viewport.name} value={viewport.name}>
                {viewportLabel(viewport.name)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="editor-toolbar-group editor-save">
        <span id={`${id}-status`} className="editor-save-status" role="status" data-dirty={props.dirty}>
          {status}
        </span>
        <button
          type="button"
          className="editor-button editor-button-primary"
          onClick={props.onSave}
          disabled={props.isSaving || !props.dirty}
          aria-describedby={`${id}-status`}
          aria-busy={props.isSaving || undefined}
        >
          Save
        </button>
      </div>
      {props.notice ? (
        <div
          className={`editor-notice editor-notice-${props.notice.tone}`}
          role={props.notice.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{props.notice.message}</span>
          <button type="button" className="editor-button" onClick={props.onDismissNotice}>
            Dismiss<span className="visually-hidden"> the message</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
