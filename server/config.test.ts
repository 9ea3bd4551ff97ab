import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const APP_SECRET = 'a-test-secret-of-at-least-32-characters';
/** What production needs besides the defaults: the app secret and an explicit test processor. */
const DEPLOYABLE = { APP_SECRET, PAYMENT_PROCESSOR: 'test' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(DEPLOYABLE);
    expect(config.port).toBe(3000);
    expect(config.storeBaseDomain).toBe('localhost');
    expect(config.platformHosts).toContain('localhost');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      ...DEPLOYABLE,
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/printfront',
      STORE_BASE_DOMAIN: 'Shops.Example',
      PLATFORM_HOST: 'app.example',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/printfront');
    expect(config.storeBaseDomain).toBe('shops.example');
    expect(config.platformHosts).toContain('app.example');
  });

  it('sends email over SMTP only when SMTP_URL is set, from MAIL_FROM or a no-reply address', () => {
    expect(loadConfig(DEPLOYABLE).smtpUrl).toBeUndefined();
    expect(loadConfig(DEPLOYABLE).mailFrom).toBe('no-reply@localhost');
    const config = loadConfig({
      ...DEPLOYABLE,
      SMTP_URL: 'smtp://user:secret@mail.example:587',
      MAIL_FROM: 'shop@example.com',
    });
    expect(config.smtpUrl).toBe('smtp://user:secret@mail.example:587');
    expect(config.mailFrom).toBe('shop@example.com');
    expect(() => loadConfig({ ...DEPLOYABLE, SMTP_URL: 'http://mail.example' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example:587',
    );
    expect(() => loadConfig({ ...DEPLOYABLE, MAIL_FROM: 'nobody' })).toThrow(
      'MAIL_FROM must be an email address such as no-reply@printfront.example',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ ...DEPLOYABLE, DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('lists every problem with a clear message', () => {
    try {
      loadConfig({
        ...DEPLOYABLE,
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        STORE_BASE_DOMAIN: 'not a host',
      });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toContain('PORT: PORT must be a whole number from 1 to 65535');
      expect(problems).toContain(
        'DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// connection string',
      );
      expect(problems).toContain(
        'STORE_BASE_DOMAIN: STORE_BASE_DOMAIN must be a host name such as localhost or printfront.example',
      );
    }
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ ...DEPLOYABLE, PORT: '70000' })).toThrow(/PORT must be a whole number/);
  });

  describe('production trust', () => {
    it('refuses to start in production without APP_SECRET', () => {
      for (const env of [
        { PAYMENT_PROCESSOR: 'test' },
        { NODE_ENV: 'production', PAYMENT_PROCESSOR: 'test' },
      ]) {
        try {
          loadConfig(env);
          expect.unreachable('loadConfig should have refused');
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          expect((error as ConfigError).problems).toEqual([
            'APP_SECRET: APP_SECRET is required in production (at least 32 random characters); it encrypts two-factor secrets',
          ]);
        }
      }
      expect(loadConfig({ NODE_ENV: 'development' }).appSecret).toBeUndefined();
      expect(loadConfig(DEPLOYABLE).appSecret).toBe(APP_SECRET);
    });

    it('refuses production without Stripe unless PAYMENT_PROCESSOR=test, which puts the notice on every page', () => {
      expect(() => loadConfig({ APP_SECRET })).toThrow(
        'PAYMENT_PROCESSOR: without STRIPE_SECRET_KEY, production takes no payments unless PAYMENT_PROCESSOR=test',
      );
      expect(loadConfig(DEPLOYABLE)).toMatchObject({
        paymentProcessor: 'test',
        testPaymentsNotice: true,
        stripe: null,
      });
      const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' };
      expect(loadConfig({ APP_SECRET, ...stripe })).toMatchObject({
        paymentProcessor: 'stripe',
        testPaymentsNotice: false,
      });
      expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
        paymentProcessor: 'test',
        testPaymentsNotice: false,
      });
      expect(() => loadConfig({ APP_SECRET, PAYMENT_PROCESSOR: 'stripe' })).toThrow(
        'PAYMENT_PROCESSOR=stripe needs STRIPE_SECRET_KEY',
      );
    });

    it('chooses the captcha provider: the test one by default, a real one only with its secret', () => {
      expect(loadConfig(DEPLOYABLE).captcha).toEqual({ provider: 'test' });
      expect(
        loadConfig({
          ...DEPLOYABLE,
          CAPTCHA_PROVIDER: 'turnstile',
          CAPTCHA_SECRET: 's',
          CAPTCHA_SITE_KEY: 'k',
        }).captcha,
      ).toEqual({ provider: 'turnstile', secret: 's', siteKey: 'k' });
      expect(() => loadConfig({ ...DEPLOYABLE, CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(
        'CAPTCHA_PROVIDER=hcaptcha needs CAPTCHA_SECRET',
      );
    });
  });
});
