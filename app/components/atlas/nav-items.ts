/** The operator back office's areas, in the order its navigation lists them, and the permission each needs. */
export const ATLAS_NAV = [
  { path: 'orders/', label: 'Orders', permission: 'orders' },
  { path: 'bespoke/', label: 'Bespoke & paper', permission: 'orders' },
  { path: 'factory/', label: 'Factory', permission: 'fulfilment' },
  { path: 'returns/', label: 'Returns', permission: 'refunds' },
  { path: 'stores/', label: 'Stores', permission: 'stores' },
  { path: 'customers/', label: 'Customers', permission: 'customers' },
  { path: 'users/', label: 'Users', permission: 'users' },
  { path: 'outbox/', label: 'Outbox', permission: 'outbox.read' },
] as const;

/** An address in the operator back office: atlasPath('orders/12/') is /atlas/orders/12/. */
export const atlasPath = (path = '') => `/atlas/${path}`;
