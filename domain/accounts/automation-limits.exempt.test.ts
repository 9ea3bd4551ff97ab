import { afterEach, describe, expect, it } from 'vitest';
import { visitorContext } from '../testing/fixtures';
import { attemptChecks, configureAutomationLimits } from './automation-limits';

describe('addresses exempt from the per-address limits', () => {
  afterEach(() => configureAutomationLimits({ exemptAddresses: [] }));

  it('drop only the address key: the email, visitor and store keys still count', () => {
    // attemptChecks reads only the store's id and the client's address: no database, no full store.
    const ctx = { ...visitorContext(null as never, { id: 7 } as never), client: { ip: '127.0.0.1' } };
    const keys = () => attemptChecks(ctx, 'quote', { email: 'a@example.com' }).map((check) => check.key);
    expect(keys()).toContain('quote:7:ip:127.0.0.1');
    configureAutomationLimits({ exemptAddresses: ['127.0.0.1'] });
    expect(keys()).not.toContain('quote:7:ip:127.0.0.1');
    expect(keys()).toEqual(['quote:7:email:a@example.com', 'quote:7:store:all']);
  });
});
