import { Outlet } from 'react-router';
import accountStyles from '../../styles/account.css?url';
import errorSummaryStyles from '../../styles/error-summary.css?url';

/** The account pages' own stylesheet, so the storefront's inlined CSS stays small. */
export function links() {
  return [
    { rel: 'stylesheet', href: accountStyles },
    { rel: 'stylesheet', href: errorSummaryStyles },
  ];
}

export default function AccountLayout() {
  return <Outlet />;
}
