import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import type { FormAnswer } from '../../forms/form';
import { answerMessage } from '../../forms/form-data';
import { SubmitButton } from '../../forms/submit-button';

/** A refused or confirmed action's line under its button. */
export function ActionAnswer({ answer, intent }: { answer: FormAnswer | undefined; intent: string }) {
  if (!answer || answer.intent !== intent) return null;
  const text = answer.ok ? answer.message : answerMessage(answer);
  if (!text) return null;
  return (
    <p
      className={`form-status ${answer.ok ? 'form-status-success' : 'form-status-error'}`}
      role={answer.ok ? 'status' : 'alert'}
    >
      {text}
    </p>
  );
}

/** Duplicate, set as homepage, and delete behind a confirmation dialog. */
export function PageActions({
  title,
  url,
  version,
  homepage,
  answer,
}: {
  title: string;
  url: string;
  version: number;
  homepage: boolean;
  answer: FormAnswer | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const refusedDelete = answer?.intent === 'delete' && !answer.ok;
  // A refused delete closes the dialog so its reason reads on the page.
  useEffect(() => {
    if (refusedDelete) dialog.current?.close();
  }, [refusedDelete]);
  const name = title || url;
  return (
    <section className="pages-admin-section" aria-labelledby="page-actions-title">
      <h2 id="page-actions-title">Actions</h2>
      <div className="pages-admin-action-row">
        <Form method="post">
          <input type="hidden" name="intent" value="duplicate" />
          <SubmitButton className="button" intent="duplicate" pendingLabel="Duplicating…">
            Duplicate
          </SubmitButton>
        </Form>
        {homepage ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="homepage" />
            <input type="hidden" name="version" value={version} />
            <SubmitButton className="button" intent="homepage" pendingLabel="Setting…">
              Set as homepage
            </SubmitButton>
          </Form>
        )}
        <button type="button" className="button button-danger" onClick={() => dialog.current?.showModal()}>
          Delete…
        </button>
      </div>
      <ActionAnswer answer={answer} intent="duplicate" />
      <ActionAnswer answer={answer} intent="homepage" />
      <ActionAnswer answer={answer} intent="delete" />
      <dialog ref={dialog} className="pages-admin-dialog" aria-labelledby="delete-page-title">
        <h2 id="delete-page-title">Delete “{name}”?</h2>
        <p>
          The page at {url} goes for good, and links to it stop working. Menus that link to it need changing
          too.
        </p>
        <Form method="post" className="pages-admin-dialog-actions">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="confirm" value="yes" />
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            Keep the page
          </button>
          <SubmitButton className="button button-danger" intent="delete" pendingLabel="Deleting…">
            Delete the page
          </SubmitButton>
        </Form>
      </dialog>
    </section>
  );
}
