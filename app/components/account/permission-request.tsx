import { type FormEvent, type MouseEvent, type ReactNode, useId, useRef, useState } from 'react';
import { hasDashboardPermission, permissionLabel } from '../../../core/auth';
import { ERROR_MESSAGES } from '../../../core/errors';
import { messages } from '../../../core/validation';
import { messageOf, postApi } from './api';

interface Props {
  /** The permissions the wrapped control needs, all of them. */
  permissions: readonly string[];
  /** The permissions the visitor holds ('*' and parents such as 'users' grant their children). */
  granted: readonly string[];
  /** Says what the control is for, in the dialog's title: 'Ask for access to {what}'. */
  what: string;
  children: ReactNode;
  /** Told whether a request was sent (true) or the dialog was closed without one (false). */
  onResolved?: (sent: boolean) => void;
}

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

/**
 * §6 permission-request directive: wraps a control. With the permissions the control works as ever;
 * without them a click on it opens a dialog asking for a reason, which is sent to
 * POST /omnis/v3/atlas/permissions/request/{permissions}/ and answered 'Permission request successfully
 * submitted'.
 */
export function PermissionRequest({ permissions, granted, what, children, onResolved }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [reasonError, setReasonError] = useState<string | null>(null);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  if (hasDashboardPermission(granted, permissions)) return <>{children}</>;

  const open = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setState({ kind: 'idle' });
    setReasonError(null);
    dialog.current?.showModal();
  };

  const close = () => {
    dialog.current?.close();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (!reason) {
      setReasonError(messages.required);
      return;
    }
    setReasonError(null);
    setState({ kind: 'sending' });
    try {
      const path = permissions.map((permission) => encodeURIComponent(permission)).join(',');
      const answer = await postApi<{ message: string }>(`/atlas/permissions/request/${path}/`, { reason });
      if (answer.status >= 200 && answer.status < 300) {
        setState({ kind: 'sent', message: ERROR_MESSAGES.permissionRequestSubmitted });
        onResolved?.(true);
      } else {
        setState({ kind: 'failed', message: messageOf(answer, ERROR_MESSAGES.snackbarDefault) });
      }
    } catch {
      setState({ kind: 'failed', message: ERROR_MESSAGES.snackbarDefault });
    }
  };

  return (
    <>
      {/* The wrapped control keeps its own keyboard handling; a click on it (or Enter, which clicks) opens the dialog. */}
      <span
        className="permission-request"
        data-permission-missing={permissions.join(',')}
        onClickCapture={open}
      >
        {children}
      </span>
      <dialog
        ref={dialog}
        className="account-dialog"
        aria-labelledby={`${id}-title`}
        onClose={() => {
          if (state.kind !== 'sent') onResolved?.(false);
        }}
      >
        <h2 id={`${id}-title`}>Ask for access to {what}</h2>
        {state.kind === 'sent' ? (
          <>
            <p className="form-status form-status-success" role="status">
              {state.message}
            </p>
            <button type="button" className="button button-primary" onClick={close}>
              Close
            </button>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <p>
              You need permission to {permissions.map(permissionLabel).join(' and ')} for this. Tell us why
              you need it and we will ask someone who can give it to you.
            </p>
            <div className={`form-field${reasonError ? ' form-field-invalid' : ''}`}>
              <label htmlFor={`${id}-reason`}>Why do you need access?</label>
              <textarea
                id={`${id}-reason`}
                name="reason"
                rows={3}
                maxLength={2000}
                required
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              />
              {reasonError ? (
                <p id={`${id}-reason-error`} className="field-error">
                  {reasonError}
                </p>
              ) : null}
            </div>
            {state.kind === 'failed' ? (
              <p className="field-error" role="alert">
                {state.message}
              </p>
            ) : null}
            <div className="dialog-actions">
              <button type="button" className="button" onClick={close}>
                Cancel
              </button>
              <button
                type="submit"
                className="button button-primary"
                disabled={state.kind === 'sending'}
                aria-busy={state.kind === 'sending' || undefined}
              >
                {state.kind === 'sending' ? 'Sending…' : 'Send request'}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </>
  );
}
