import { useEffect, useId, useRef, useState } from 'react';
import { BlockForm, type FieldSpec, type SubmitResult } from '../block-form';

interface Props {
  title: string;
  copy: string;
  buttonText: string;
  fields: readonly FieldSpec[];
  successMessage: string;
  failureMessage: string;
  onSubmit: (values: Record<string, string>) => Promise<SubmitResult>;
}

/**
 * The return-an-item popup (§1, §4): a button opens a modal dialog with the email form; while it sends, the
 * form says so and ignores further submits; on success the dialog closes and the block says
 * 'Thank you, we sent you an email with instructions.'; on failure the dialog stays open with the message.
 * The dialog is a native <dialog>: focus moves into it, Escape closes it, focus returns to the button.
 */
export function RemillPopup({
  title,
  copy,
  buttonText,
  fields,
  successMessage,
  failureMessage,
  onSubmit,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [interactive, setInteractive] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // Each opening starts a fresh form.
  const [opening, setOpening] = useState(0);
  useEffect(() => setInteractive(true), []);

  return (
    <>
      {sent ? (
        <p className="block-form-status form-success" role="status">
          {sent}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-primary"
        disabled={!interactive}
        aria-haspopup="dialog"
        onClick={() => {
          setOpening((count) => count + 1);
          dialog.current?.showModal();
        }}
      >
        {buttonText}
      </button>
      <dialog ref={dialog} className="block-dialog remill-dialog" aria-labelledby={`${id}-title`}>
        <div className="block-dialog-head">
          <h2 id={`${id}-title`}>{title}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label="Close"
            onClick={() => dialog.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p>{copy}</p>
        <BlockForm
          key={opening}
          fields={fields}
          submitText="Send me the instructions"
          successMessage={successMessage}
          failureMessage={failureMessage}
          onSubmit={onSubmit}
          onSent={(message) => {
            setSent(message);
            dialog.current?.close();
            // The closed dialog keeps a fresh form, so the thank-you is said once, in the block.
            setOpening((count) => count + 1);
          }}
        />
      </dialog>
    </>
  );
}
