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
 * The wide-screen menu's items and sub-menus. Which one is open is not theirs to say: MainMenu writes it on
 * them, as they are usually the server's HTML, never hydrated (StaticHtml).
 */
export function MainMenuItems({ items }: { items: MenuItem[] }) {
  return (
    <ul className="main-menu">
      {items.map((item, index) => {
        const hasPanel = Boolean(item.submenu?.length || item.segments?.length);
        return (
          <li
            key={item.href + item.text}
            className={hasPanel ? 'has-submenu' : undefined}
            data-menu-index={index}
            data-has-panel={hasPanel ? 'true' : 'false'}
          >
            <MenuLink
              href={item.href}
              style={{ color: item.color, backgroundColor: item.backgroundColor }}
              aria-haspopup={hasPanel || undefined}
              aria-expanded={hasPanel ? false : undefined}
            >
              {item.text}
            </MenuLink>
            {hasPanel ? (
              <div className="sub-menu">
                {item.submenu?.length ? (
                  <ul>
                    {item.submenu.map((child) => (
                      <li key={child.href + child.text}>
                        <MenuLink href={child.href}>{child.text}</MenuLink>
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
  );
}
