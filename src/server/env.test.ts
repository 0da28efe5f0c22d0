import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('configuration', () => {
  it('needs nothing on a fresh machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.DATA_DIR).toBe('./.data');
    expect(config.mailTransport).toBe('outbox');
    expect(config.devOutboxEnabled).toBe(true);
  });

  it('picks SMTP when SMTP_URL is set', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).mailTransport).toBe('smtp');
  });

  it('makes a missing mail transport a start-up error in production, unless the outbox is chosen on purpose', () => {
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 's'.repeat(40),
      APP_URL: 'https://permitpilot.app',
    };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL/);
    const config = loadConfig({ ...production, MAIL_TRANSPORT: 'outbox' });
    expect(config.devOutboxEnabled).toBe(false);
    expect(config.isProduction).toBe(true);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SUPPORT_EMAIL: 'not-an-email' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', SUPPORT_EMAIL: 'not-an-email' })).toThrow(
      /PORT[\s\S]*SUPPORT_EMAIL/,
    );
  });
});
