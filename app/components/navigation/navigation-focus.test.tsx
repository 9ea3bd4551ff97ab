// @vitest-environment jsdom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NavigationFocus } from './navigation-focus';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** StoreFrame's part in it: a header outside main, the page in main. */
function Frame() {
  const main = useRef<HTMLElement>(null);
  return (
    <>
      <header>
        <a href="/collection/">Menu link</a>
      </header>
      <main ref={main}>
        <Outlet />
      </main>
      <NavigationFocus main={main} />
    </>
  );
}

function Collection() {
  return (
    <>
      <h1>T-Shirts</h1>
      <select aria-label="Sort by">
        <option>Featured</option>
      </select>
    </>
  );
}

let root: Root | null = null;
let container: HTMLElement | null = null;
let router: ReturnType<typeof createMemoryRouter>;

beforeEach(() => {
  router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Frame />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'collection/', element: <Collection /> },
          { path: 'bare/', element: <p>No heading here</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<RouterProvider router={router} />));
});
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

const heading = () => container?.querySelector('h1');
const menuLink = () => container?.querySelector<HTMLElement>('header a');

describe('NavigationFocus', () => {
  it('leaves focus alone on the first render', () => {
    expect(document.activeElement).toBe(document.body);
    expect(heading()?.hasAttribute('tabindex')).toBe(false);
  });

  it("moves focus to a new page's heading, focusable only until focus leaves it", async () => {
    menuLink()?.focus();
    await act(() => router.navigate('/collection/'));
    expect(document.activeElement).toBe(heading());
    expect(heading()?.textContent).toBe('T-Shirts');
    expect(heading()?.getAttribute('tabindex')).toBe('-1');
    act(() => menuLink()?.focus());
    expect(heading()?.hasAttribute('tabindex')).toBe(false);
  });

  it('moves focus to main on a page with no heading', async () => {
    menuLink()?.focus();
    await act(() => router.navigate('/bare/'));
    expect(document.activeElement).toBe(container?.querySelector('main'));
  });

  it('keeps focus on a sort of the same page and on a hash of it', async () => {
    await act(() => router.navigate('/collection/'));
    const select = container?.querySelector('select');
    act(() => select?.focus());
    await act(() => router.navigate('/collection/?sort=price'));
    expect(document.activeElement).toBe(select);
    await act(() => router.navigate('/collection/?sort=price#grid'));
    expect(document.activeElement).toBe(select);
  });

  it('rescues focus lost on a navigation to the page shown, as when the menu holding the link closed', async () => {
    await act(() => router.navigate('/collection/'));
    act(() => menuLink()?.focus());
    await act(() => router.navigate('/collection/'));
    expect(document.activeElement).toBe(menuLink());
    act(() => menuLink()?.remove());
    await act(() => router.navigate('/collection/'));
    expect(document.activeElement).toBe(heading());
  });
});
