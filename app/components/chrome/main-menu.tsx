import { useEffect, useRef, useState } from 'react';

import { TIMINGS } from '../../../core/constants';
import type { MenuItem, MenuSegment } from '../../../core/store';
import { MenuLink } from './menu-link';

function Segment({ segment }: { segment: MenuSegment }) {
  if (segment.mode === 'image' && segment.image) {
    const image = segment.image;
    return (
      <div className="menu-segment menu-segment-image">
        <MenuLink href={image.link ?? segment.link ?? '#'} className="menu-segment-card">
          <img src={image.src} alt={image.title ?? segment.title} loading="lazy" width={240} height={160} />
          <span className="menu-segment-title">{image.title ?? segment.title}</span>
          {image.description ? <span className="menu-segment-description">{image.description}</span> : null}
          {image.button?.text ? <span className="button button-small">{image.button.text}</span> : null}
        </MenuLink>
      </div>
    );
  }
  return (
    <div className="menu-segment menu-segment-list">
      {segment.link ? (
        <MenuLink href={segment.link} className="menu-segment-heading">
          {segment.title}
        </MenuLink>
      ) : (
        <span className="menu-segment-heading">{segment.title}</span>
      )}
      <ul>
        {(segment.items ?? []).map((item) => (
          <li key={item.link + item.text}>
            <MenuLink href={item.link} style={{ color: item.color, backgroundColor: item.backgroundColor }}>
              {item.text}
            </MenuLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The wide-screen menu: a sub-menu opens on hover or focus and closes 200 ms after the pointer leaves, so a
 * diagonal move into the panel does not close it. Before hydration CSS :focus-within opens it for keyboards.
 * Pointer and focus events are read on the nav element and mapped to the item they happened in.
 */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
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
  const openItemAt = (target: EventTarget | null) => {
    const item = target instanceof Element ? target.closest<HTMLElement>('[data-menu-index]') : null;
    if (!item) return;
    cancelClose();
    const index = Number(item.dataset.menuIndex);
    setOpen(item.dataset.hasPanel === 'true' ? index : null);
  };

  return (
    <nav
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
    >
      <ul className="main-menu">
        {items.map((item, index) => {
          const hasPanel = Boolean(item.submenu?.length || item.segments?.length);
          const isOpen = open === index;
          return (
            <li
              key={item.href + item.text}
              className={hasPanel ? 'has-submenu' : undefined}
              data-menu-index={index}
              data-has-panel={hasPanel ? 'true' : 'false'}
              data-open={isOpen ? 'true' : undefined}
            >
              <MenuLink
                href={item.href}
                style={{ color: item.color, backgroundColor: item.backgroundColor }}
                aria-haspopup={hasPanel || undefined}
                aria-expanded={hasPanel ? isOpen : undefined}
              >
                {item.text}
              </MenuLink>
              {hasPanel ? (
                <div className="sub-menu">
                  {item.submenu?.length ? (
                    <ul>
                      {item.submenu.map((child) => (
                        <li key={child.href + child.text}>
                          <MenuLink href={child.href} onClick={() => setOpen(null)}>
                            {child.text}
                          </MenuLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {item.segments?.map((segment) => (
                    <Segment key={segment.title} segment={segment} />
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
