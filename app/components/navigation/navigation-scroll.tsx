import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { type ScrollPosition, shouldScroll } from '../../../core/auth/navigation';

const STORAGE_KEY = 'printfront-scroll-positions';
/** History entries whose positions are kept; the oldest are forgotten first. */
const MAX_POSITIONS = 100;

function readPositions(): Map<string, ScrollPosition> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, ScrollPosition][];
    return new Map(Array.isArray(stored) ? stored : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, ScrollPosition>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_POSITIONS)));
  } catch {
    // Storage full or refused: positions are kept for this document only.
  }
}

/** Where a location scrolls when it names an element (#id): that element, if there is one. */
function scrollToHash(hash: string): boolean {
  if (hash.length < 2) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: look the raw id up
  }
  const element = document.getElementById(id);
  element?.scrollIntoView();
  return element !== null;
}

/** How long a saved position waits for the page to grow tall enough to reach it (images, late blocks). */
const RESTORE_WAIT_MS = 2000;

/**
 * Scrolls to a saved position; when the page is not yet tall enough to reach it, scrolls again as it grows,
 * until it gets there, the shopper scrolls themselves, or RESTORE_WAIT_MS passes. Returns a stop function.
 */
function scrollWhenTallEnough(left: number, top: number): () => void {
  window.scrollTo(left, top);
  const reached = () => Math.abs(window.scrollY - top) <= 1;
  if (reached() || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(left, top);
    if (reached()) stop();
  });
  const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of userInput) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of userInput) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * §2 navigation scroll, in place of React Router's ScrollRestoration: no scroll when only the trailing
 * slash changes; back and forward return to the saved position after 300 ms; any other navigation starts
 * at the top (or at the element its #hash names). Positions are saved per history entry as the page
 * scrolls, in session storage so they survive a reload. The first render (hydration) leaves the page
 * where the browser put it.
 */
export function NavigationScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef({ key: location.key, path: `${location.pathname}${location.search}` });
  const positions = useRef<Map<string, ScrollPosition> | null>(null);

  useEffect(() => {
    positions.current = readPositions();
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const save = () => {
      frame = 0;
      positions.current?.set(current.current.key, { left: window.scrollX, top: window.scrollY });
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(save);
    };
    // A reload or a visit to another site: let the browser restore natively, and keep what was saved.
    const onPageHide = () => {
      save();
      if (positions.current) writePositions(positions.current);
      window.history.scrollRestoration = 'auto';
    };
    const onPageShow = () => {
      window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      if (frame !== 0) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  // Leaving an entry: keep where it was, even if it was never scrolled. Read while rendering the next
  // entry, before React commits it: the old page is still on screen at its full height. (A navigation
  // without loaders, or one React renders in a single transition, never shows navigation.state 'loading',
  // so an effect on that state would miss it.)
  if (positions.current && current.current.key !== location.key) {
    positions.current.set(current.current.key, { left: window.scrollX, top: window.scrollY });
  }

  // In the commit that shows the new entry, before the browser paints: the old page's height is gone by
  // then, and a scroll the browser fires for the shorter page (the position clamped to its height) must be
  // saved as the new entry's, not as where the shopper left the old one (which Back returns to).
  useLayoutEffect(() => {
    const previous = current.current;
    const path = `${location.pathname}${location.search}`;
    if (previous.key === location.key) return undefined;
    current.current = { key: location.key, path };
    const saved = navigationType === 'POP' ? (positions.current?.get(location.key) ?? null) : null;
    const decision = shouldScroll(previous.path, path, saved);
    if (!decision.scroll) return undefined;
    if (!saved && location.hash && scrollToHash(location.hash)) return undefined;
    const { left, top } = decision.position;
    if (decision.delayMs === 0) {
      window.scrollTo(left, top);
      return undefined;
    }
    let stopWaiting = () => {};
    const timer = window.setTimeout(() => {
      stopWaiting = scrollWhenTallEnough(left, top);
    }, decision.delayMs);
    return () => {
      window.clearTimeout(timer);
      stopWaiting();
    };
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);

  return null;
}
