import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesignDocument, Side } from '../../core/design';
import {
  browserStorage,
  draftKey,
  loadDraft,
  type PendingSave,
  type StudioDraft,
  saveDraft,
} from './local-draft';

/** How long the studio waits after a change before writing the draft (typing writes once per pause). */
export const DRAFT_WRITE_DELAY_MS = 250;

export type DraftStatus = 'idle' | 'kept' | 'unavailable';

interface Options {
  customiseIt: string;
  document: DesignDocument;
  colour: string;
  side: Side;
  /** False while a design carried from another product is being set up: do not restore over it. */
  restore: boolean;
  onRestore(draft: StudioDraft): void;
}

/**
 * Keeps the design in local storage as the shopper works, and gives it back when the studio opens again
 * (after a reload or a crash). A pending save is written at once, so a failed save survives a reload.
 */
export function useLocalDraft({ customiseIt, document, colour, side, restore, onRestore }: Options) {
  const key = draftKey(customiseIt);
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const ready = useRef(false);
  const pending = useRef<PendingSave | null>(null);
  const latest = useRef({ document, colour, side });
  latest.current = { document, colour, side };

  const write = useCallback(() => {
    const storage = browserStorage();
    if (!storage) {
      setStatus('unavailable');
      return;
    }
    const ok = saveDraft(storage, key, {
      ...latest.current,
      updatedAt: Date.now(),
      pendingSave: pending.current,
    });
    setStatus(ok ? 'kept' : 'unavailable');
  }, [key]);

  // Restore once, in the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per product; onRestore is read then.
  useEffect(() => {
    const storage = browserStorage();
    const draft = storage && restore ? loadDraft(storage, key) : null;
    const hasWork = Object.values(draft?.document.sides ?? {}).some((content) => content?.layers.length);
    if (draft && (hasWork || draft.pendingSave)) {
      pending.current = draft.pendingSave;
      onRestore(draft);
      setRestoredAt(draft.updatedAt);
    }
    ready.current = true;
  }, [key]);

  // Write after each pause in the shopper's changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are read from `latest` when writing.
  useEffect(() => {
    if (!ready.current) return;
    const timer = window.setTimeout(write, DRAFT_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [document, colour, side, write]);

  const setPending = useCallback(
    (save: PendingSave | null) => {
      pending.current = save;
      if (ready.current) write();
    },
    [write],
  );

  return { status, restoredAt, setPending, dismissRestored: () => setRestoredAt(null) };
}
