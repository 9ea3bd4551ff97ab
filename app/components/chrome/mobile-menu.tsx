import { useEffect, useRef, useState } from 'react';
import type { MenuItem } from '../../../core/store';
import { AccountLinks, type SignedInAccount } from './account-menu';
import { CurrencySelector } from './currency-selector';
import { Icon } from './icons';
import { MenuLink } from './menu-link';

/**
 * The small-screen menu: a sliding sidebar over a 20% backdrop, closed by the backdrop, the close icon or Escape,
 * with drill-down levels for sub-menus.
 */
export function MobileMenu({
  items,
  open,
  onClose,
  account,
  currencies,
  currency,
}: {
  items: MenuItem[];
  open: boolean;
  onClose: () => void;
  account: SignedInAccount | null;
  currencies: string[];
  currency: string;
}) {
  const [path, setPath] = useState<number[]>([]);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) {
      setPath([]);
      return;
    }
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  let level = items;
  let parent: MenuItem | undefined;
  for (const index of path) {
    parent = level[index];
    level = parent?.submenu ?? [];
  }

  return (
    <div className="sidebar-root" data-open={open ? 'true' : 'false'} hidden={!open}>
      <button
        type="button"
        className="sidebar-backdrop"
        aria-label="Close menu"
        tabIndex={-1}
        onClick={onClose}
      />
      <div className="sidebar" role="dialog" aria-modal="true" aria-label="Menu" ref={panel}>
        <div className="sidebar-top">
          {parent ? (
            <button type="button" className="sidebar-back" onClick={() => setPath(path.slice(0, -1))}>
              <Icon name="chevronLeft" size={20} /> Back
            </button>
          ) : (
            <span className="sidebar-title">Menu</span>
          )}
          <button type="button" className="icon-button" onClick={onClose}>
            <Icon name="close" label="Close menu" />
          </button>
        </div>
        {parent ? (
          <MenuLink href={parent.href} className="sidebar-level-title" onClick={onClose}>
            {parent.text}
          </MenuLink>
        ) : null}
        <ul className="sidebar-menu">
          {level.map((item, index) => (
            <li key={item.href + item.text}>
              {item.submenu?.length ? (
                <button type="button" className="sidebar-drill" onClick={() => setPath([...path, index])}>
                  {item.text}
                  <Icon name="chevronRight" size={20} />
                </button>
              ) : (
                <MenuLink href={item.href} onClick={onClose}>
                  {item.text}
                </MenuLink>
              )}
            </li>
          ))}
        </ul>
        {parent ? null : (
          <>
            <section className="sidebar-section" aria-label="Your account">
              <h2 className="sidebar-heading">{account ? `Hello, ${account.name}` : 'Your account'}</h2>
              <AccountLinks signedIn={account !== null} />
            </section>
            {currencies.length > 1 ? (
              <section className="sidebar-section" aria-label="Currency">
                <CurrencySelector currencies={currencies} current={currency} visibleLabel />
              </section>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
