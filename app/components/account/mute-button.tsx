import { useState } from 'react';
import { ERROR_MESSAGES } from '../../../core/errors';
import { messageOf, postApi } from './api';

interface Props {
  userId: number;
  /** Who, for the button's accessible name: 'Mute {name}'. */
  name: string;
  mutedAt: string | null;
  onChange?: (mutedAt: string | null) => void;
}

/**
 * Operator (staff) control: mutes or unmutes a user with POST /omnis/v3/atlas/users/{id}/mute/ or
 * /unmute/. A 403 shows 'Permission denied' (§6).
 */
export function MuteButton({ userId, name, mutedAt: initial, onChange }: Props) {
  const [mutedAt, setMutedAt] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const muted = mutedAt !== null;
  const errorId = `mute-${userId}-error`;

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await postApi<{ mutedAt: string | null }>(
        `/atlas/users/${userId}/${muted ? 'unmute' : 'mute'}/`,
      );
      if (answer.status === 403) setError(ERROR_MESSAGES.muteForbidden);
      else if (answer.status >= 200 && answer.status < 300 && answer.body) {
        setMutedAt(answer.body.mutedAt);
        onChange?.(answer.body.mutedAt);
      } else setError(messageOf(answer, ERROR_MESSAGES.snackbarDefault));
    } catch {
      setError(ERROR_MESSAGES.snackbarDefault);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="mute-control">
      <span className="mute-state" data-muted={muted}>
        {muted ? 'Muted' : 'Active'}
      </span>
      <button
        type="button"
        className="button button-small"
        onClick={toggle}
        disabled={busy}
        aria-label={`${muted ? 'Unmute' : 'Mute'} ${name}`}
        aria-describedby={error ? errorId : undefined}
      >
        {muted ? 'Unmute' : 'Mute'}
      </button>
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
