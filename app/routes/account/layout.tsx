import { Outlet } from 'react-router';
import accountStyles from '../../styles/account.css?url';
import formStyles from '../../styles/forms.css?url';

/** The account pages' own stylesheet, so the storefront's inlined CSS stays small. */
export function links() {
  return [
    { rel: 'stylesheet', href: accountStyles },
    { rel: 'stylesheet', href: formStyles },
  ];
}

export default function AccountLayout() {
  return <Outlet />;
}
