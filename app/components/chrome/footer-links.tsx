import type { BrowserStoreView } from '../../load-context';
import { StoreLink } from '../navigation/store-link';
import { AccountLinks, type SignedInAccount } from './account-menu';
import { MenuLink } from './menu-link';
import { SocialLinksList } from './social-links';

export const LEGAL_PAGES = [
  { path: '/terms-of-use/', title: 'Terms of use' },
  { path: '/terms-of-sale/', title: 'Terms of sale' },
  { path: '/use-of-cookies-and-disclaimer/', title: 'Use of cookies and disclaimer' },
  { path: '/privacy-policy/', title: 'Privacy policy' },
] as const;

const YEAR = 2026;

export interface FooterLinksProps {
  store: BrowserStoreView;
  account: SignedInAccount | null;
  showSubFooter: boolean;
}

/**
 * What the footer shows below the subscriber offer: the columns of links and the sub-footer, or only the
 * minimal line when the theme's footer.visible is off. The browser loads it only to render it afresh (the
 * page's own footer is the server's HTML, StaticHtml).
 */
export function FooterLinks({ store, account, showSubFooter }: FooterLinksProps) {
  const legal = store.paymentProcessorType === 'direct' ? [] : LEGAL_PAGES;
  if (!store.themeSettings.footerVisible) {
    return (
      <>
        <p>
          © {YEAR} {store.companyName} · <StoreLink to="/sitemap/">Sitemap</StoreLink> ·{' '}
          <StoreLink to="/order-history/">{account ? 'Your orders' : 'Find an order'}</StoreLink>
        </p>
        <SocialLinksList links={store.socialLinks} companyName={store.companyName} />
      </>
    );
  }
  return (
    <>
      <div className="footer-columns">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">Shop</h2>
          <ul>
            {store.mainMenu.map((item) => (
              <li key={item.href + item.text}>
                <MenuLink href={item.href}>{item.text}</MenuLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-account">
          <h2 id="footer-account">Your account</h2>
          <AccountLinks signedIn={account !== null} />
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Help</h2>
          <ul>
            <li>
              <StoreLink to="/search/">Search</StoreLink>
            </li>
            <li>
              <StoreLink to="/sitemap/">Sitemap</StoreLink>
            </li>
            {legal.map((page) => (
              <li key={page.path}>
                <StoreLink to={page.path}>{page.title}</StoreLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{store.companyName}</h2>
          <p>Every piece is printed to order, so nothing is made that nobody wants.</p>
          <SocialLinksList links={store.socialLinks} companyName={store.companyName} />
        </section>
      </div>
      {showSubFooter ? (
        <div className="sub-footer">
          <p>
            © {YEAR} {store.companyName}
          </p>
          <p>Powered by Printfront</p>
        </div>
      ) : null}
    </>
  );
}
