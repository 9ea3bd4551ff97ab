// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTION_EVENT, inAppLinkClick, useInAppLinks } from './in-app-links';

const ORIGIN = window.location.origin;

/** A region of server HTML and a click on the element `selector` names inside it. */
function clickIn(html: string, selector: string, init: MouseEventInit = {}) {
  const region = document.createElement('div');
  region.innerHTML = html;
  const target = region.querySelector(selector);
  if (!target) throw new Error(`no ${selector}`);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return inAppLinkClick(event, region, ORIGIN);
}

describe('inAppLinkClick', () => {
  it('navigates in the app to a same-origin link, with its query and hash', () => {
    expect(clickIn('<a href="/collection/t-shirts/?sort=price#grid">Tees</a>', 'a')).toEqual({
      kind: 'navigate',
      to: '/collection/t-shirts/?sort=price#grid',
    });
    expect(clickIn(`<a href="${ORIGIN}/sitemap/"><span>Sitemap</span></a>`, 'span')).toEqual({
      kind: 'navigate',
      to: '/sitemap/',
    });
  });

  it("fires a '@name' link's action instead of navigating", () => {
    expect(clickIn('<a href="#open-chat" data-action="open-chat">Chat</a>', 'a')).toEqual({
      kind: 'action',
      name: 'open-chat',
    });
  });

  it('leaves other origins, new tabs and downloads to the browser', () => {
    expect(clickIn('<a href="https://example.com/">Away</a>', 'a')).toBeNull();
    expect(clickIn('<a href="/a/" target="_blank">New tab</a>', 'a')).toBeNull();
    expect(clickIn('<a href="/a/" download>File</a>', 'a')).toBeNull();
    expect(clickIn('<a href="http://[broken">Broken</a>', 'a')).toBeNull();
  });

  it('leaves modified, secondary and handled clicks to the browser', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'])
      expect(clickIn('<a href="/a/">A</a>', 'a', { [modifier]: true })).toBeNull();
    expect(clickIn('<a href="/a/">A</a>', 'a', { button: 1 })).toBeNull();
    const region = document.createElement('div');
    region.innerHTML = '<a href="/a/">A</a>';
    const handled = new MouseEvent('click', { cancelable: true });
    Object.defineProperty(handled, 'target', { value: region.querySelector('a') });
    handled.preventDefault();
    expect(inAppLinkClick(handled, region, ORIGIN)).toBeNull();
  });

  it('ignores clicks beside the links and links outside the region', () => {
    expect(clickIn('<p>Text <a href="/a/">A</a></p>', 'p')).toBeNull();
    const outside = document.createElement('a');
    outside.href = '/a/';
    const event = new MouseEvent('click', { button: 0 });
    Object.defineProperty(event, 'target', { value: outside });
    expect(inAppLinkClick(event, document.createElement('div'), ORIGIN)).toBeNull();
  });
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

function ServerHtmlRegion() {
  const onClick = useInAppLinks();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: as StaticHtml, it catches clicks on the links inside.
    <div
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed test fragment standing for server HTML.
      dangerouslySetInnerHTML={{
        __html: '<a href="/sitemap/">Sitemap</a> <a href="#open-chat" data-action="open-chat">Chat</a>',
      }}
    />
  );
}

describe('useInAppLinks', () => {
  it('navigates the router from a link of server HTML and fires its actions', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <ServerHtmlRegion /> },
        { path: '/sitemap/', element: <p>Sitemap</p> },
      ],
      { initialEntries: ['/'] },
    );
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root?.render(<RouterProvider router={router} />));

    const fired: string[] = [];
    const onAction = (event: Event) => fired.push((event as CustomEvent<{ name: string }>).detail.name);
    window.addEventListener(ACTION_EVENT, onAction);
    act(() => container?.querySelector<HTMLElement>('[data-action]')?.click());
    window.removeEventListener(ACTION_EVENT, onAction);
    expect(fired).toEqual(['open-chat']);
    expect(router.state.location.pathname).toBe('/');

    await act(async () => container?.querySelector<HTMLElement>('a[href="/sitemap/"]')?.click());
    expect(router.state.location.pathname).toBe('/sitemap/');
  });
});
