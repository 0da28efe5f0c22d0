import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

/** A production configuration that starts: every integration without its vendor chosen on purpose. */
const PRODUCTION = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 's'.repeat(40),
  APP_URL: 'https://permitpilot.app',
  BILLING_PROVIDER: 'local',
  SMS_TRANSPORT: 'outbox',
  MAIL_TRANSPORT: 'outbox',
};

/** PRODUCTION without one of its choices. */
function productionWithout(key: keyof typeof PRODUCTION) {
  const { [key]: _left, ...rest } = PRODUCTION;
  return rest;
}

describe('configuration', () => {
  it('needs nothing on a fresh machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.DATA_DIR).toBe('./.data');
    expect(config.mailTransport).toBe('outbox');
    expect(config.devOutboxEnabled).toBe(true);
  });

  it('lets the requirement monitor reach private addresses only outside production, unless told', () => {
    expect(loadConfig({}).monitorAllowPrivateNetwork).toBe(true);
    expect(loadConfig(PRODUCTION).monitorAllowPrivateNetwork).toBe(false);
    expect(
      loadConfig({ ...PRODUCTION, MONITOR_ALLOW_PRIVATE_NETWORK: 'true' }).monitorAllowPrivateNetwork,
    ).toBe(true);
    expect(loadConfig({}).MONITOR_INTERVAL_SECONDS).toBe(86_400);
    expect(() => loadConfig({ MONITOR_INTERVAL_SECONDS: '0' })).toThrow(ConfigError);
  });

  it('picks SMTP when SMTP_URL is set', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).mailTransport).toBe('smtp');
  });

  it('makes a missing mail transport a start-up error in production, unless the outbox is chosen on purpose', () => {
    expect(() => loadConfig(productionWithout('MAIL_TRANSPORT'))).toThrow(/SMTP_URL/);
    const config = loadConfig(PRODUCTION);
    expect(config.devOutboxEnabled).toBe(false);
    expect(config.isProduction).toBe(true);
  });

  it('uses the local test-mode billing by default and Stripe when its key is set', () => {
    expect(loadConfig({}).billingProvider).toBe('local');
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_PRO: 'price_x',
    };
    expect(loadConfig(stripe).billingProvider).toBe('stripe');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRICE_PRO/,
    );
  });

  it('refuses to take no payments in production unless the operator chose the local billing', () => {
    expect(() => loadConfig(productionWithout('BILLING_PROVIDER'))).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig(PRODUCTION).billingProvider).toBe('local');
  });

  it('keeps text messages in the outbox by default and sends them through Twilio when its account is set', () => {
    expect(loadConfig({}).smsTransport).toBe('outbox');
    const twilio = {
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
    };
    expect(loadConfig(twilio).smsTransport).toBe('twilio');
    expect(loadConfig({ ...twilio, SMS_TRANSPORT: 'outbox' }).smsTransport).toBe('outbox');
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrow(
      /TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM/,
    );
    expect(() => loadConfig({ ...twilio, TWILIO_ACCOUNT_SID: 'SK0123' })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => loadConfig({ SMS_TRANSPORT: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });

  it('makes a missing SMS transport a start-up error in production, unless the outbox is chosen on purpose', () => {
    expect(() => loadConfig(productionWithout('SMS_TRANSPORT'))).toThrow(
      /TWILIO_ACCOUNT_SID[\s\S]*SMS_TRANSPORT=outbox/,
    );
    expect(loadConfig(PRODUCTION).smsTransport).toBe('outbox');
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SUPPORT_EMAIL: 'not-an-email' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', SUPPORT_EMAIL: 'not-an-email' })).toThrow(
      /PORT[\s\S]*SUPPORT_EMAIL/,
    );
  });
});
