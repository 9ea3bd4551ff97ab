import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.storeBaseDomain).toBe('localhost');
    expect(config.platformHosts).toContain('localhost');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
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
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({}).mailFrom).toBe('no-reply@localhost');
    const config = loadConfig({
      SMTP_URL: 'smtp://user:secret@mail.example:587',
      MAIL_FROM: 'shop@example.com',
    });
    expect(config.smtpUrl).toBe('smtp://user:secret@mail.example:587');
    expect(config.mailFrom).toBe('shop@example.com');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example:587',
    );
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(
      'MAIL_FROM must be an email address such as no-reply@printfront.example',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('lists every problem with a clear message', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', STORE_BASE_DOMAIN: 'not a host' });
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
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be a whole number/);
  });
});
