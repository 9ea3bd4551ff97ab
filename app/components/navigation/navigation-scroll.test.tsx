// @vitest-environment jsdom
import { act, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationScroll } from './navigation-scroll';

/** The browser's scroll position, which window.scrollTo moves as a browser would. */
let scrollTop = 0;
/** Animation frames requested and not run yet: flushFrames() runs them, as the browser's next frame. */
let frames: FrameRequestCallback[] = [];

function flushFrames() {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
}

function scrollBy(top: number) {
  scrollTop = top;
  window.dispatchEvent(new Event('scroll'));
}

/**
 * What the browser does when a shorter page replaces a long one: it clamps the scroll position to the new
 * page's height, fires scroll, and may paint a frame before React runs its passive effects. Placed after
 * NavigationScroll, its layout effect runs after NavigationScroll's.
 */
function ShorterPageClamps() {
  const location = useLocation();
  useLayoutEffect(() => {
    if (location.pathname !== '/short/' || scrollTop <= 2344) return;
    scrollBy(2344);
    flushFrames();
  }, [location.pathname]);
  return null;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement | null = null;

beforeEach(() => {
  scrollTop = 0;
  frames = [];
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollTop });
  Object.defineProperty(window, 'scrollX', { configurable: true, get: () => 0 });
  window.scrollTo = vi.fn((_left: number, top: number) => {
    scrollTop = top;
  }) as unknown as typeof window.scrollTo;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.restoreAllMocks();
});

function renderRouter(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <NavigationScroll />
            <Outlet />
            <ShorterPageClamps />
          </>
        ),
        children: [
          { path: 'long/', element: <p>Long page</p> },
          { path: 'short/', element: <p>Short page</p> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<RouterProvider router={router} />));
  return router;
}

describe('NavigationScroll', () => {
  it('returns to where the shopper left a long page, even when the shorter next page clamped the scroll first', async () => {
    const router = renderRouter('/long/');
    act(() => scrollBy(14832));
    act(() => flushFrames());
    await act(() => router.navigate('/short/'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/long/');
    await vi.waitFor(() => expect(window.scrollTo).toHaveBeenLastCalledWith(0, 14832));
  });

  it('returns to an entry the shopper reached without scrolling, and left without the router ever showing a loading state', async () => {
    const router = renderRouter('/long/');
    act(() => scrollBy(14832));
    act(() => flushFrames());
    // Only the trailing slash changes: a new history entry, no scroll, so no scroll event saves its position.
    await act(() => router.navigate('/long'));
    expect(window.scrollY).toBe(14832);
    // No loaders: the router goes straight to the next page, never through navigation.state 'loading'.
    await act(() => router.navigate('/short/'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/long');
    await vi.waitFor(() => expect(window.scrollTo).toHaveBeenLastCalledWith(0, 14832));
  });
});
