import { type ReactNode, Suspense, use, useEffect, useSyncExternalStore } from 'react';

/**
 * Hydration of a page's blocks after the first. A block hydrates once it comes near the viewport, in a
 * task of its own when the browser is idle (§4 Render: later blocks wait for idle time), so the blocks a
 * shopper never scrolls to cost the phone nothing. While a block waits, React keeps its server-rendered
 * HTML as it is (links and forms work, nothing moves). A shopper's first press, key or focus hydrates
 * every block at once, and so does HYDRATE_BLOCKS_EVENT. Client-side navigations render at once.
 */

/** Hydrates every block still waiting, and every block of the page from then on. */
export const HYDRATE_BLOCKS_EVENT = 'printfront:hydrate-blocks';
/** Set on <html> (data-hydrate-blocks="all") before the blocks load, it has them hydrate at once. */
const HYDRATE_ALL = 'all';

/** How far outside the viewport a block starts hydrating, so it is ready when it scrolls into view. */
const NEAR_VIEWPORT = '600px 0px';

type Waiting = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

/** Every block's promise, kept once resolved: the retry of a render that waited must read the same one. */
const promises = new Map<string, { promise: Waiting; resolve: () => void }>();
const pending = new Set<string>();
const queue: string[] = [];
let scheduled = false;

/** Blocks of the page not hydrated yet; data-blocks-pending on <html> counts them (tests wait on it). */
const awaiting = new Set<string>();
const hydrated = new Set<string>();

function markPending(): void {
  if (typeof document === 'undefined') return;
  if (awaiting.size > 0) document.documentElement.dataset.blocksPending = String(awaiting.size);
  else delete document.documentElement.dataset.blocksPending;
}

let regionMounted = false;

/** Called once the page's region has mounted: the blocks whose hydration is still to come. */
export function expectHydration(ids: readonly string[]): void {
  regionMounted = true;
  for (const id of ids) if (!hydrated.has(id)) awaiting.add(id);
  markPending();
}

/**
 * Called when a page's blocks are about to load (their code comes after the page): until their region
 * mounts, data-blocks-pending says so, for tests and tools that wait on it.
 */
export function expectBlocks(): void {
  if (!regionMounted && typeof document !== 'undefined')
    document.documentElement.dataset.blocksPending = 'loading';
}

function release(key: string): void {
  const entry = promises.get(key);
  if (!entry || !pending.delete(key)) return;
  // Marked as React marks a settled promise, so that a render reading it again does not wait.
  entry.promise.status = 'fulfilled';
  entry.promise.value = undefined;
  entry.resolve();
  markPending();
}

let releasedForGood = false;

function releaseAll(): void {
  releasedForGood = true;
  for (const key of [...pending]) release(key);
  queue.length = 0;
  observer?.disconnect();
  observer = null;
}

function everythingReleased(): boolean {
  return releasedForGood || document.documentElement.dataset.hydrateBlocks === HYDRATE_ALL;
}

function idle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 16);
}

function scheduleNext(): void {
  if (scheduled) return;
  scheduled = true;
  idle(() => {
    scheduled = false;
    const key = queue.shift();
    if (key) release(key);
    if (queue.length > 0) scheduleNext();
  });
}

function enqueue(key: string): void {
  if (!pending.has(key)) return;
  queue.push(key);
  scheduleNext();
}

let observer: IntersectionObserver | null = null;

/** Queues the block when its server HTML comes near the viewport (at once when it already is). */
function enqueueNearViewport(key: string): void {
  const element = document.querySelector(`[data-hydration-id="${CSS.escape(key)}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') {
    enqueue(key);
    return;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const id = (entry.target as HTMLElement).dataset.hydrationId;
        if (id) enqueue(id);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  observer.observe(element);
}

let listening = false;
function listenForIntent(): void {
  if (listening) return;
  listening = true;
  const options = { capture: true, once: true, passive: true } as const;
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const) {
    window.addEventListener(type, releaseAll, options);
  }
  window.addEventListener(HYDRATE_BLOCKS_EVENT, releaseAll, { once: true });
}

/** The promise a block waits on while hydrating: made once per block, settled when its turn comes. */
function waitFor(key: string): Waiting {
  let entry = promises.get(key);
  if (!entry) {
    let resolve = () => {};
    const promise: Waiting = new Promise<void>((done) => {
      resolve = done;
    });
    entry = { promise, resolve };
    promises.set(key, entry);
    pending.add(key);
    markPending();
    listenForIntent();
    if (everythingReleased()) release(key);
    else enqueueNearViewport(key);
  }
  return entry.promise;
}

const subscribe = () => () => {};

/** Marks its block hydrated once React has committed it. */
function Hydrated({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => {
    hydrated.add(id);
    if (awaiting.delete(id)) markPending();
  }, [id]);
  return children;
}

/** Suspends only while React hydrates the server's HTML, until the block's turn comes. */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  if (typeof window === 'undefined') return children;
  // A block that waited once always reads its promise again (settled by then, so it does not wait): a
  // render that suspended must call use() when it is retried, whatever else has changed meanwhile.
  const wait = promises.get(id)?.promise ?? (hydrating ? waitFor(id) : undefined);
  if (wait) use(wait as Promise<void>);
  return <Hydrated id={id}>{children}</Hydrated>;
}

/** A block whose hydration waits for idle time (see above). */
export function DeferredHydration({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
