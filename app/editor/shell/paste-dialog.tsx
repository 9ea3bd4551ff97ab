import { useId, useState } from 'react';
import { type ClipboardPayload, parseClipboard, SHELL_MESSAGES } from '../../../core/page-editor';
import { ModalDialog } from './modal-dialog';

/** When the browser will not let the editor read the clipboard: the merchant pastes the copied text here. */
export function PasteDialog({
  initialText,
  onPaste,
  onClose,
}: {
  initialText: string;
  onPaste: (payload: ClipboardPayload) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <ModalDialog title={SHELL_MESSAGES.pasteDialogTitle} onCancel={onClose}>
      <form
        className="paste-form"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = parseClipboard(text);
          if (parsed.ok) onPaste(parsed.payload);
          else setError(parsed.message);
        }}
      >
        <p id={`${id}-hint`}>{SHELL_MESSAGES.pasteDialogHint}</p>
        <label htmlFor={`${id}-text`}>Copied blocks</label>
        <textarea
          id={`${id}-text`}
          rows={6}
          value={text}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="editor-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="editor-dialog-actions">
          <button type="submit" className="editor-button editor-button-primary">
            Paste
          </button>
          <button type="button" className="editor-button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
