import type { ReactNode } from 'react';
import { useOptionalRootData } from '../../hooks/use-root-data';

interface Props {
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/**
 * The card the account pages sit in. In the blank layout there is no header, so the store's logo (or
 * name) leads back to its home page.
 */
export function AccountShell({ title, lead, children, wide }: Props) {
  const root = useOptionalRootData();
  const store = root?.store;
  return (
    <div className={`account-page${wide ? ' account-page-wide' : ''}`}>
      <div className="account-card">
        {store ? (
          <a className="account-brand" href="/">
            {store.logo ? (
              <img src={store.logo} alt={store.companyName} width={180} height={32} />
            ) : (
              <span>{store.companyName}</span>
            )}
          </a>
        ) : null}
        <h1>{title}</h1>
        {lead ? <p className="account-lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
