import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { classifyLink, eventNameFromHref, safeLink } from '../../../core/links';
import { ACTION_EVENT } from '../navigation/in-app-links';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/**
 * A store link: internal addresses navigate in the app, external ones open in a new tab, '@name' fires a named
 * in-app event instead of navigating, and unsafe links are replaced by the 404 page.
 */
export function MenuLink({ href, children, onClick, ...rest }: Props) {
  const safe = safeLink(href);
  const kind = classifyLink(safe);
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
      <Link {...rest} to={safe} onClick={onClick} prefetch="intent">
        {children}
      </Link>
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
