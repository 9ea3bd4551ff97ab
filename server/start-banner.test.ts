import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startBanner } from './start-banner';

describe('the start banner', () => {
  it('lists every demo store and the three demo logins', () => {
    const banner = startBanner(loadConfig({ NODE_ENV: 'test' }), true);
    for (const subdomain of ['demo', 'pro', 'dark', 'private', 'soon'])
      expect(banner).toContain(`http://${subdomain}.localhost:3000/`);
    for (const email of ['owner@printfront.test', 'staff@printfront.test', 'shopper@printfront.test'])
      expect(banner).toContain(email);
    expect(banner).toContain('http://localhost:3000/dashboard/');
  });
});
