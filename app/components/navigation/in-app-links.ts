import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router';

/** The in-app event a '@name' link fires (MenuLink's, the blocks' ACTION_EVENT). */
export const ACTION_EVENT = 'printfront:action';

/** What a click on a link in server HTML does in the app: fire a '@name' action, or navigate. */
export type InAppLinkClick = { kind: 'action'; name: string } | { kind: 'navigate'; to: string };

type Click = Pick<
  globalThis.MouseEvent,
  'target' | 'button' | 'defaultPrevented' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'
>;

/**
 * What MenuLink or Link would have done for a click on a link inside `region`, server HTML React never
 * hydrated: a '@name' link fires its action, a same-origin link navigates in the app. Null for what stays
 * the browser's: new tabs, downloads, other origins, unreadable addresses, modified or handled clicks.
 */
export function inAppLinkClick(click: Click, region: Element, origin: string): InAppLinkClick | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  const anchor = click.target instanceof Element ? click.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !region.contains(anchor)) return null;
  const action = anchor.dataset.action;
  if (action !== undefined) return { kind: 'action', name: action };
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return { kind: 'navigate', to: `${url.pathname}${url.search}${url.hash}` };
}

/** A click handler for a region of server HTML that gives its links their in-app behaviour (inAppLinkClick). */
export function useInAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const click = inAppLinkClick(event, event.currentTarget, window.location.origin);
      if (!click) return;
      event.preventDefault();
      if (click.kind === 'action')
        window.dispatchEvent(new CustomEvent(ACTION_EVENT, { detail: { name: click.name } }));
      else navigate(click.to);
    },
    [navigate],
  );
}
