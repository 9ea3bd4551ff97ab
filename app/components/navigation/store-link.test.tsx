import { renderToString } from 'react-dom/server';
import { Link, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StoreLink } from './store-link';

const PATHS = [
  '/',
  '/collection/t-shirts/',
  '/collection/t-shirts',
  '/product/summit-sunrise-tee/?colour=red#reviews',
  '/search/?q=tee%20shirt&page=2',
  '/a/../b/',
  '/a/./b',
  '/a//b/',
  '/café/größe/',
  '/with space/',
  '/login/?redirect_uri=%2Fbasket%2F',
  '/#top',
  '/?',
];

function both(element: (Component: typeof Link | typeof StoreLink) => React.ReactElement, location = '/') {
  return [Link, StoreLink].map((Component) =>
    renderToString(<StaticRouter location={location}>{element(Component)}</StaticRouter>),
  );
}

describe('StoreLink on the server', () => {
  it.each(PATHS)('writes what React Router’s Link writes for %s', (path) => {
    const [link, storeLink] = both((Component) => (
      <Component to={path} prefetch="intent" className="card" aria-label="Go">
        Go <span>there</span>
      </Component>
    ));
    expect(storeLink).toBe(link);
  });

  it('writes the same from a nested location, with a target and other attributes', () => {
    const [link, storeLink] = both(
      (Component) => (
        <Component to="/order-history/" target="_self" id="orders" data-kind="menu" onClick={() => {}}>
          Your orders
        </Component>
      ),
      '/collection/t-shirts/deep/',
    );
    expect(storeLink).toBe(link);
    expect(storeLink).toContain('data-discover="true"');
  });

  it('leaves addresses that are not root paths to Link', () => {
    for (const to of ['//cdn.example/x', 'relative/path', 'https://example.com/']) {
      const [link, storeLink] = both((Component) => <Component to={to}>x</Component>, '/a/b/');
      expect(storeLink).toBe(link);
    }
  });
});
