import { type AnchorHTMLAttributes, type ReactNode, useContext } from 'react';
import { Link, type Path, resolvePath, UNSAFE_NavigationContext } from 'react-router';
import { memoised } from '../../../core/memo';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path within the site. */
  to: string;
  prefetch?: 'none' | 'intent' | 'viewport';
  children?: ReactNode;
};

/** React Router's resolution of a path from the site's root (`resolveTo`), kept once per path. */
const fromRoot = /* @__PURE__ */ memoised<Path>(2_000, (to) => {
  const path = resolvePath(to, '/');
  const toPathname = to.split(/[?#]/, 1)[0] ?? '';
  if (toPathname !== '/' && toPathname.endsWith('/') && !path.pathname.endsWith('/')) path.pathname += '/';
  return path;
});

/**
 * React Router's `Link` for a path within the site, written without its hooks on the server: the menus, the
 * footer and the product cards hold dozens of links, and `Link` resolved each through six hooks on every
 * uncached render (7 % of a product page's server time, decision 0020). The server writes the same `<a>`
 * React Router would (checked byte for byte by store-link.test.tsx), and the browser hydrates the real `Link`,
 * which navigates in the app and prefetches on intent.
 */
function StoreLinkOnServer({ to, prefetch, onClick, target, ...rest }: Props) {
  const { basename, navigator } = useContext(UNSAFE_NavigationContext);
  if (basename === '/' && to.startsWith('/') && !to.startsWith('//')) {
    return <a {...rest} href={navigator.createHref(fromRoot(to))} target={target} data-discover="true" />;
  }
  return <Link {...rest} to={to} prefetch={prefetch} onClick={onClick} target={target} />;
}

// import.meta.env.SSR is a constant of each build: the browser's chunk keeps only React Router's Link.
export const StoreLink: (props: Props) => ReactNode = import.meta.env.SSR ? StoreLinkOnServer : Link;
