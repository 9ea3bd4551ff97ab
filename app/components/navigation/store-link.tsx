import {
  type AnchorHTMLAttributes,
  type ContextType,
  createElement,
  type ReactElement,
  type ReactNode,
  useContext,
} from 'react';
import { Link, type Path, resolvePath, UNSAFE_NavigationContext } from 'react-router';
import { memoised } from '../../../core/memo';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path within the site. */
  to: string;
  prefetch?: 'none' | 'intent' | 'viewport';
  children?: ReactNode;
};

/** React Router's resolution of a path from the site's root (`resolveTo`). */
function fromRoot(to: string): Path {
  const path = resolvePath(to, '/');
  const toPathname = to.split(/[?#]/, 1)[0] ?? '';
  if (toPathname !== '/' && toPathname.endsWith('/') && !path.pathname.endsWith('/')) path.pathname += '/';
  return path;
}

type CreateHref = NavigatorOfLinks['createHref'];
type NavigatorOfLinks = ContextType<typeof UNSAFE_NavigationContext>['navigator'];

/**
 * Each root path's href, kept per navigator's `createHref`: on the server that is React Router's stateless
 * navigator's, one function for every render, so a path is resolved once and not on every render.
 */
const hrefsByCreateHref = new WeakMap<CreateHref, (to: string) => string>();

function hrefFromRoot(navigator: NavigatorOfLinks, to: string): string {
  const createHref = navigator.createHref;
  let hrefOf = hrefsByCreateHref.get(createHref);
  if (!hrefOf) {
    hrefOf = memoised(2_000, (path) => createHref(fromRoot(path)));
    hrefsByCreateHref.set(createHref, hrefOf);
  }
  return hrefOf(to);
}

/** Props that are Link's own, not the anchor's. */
const LINK_ONLY: ReadonlySet<string> = new Set(['to', 'prefetch', 'onClick', 'target']);

/**
 * On the server, the `<a>` React Router's `Link` writes for a path from the site's root: `props` but those in
 * `omit`, then its href, target and `data-discover`, in Link's order. Null where Link itself is needed (a site
 * under a basename, or an address that is not a root path). The props are copied in a loop rather than by
 * object rest and spread, which V8 runs through a slow path (3.5 % of a product page's server time).
 */
export function anchorOnServer(
  navigation: ContextType<typeof UNSAFE_NavigationContext>,
  to: string,
  props: object,
  omit: ReadonlySet<string>,
  target: string | undefined,
): ReactElement | null {
  if (navigation.basename !== '/' || !to.startsWith('/') || to.startsWith('//')) return null;
  const anchor: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (!omit.has(key)) anchor[key] = value;
  }
  anchor.href = hrefFromRoot(navigation.navigator, to);
  anchor.target = target;
  anchor['data-discover'] = 'true';
  return createElement('a', anchor);
}

/**
 * React Router's `Link` for a path within the site, written without its hooks on the server: the menus, the
 * footer and the product cards hold dozens of links, and `Link` resolved each through six hooks on every
 * uncached render (7 % of a product page's server time, decision 0020). The server writes the same `<a>`
 * React Router would (checked byte for byte by store-link.test.tsx), and the browser hydrates the real `Link`,
 * which navigates in the app and prefetches on intent.
 */
function StoreLinkOnServer(props: Props) {
  const navigation = useContext(UNSAFE_NavigationContext);
  const anchor = anchorOnServer(navigation, props.to, props, LINK_ONLY, props.target);
  if (anchor) return anchor;
  const { to, prefetch, onClick, target, ...rest } = props;
  return <Link {...rest} to={to} prefetch={prefetch} onClick={onClick} target={target} />;
}

// import.meta.env.SSR is a constant of each build: the browser's chunk keeps only React Router's Link.
export const StoreLink: (props: Props) => ReactNode = import.meta.env.SSR ? StoreLinkOnServer : Link;
