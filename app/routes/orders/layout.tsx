import { Outlet } from 'react-router';
import accountStyles from '../../styles/account.css?url';
import formStyles from '../../styles/forms.css?url';
import orderStyles from '../../styles/orders.css?url';

/** The order pages' own stylesheets (forms from the account pages', and their own), loaded with them only. */
export function links() {
  return [
    { rel: 'stylesheet', href: accountStyles },
    { rel: 'stylesheet', href: formStyles },
    { rel: 'stylesheet', href: orderStyles },
  ];
}

export default function OrdersLayout() {
  return <Outlet />;
}
