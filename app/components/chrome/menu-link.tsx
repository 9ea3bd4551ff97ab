import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { classifyLink, eventNameFromHref, type LinkKind, safeLink } from '../../../core/links';
import { memoised } from '../../../core/memo';
import { ACTION_EVENT } from '../navigation/in-app-links';
import { StoreLink } from '../navigation/store-link';

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

export function MenuLink({ href, children, onClick, ...rest }: Props) {
  const { safe, kind } = linkTarget(href);
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
