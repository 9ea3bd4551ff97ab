import { SAVE_MESSAGES, SHELL_MESSAGES } from '../../../core/page-editor';
import { ModalDialog } from './modal-dialog';

/** A 409 on a stale version: never overwrite silently; the merchant takes their version or keeps their own. */
export function ConflictDialog({
  ready,
  onReloadTheirs,
  onKeepMine,
}: {
  /** Their version has been read (the choices wait for it). */
  ready: boolean;
  onReloadTheirs: () => void;
  onKeepMine: () => void;
}) {
  return (
    <ModalDialog title={SHELL_MESSAGES.conflictTitle} role="alertdialog">
      <p>{SAVE_MESSAGES.versionConflict}</p>
      <div className="editor-dialog-actions">
        <button type="button" className="editor-button" disabled={!ready} onClick={onReloadTheirs}>
          {SHELL_MESSAGES.reloadTheirs}
        </button>
        <button
          type="button"
          className="editor-button editor-button-primary"
          disabled={!ready}
          onClick={onKeepMine}
        >
          {SHELL_MESSAGES.keepMine}
        </button>
      </div>
    </ModalDialog>
  );
}
