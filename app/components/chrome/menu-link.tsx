import { type AnchorHTMLAttributes, type ReactNode, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { classifyLink, eventNameFromHref, type LinkKind, safeLink } from '../../../core/links';
import { memoised } from '../../../core/memo';
import { ACTION_EVENT } from '../navigation/in-app-links';
import { anchorOnServer, StoreLink } from '../navigation/store-link';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/**
 * A store link: internal addresses navigate in the app, external ones open in a new tab, '@name' fires a named
 * in-app event instead of navigating, and unsafe links are replaced by the 404 page.
 */
function targetOf(href: string): { safe: string; kind: LinkKind } {
  const safe = safeLink(href);
  return { safe, kind: classifyLink(safe) };
}

/** On the server, each address is worked out once: menus repeat the same few dozen on every render. */
const linkTarget = import.meta.env.SSR ? memoised(2_000, targetOf) : targetOf;

/** A menu link's own props, which its anchor does not take as they are. */
const MENU_LINK_ONLY: ReadonlySet<string> = new Set(['href', 'onClick', 'target']);

export function MenuLink(props: Props) {
  const navigation = useContext(UNSAFE_NavigationContext);
  const { safe, kind } = linkTarget(props.href);
  // On the server an internal link is written at once, without StoreLink's component in between (the menus
  // and the footer hold dozens); import.meta.env.SSR is a constant of each build.
  if (import.meta.env.SSR && kind === 'internal') {
    const anchor = anchorOnServer(navigation, safe, props, MENU_LINK_ONLY, props.target);
    if (anchor) return anchor;
  }
  const { href: _href, children, onClick, ...rest } = props;
  if (kind === 'event') {
    const name = eventNameFromHref(safe) ?? '';
    return (
      <a
        {...rest}
        href={`#${name}`}
        data-action={name}
        onClick={(event) => {
          event.preventDefault();
          window.dispatchEvent(new CustomEvent(ACTION_EVENT, { detail: { name } }));
          onClick?.(event);
        }}
      >
        {children}
      </a>
    );
  }
  if (kind === 'internal') {
    return (
      <StoreLink {...rest} to={safe} onClick={onClick} prefetch="intent">
        {children}
      </StoreLink>
    );
  }
  return (
    <a
      {...rest}
      href={safe}
      onClick={onClick}
      {...(kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
