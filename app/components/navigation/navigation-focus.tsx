import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { type ShownPage, shouldFocusNewPage } from './navigation-focus-rule';

/** Whether focus has gone with what held it: on nothing, or on an element removed, hidden or closed. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return typeof active.checkVisibility === 'function' && !active.checkVisibility();
}

/**
 * Focuses the start of the new page without scrolling (NavigationScroll places the page). An element made
 * focusable for it is focusable only until focus leaves it, so a click on the heading never focuses it.
 */
function focusPageStart(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}

/**
 * After an in-app navigation to a new page (shouldFocusNewPage), moves focus to the page's main heading, or
 * to the main region when it has none, as a document load would have started there: the screen reader
 * announces the new page and the next Tab goes into it, not from a link in a menu that has closed. The
 * first render (hydration) leaves focus to the browser.
 */
export function NavigationFocus({ main }: { main: RefObject<HTMLElement | null> }) {
  const location = useLocation();
  const matches = useMatches();
  const route = matches[matches.length - 1]?.id ?? '';
  const shown = useRef<{ key: string; page: ShownPage } | null>(null);

  // In the commit that shows the new page, before the browser paints or the shopper presses another key.
  useLayoutEffect(() => {
    const region = main.current;
    const heading = region?.querySelector('h1') ?? null;
    const page: ShownPage = {
      route,
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      heading: heading?.textContent ?? null,
    };
    const previous = shown.current;
    shown.current = { key: location.key, page };
    if (!previous || previous.key === location.key || !region) return;
    if (shouldFocusNewPage(previous.page, page, focusIsLost())) focusPageStart(heading ?? region);
  }, [main, route, location.key, location.pathname, location.search, location.hash]);

  return null;
}
