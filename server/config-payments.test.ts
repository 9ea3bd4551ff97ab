import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const DEV = { NODE_ENV: 'development' };

describe('payment settings in the environment', () => {
  it('uses the built-in test processor when Stripe is not configured', () => {
    expect(loadConfig(DEV).stripe).toBeNull();
  });

  it('reads the Stripe keys', () => {
    expect(
      loadConfig({
        ...DEV,
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      }).stripe,
    ).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
    });
  });

  it('says what is wrong with a key, and that a secret key needs its publishable key', () => {
    expect(() =>
      loadConfig({ ...DEV, STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ ...DEV, STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'STRIPE_SECRET_KEY: STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)',
        'STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_…)',
      ]);
    }
    expect(() => loadConfig({ ...DEV, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'STRIPE_PUBLISHABLE_KEY is needed with STRIPE_SECRET_KEY',
    );
  });
});
