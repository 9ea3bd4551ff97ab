/**
 * Saving a design and putting it in the basket. The design is saved through the studio API (it becomes a
 * custom product), then added to the basket through the product page's add-to-basket action (the form
 * the product page posts), and the server's render of its print files and mockups is polled until the
 * mockup of the chosen colour can be shown.
 *
 * Nothing is lost when the save fails: the design is already in the local draft, the request is kept there
 * as a pending save, and it is retried with growing waits (and at once when the browser comes back online)
 * while the studio shows 'Saved locally, retrying…'. A reload picks the pending save up again.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { DesignDocument } from '../../core/design';
import type { PendingSave } from './local-draft';
import { handlingFor, retryDelayMs } from './save-policy';
import { type RenderStatus, renderStatus, retryRenders, type SavedDesign, saveDesign } from './studio-api';

export const CHECKOUT_MESSAGES = Object.freeze({
  savedLocally: 'Saved locally, retrying…',
  saving: 'Saving your design…',
  adding: 'Adding to your basket…',
  added: 'Added to your basket',
  failed: 'Oops... looks like something went wrong. Please try again.',
  unavailable: 'Oops... Looks like this product is no longer available',
  renderFailed: 'We could not make the preview of your design.',
});

export type CheckoutState =
  | { phase: 'idle' }
  | { phase: 'saving'; attempt: number }
  | { phase: 'retrying'; attempt: number; retryAt: number; status: number }
  | { phase: 'invalid'; message: string; errors: Record<string, string[]> }
  | { phase: 'failed'; message: string }
  | { phase: 'adding'; saved: SavedDesign }
  | { phase: 'added'; saved: SavedDesign }
  | { phase: 'add-failed'; saved: SavedDesign; message: string };

/** How often the render status is asked for while the server works. */
export const RENDER_POLL_MS = 1_000;

interface Options {
  baseProduct: string;
  /** The document as it is now (a retry sends the latest). */
  currentDocument(): DesignDocument;
  /** Keeps the pending save with the local draft (null: nothing pending). */
  onPending(pending: PendingSave | null): void;
}

interface ProductActionResult {
  ok: boolean;
  message?: string;
  errors?: Record<string, string[]>;
}

function clearTimer(timer: RefObject<number | null>): void {
  if (timer.current !== null) window.clearTimeout(timer.current);
  timer.current = null;
}

export function useCheckout({ baseProduct, currentDocument, onPending }: Options) {
  const [state, setState] = useState<CheckoutState>({ phase: 'idle' });
  const [render, setRender] = useState<RenderStatus | null>(null);
  const [renderAttempt, setRenderAttempt] = useState(0);
  const fetcher = useFetcher<ProductActionResult>();
  const pending = useRef<PendingSave | null>(null);
  const timer = useRef<number | null>(null);
  const running = useRef(false);
  const attempt = useRef(0);
  const mounted = useRef(true);
  const options = useRef({ baseProduct, currentDocument, onPending });
  options.current = { baseProduct, currentDocument, onPending };

  const addToBasket = useCallback(
    (saved: SavedDesign, request: PendingSave) => {
      setState({ phase: 'adding', saved });
      const form = new FormData();
      form.set('productUrl', saved.product.urlName);
      form.set('productColor', request.colour);
      form.set('productSize', request.size);
      form.set('quantity', String(request.quantity));
      void fetcher.submit(form, {
        method: 'post',
        action: `/product/${encodeURIComponent(saved.product.urlName)}/`,
      });
    },
    [fetcher.submit],
  );

  const attemptSave = useCallback(async () => {
    const request = pending.current;
    if (!request || running.current) return;
    clearTimer(timer);
    running.current = true;
    attempt.current += 1;
    setState({ phase: 'saving', attempt: attempt.current });
    const result = await saveDesign({
      baseProduct: options.current.baseProduct,
      colour: request.colour,
      document: options.current.currentDocument(),
    });
    running.current = false;
    if (!mounted.current || pending.current !== request) return;
    if (result.body) {
      pending.current = null;
      attempt.current = 0;
      options.current.onPending(null);
      setRender(result.body.design.render);
      addToBasket(result.body.design, request);
      return;
    }
    const handling = handlingFor(result.status);
    if (handling === 'retry') {
      const wait = retryDelayMs(attempt.current);
      setState({
        phase: 'retrying',
        attempt: attempt.current,
        retryAt: Date.now() + wait,
        status: result.status,
      });
      timer.current = window.setTimeout(() => void attemptSave(), wait);
      return;
    }
    pending.current = null;
    attempt.current = 0;
    options.current.onPending(null);
    setState(
      handling === 'invalid'
        ? { phase: 'invalid', message: result.message ?? CHECKOUT_MESSAGES.failed, errors: result.errors }
        : { phase: 'failed', message: result.message ?? CHECKOUT_MESSAGES.failed },
    );
  }, [addToBasket]);

  /** Saves the design and adds it to the basket in this colour, size and quantity. */
  const start = useCallback(
    (request: PendingSave) => {
      pending.current = request;
      attempt.current = 0;
      options.current.onPending(request);
      void attemptSave();
    },
    [attemptSave],
  );

  const retryNow = useCallback(() => void attemptSave(), [attemptSave]);

  // Back online: try at once rather than waiting out the delay.
  useEffect(() => {
    const online = () => {
      if (pending.current && !running.current) void attemptSave();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [attemptSave]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimer(timer);
    };
  }, []);

  // The basket's answer.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    setState((current) => {
      if (current.phase !== 'adding') return current;
      return fetcher.data?.ok
        ? { phase: 'added', saved: current.saved }
        : {
            phase: 'add-failed',
            saved: current.saved,
            message:
              fetcher.data?.message ??
              Object.values(fetcher.data?.errors ?? {})[0]?.[0] ??
              CHECKOUT_MESSAGES.unavailable,
          };
    });
  }, [fetcher.state, fetcher.data]);

  // Follow the render once the design is saved.
  const designUuid =
    state.phase === 'adding' || state.phase === 'added' || state.phase === 'add-failed'
      ? state.saved.uuid
      : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a render retry (renderAttempt) starts the polling again.
  useEffect(() => {
    if (!designUuid) return;
    let active = true;
    let handle: number | null = null;
    const poll = async () => {
      const result = await renderStatus(designUuid);
      if (!active) return;
      if (result.body) setRender(result.body);
      const finished = result.body?.status === 'done' || result.body?.status === 'failed';
      if (!finished) handle = window.setTimeout(() => void poll(), RENDER_POLL_MS);
    };
    void poll();
    return () => {
      active = false;
      if (handle !== null) window.clearTimeout(handle);
    };
  }, [designUuid, renderAttempt]);

  /** Asks the server to render the files that failed again, and follows them. */
  const retryRender = useCallback(async () => {
    if (!designUuid) return;
    const result = await retryRenders(designUuid);
    if (result.body) setRender(result.body);
    setRenderAttempt((count) => count + 1);
  }, [designUuid]);

  const reset = useCallback(() => {
    if (running.current) return;
    clearTimer(timer);
    pending.current = null;
    options.current.onPending(null);
    setState({ phase: 'idle' });
  }, []);

  return { state, render, start, retryNow, retryRender, reset };
}
