import { useEffect, useMemo, useRef, useState } from 'react';

import { TIMINGS } from '../../../core/constants';
import type { MenuItem } from '../../../core/store';
import { lazyInTheBrowser } from './loaded-on-the-server';
import { StaticHtml } from './static-html';

// The browser keeps the server's items (StaticHtml) and fetches the code that draws them only to draw them again.
const MainMenuItems = lazyInTheBrowser(() =>
  import('./main-menu-items').then((module) => module.MainMenuItems),
);

/** Marks the open item and its link's aria-expanded in the DOM: the links themselves may be server HTML. */
function showOpenItem(nav: HTMLElement | null, open: number | null): void {
  for (const item of nav?.querySelectorAll<HTMLElement>('.main-menu > li[data-menu-index]') ?? []) {
    const isOpen = Number(item.dataset.menuIndex) === open;
    if (isOpen) item.dataset.open = 'true';
    else delete item.dataset.open;
    if (item.dataset.hasPanel === 'true')
      item.firstElementChild?.setAttribute('aria-expanded', String(isOpen));
  }
}

/**
 * The wide-screen menu: a sub-menu opens on hover or focus and closes 200 ms after the pointer leaves, so a
 * diagonal move into the panel does not close it. Before hydration CSS :focus-within opens it for keyboards.
 * Pointer and focus events are read on the nav element and mapped to the item they happened in; the items
 * stay the server's HTML (StaticHtml), and which one is open is written on them here.
 */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const nav = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inputs = useMemo(() => JSON.stringify(items), [items]);
  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(null), TIMINGS.menuCloseDelayMs);
  };
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: new items are new elements to mark
  useEffect(() => showOpenItem(nav.current, open), [open, inputs]);
  const openItemAt = (target: EventTarget | null) => {
    const item = target instanceof Element ? target.closest<HTMLElement>('[data-menu-index]') : null;
    if (!item) return;
    cancelClose();
    const index = Number(item.dataset.menuIndex);
    setOpen(item.dataset.hasPanel === 'true' ? index : null);
  };

  return (
    <nav
      ref={nav}
      className="main-menu-nav"
      aria-label="Main menu"
      onPointerOver={(event) => openItemAt(event.target)}
      onPointerLeave={scheduleClose}
      onFocus={(event) => openItemAt(event.target)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) scheduleClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(null);
      }}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('.sub-menu a')) setOpen(null);
      }}
    >
      <StaticHtml id="main-menu" inputs={inputs}>
        <MainMenuItems items={items} />
      </StaticHtml>
    </nav>
  );
}
