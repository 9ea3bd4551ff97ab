import { renderToString } from 'react-dom/server';
import { Link, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MenuLink } from './menu-link';

const render = (element: React.ReactElement, location = '/collection/t-shirts/') =>
  renderToString(<StaticRouter location={location}>{element}</StaticRouter>);

describe('MenuLink on the server', () => {
  it.each([
    '/collection/t-shirts/',
    '/product/summit-sunrise-tee/?colour=red#reviews',
    '/a/../b/',
    '/café/größe/',
  ])('writes the anchor React Router’s Link writes for the internal address %s', (href) => {
    const props = { className: 'menu-item', 'aria-current': 'page' as const, target: '_self' };
    const menuLink = render(
      <MenuLink href={href} {...props} onClick={() => {}}>
        Shop <span>now</span>
      </MenuLink>,
    );
    const link = render(
      <Link to={href} {...props} prefetch="intent">
        Shop <span>now</span>
      </Link>,
    );
    expect(menuLink).toBe(link);
    expect(menuLink).not.toContain('prefetch');
  });

  it('opens external addresses in a new tab and fires named events without navigating', () => {
    expect(render(<MenuLink href="https://example.com/">Out</MenuLink>)).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">Out</a>',
    );
    expect(render(<MenuLink href="@newsletter">Sign up</MenuLink>)).toBe(
      '<a href="#newsletter" data-action="newsletter">Sign up</a>',
    );
  });

  it('writes the same under a basename as Link, through Link itself', () => {
    const under = (element: React.ReactElement) =>
      renderToString(
        <StaticRouter basename="/shop" location="/shop/x/">
          {element}
        </StaticRouter>,
      );
    expect(under(<MenuLink href="/about/">About</MenuLink>)).toBe(
      under(
        <Link to="/about/" prefetch="intent">
          About
        </Link>,
      ),
    );
  });
});
