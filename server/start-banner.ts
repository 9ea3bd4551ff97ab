import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../domain/seed/accounts';
import type { Config } from './config';

/** The last thing `npm start` prints: where everything is, and how to sign in. */
export function startBanner(config: Config, seeded: boolean): string {
  const port = config.port === 80 ? '' : `:${config.port}`;
  const base = config.storeBaseDomain;
  const platform = `${config.publicScheme}://${config.platformHosts[0]}${port}`;
  const store = (subdomain: string) => `${config.publicScheme}://${subdomain}.${base}${port}/`;
  const lines = ['', 'Printfront is running.', '', `  Platform home       ${platform}/`];
  lines.push(
    `  Seller dashboard    ${platform}/dashboard/`,
    `  Email outbox        ${platform}/atlas/outbox/`,
  );
  if (seeded) {
    lines.push(
      '',
      'Demo stores',
      `  Northwind Threads   ${store('demo')}   (main theme)`,
      `  Offset Studio       ${store('pro')}   (pro theme, USD and EUR)`,
      `  Midnight Orbit      ${store('dark')}   (dark theme)`,
      `  Private Label       ${store('private')}   (store password: ${DEMO_PASSWORD})`,
      `  Coming soon         ${store('soon')}`,
      '',
      `Demo logins (password: ${DEMO_PASSWORD})`,
      `  ${DEMO_ACCOUNTS.owner.padEnd(26)}store owner`,
      `  ${DEMO_ACCOUNTS.staff.padEnd(26)}staff (operator)`,
      `  ${DEMO_ACCOUNTS.shopper.padEnd(26)}shopper`,
      '',
      'Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
    );
  }
  lines.push('', `API description: ${store('demo')}omnis/v3/openapi.json`, 'Stop with Ctrl+C.', '');
  return `${lines.join('\n')}\n`;
}
