import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { NavigationPause } from '../../../core/auth/navigation';

/** Window events that pause and resume navigation, for any part of the app (and tools embedding it). */
export const NAVIGATION_PAUSE_EVENT = 'printfront:navigation-pause';
export const NAVIGATION_RESUME_EVENT = 'printfront:navigation-resume';

/** Holds in-app navigations until resumeNavigation(); pauses nest, so each needs its resume. */
export function pauseNavigation(): void {
  window.dispatchEvent(new Event(NAVIGATION_PAUSE_EVENT));
}

/** Ends one pause; when none is left, the last navigation held meanwhile (if any) is followed. */
export function resumeNavigation(): void {
  window.dispatchEvent(new Event(NAVIGATION_RESUME_EVENT));
}

function Controller() {
  const navigate = useNavigate();
  const go = useRef(navigate);
  go.current = navigate;
  const [pause] = useState(() => new NavigationPause<string>((target) => go.current(target)));
  const blocker = useBlocker(useCallback(() => pause.paused, [pause]));

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash } = blocker.location;
    pause.navigate(`${pathname}${search}${hash}`);
    blocker.reset();
  }, [blocker, pause]);

  useEffect(() => {
    const mark = () => {
      if (pause.paused) document.documentElement.dataset.navigationPaused = 'true';
      else delete document.documentElement.dataset.navigationPaused;
    };
    const onPause = () => {
      pause.pause();
      mark();
    };
    const onResume = () => {
      // Marked first: the held navigation, followed now, must not be blocked again.
      pause.resume();
      mark();
    };
    window.addEventListener(NAVIGATION_PAUSE_EVENT, onPause);
    window.addEventListener(NAVIGATION_RESUME_EVENT, onResume);
    return () => {
      window.removeEventListener(NAVIGATION_PAUSE_EVENT, onPause);
      window.removeEventListener(NAVIGATION_RESUME_EVENT, onResume);
    };
  }, [pause]);

  return null;
}

/**
 * §2 navigation pause: while paused, in-app navigations (links, back and forward, redirects after
 * submissions) are held instead of followed; on resume only the last one held is followed. Mounted once
 * the page is interactive: a server render has nothing to hold.
 */
export function NavigationPauseControl() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <Controller /> : null;
}
