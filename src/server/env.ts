import fs from 'node:fs';
import { z } from 'zod';
import { DEFAULT_STREAM_LIMITS } from './realtime/stream-limits';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('localhost'),
    APP_URL: optionalText.pipe(z.url().optional()),
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: optionalText,
    BETTER_AUTH_SECRET: optionalText.pipe(z.string().min(32).optional()),
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: z.string().default('PermitPilot <no-reply@permitpilot.app>'),
    MAIL_TRANSPORT: z.enum(['smtp', 'outbox']).optional(),
    SUPPORT_EMAIL: z.email().default('support@permitpilot.app'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    SIGN_UP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    CLIENT_DIST_DIR: z.string().default('./dist/client'),
    /** How often the reminder sweep runs (docs/decisions/0007); it also runs at start-up. */
    REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(5).max(86_400).default(3600),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_PRO: optionalText,
    /** Only for tests: the Stripe SDK talks to this origin instead of api.stripe.com. */
    STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
    BILLING_PROVIDER: z.enum(['stripe', 'local']).optional(),
    TWILIO_ACCOUNT_SID: optionalText.pipe(
      z.string().startsWith('AC', 'is an account SID and starts with AC').optional(),
    ),
    TWILIO_AUTH_TOKEN: optionalText,
    /** The sending number (E.164) or a Messaging Service SID (MG…). */
    TWILIO_FROM: optionalText,
    /** Only for tests: the Twilio SDK talks to this origin instead of api.twilio.com. */
    TWILIO_API_BASE: optionalText.pipe(z.url().optional()),
    SMS_TRANSPORT: z.enum(['twilio', 'outbox']).optional(),
    /** The countries a text message may go to (ISO 3166 alpha-2, comma-separated): no SMS pumping abroad. */
    SMS_ALLOWED_COUNTRIES: z
      .string()
      .default('US,CA')
      .transform((value) =>
        value
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'is a two-letter country code')).min(1)),
    /** Where permit documents live (docs/decisions/0015); by default S3 when S3_BUCKET is set. */
    DOCUMENT_STORE: z.enum(['s3', 'database', 'files']).optional(),
    S3_BUCKET: optionalText,
    /** An S3-compatible endpoint (R2, MinIO, B2…); AWS S3 itself needs only S3_REGION. */
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    /**
     * How often each instance queues a scheduled monitor run (docs/decisions/0021); 0 turns the scheduled runs
     * off (a test server), and 'Run Monitoring' still works.
     */
    MONITOR_SCHEDULE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    /** The requirement monitor fetches each watched page at most once in this time (docs/decisions/0021). */
    MONITOR_INTERVAL_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 86_400)
      .default(86_400),
    /**
     * Lets the monitor fetch private, loopback and link-local addresses; by default only outside production,
     * so that a local page can stand in for an agency's (docs/product/engineering.md#integrations).
     */
    MONITOR_ALLOW_PRIVATE_NETWORK: z.enum(['true', 'false', '1', '0']).optional(),
    /**
     * Staging and tests: the monitor fetches only pages on these hosts (comma-separated names) and leaves the
     * others unchecked, so that no agency's site is asked from there.
     */
    MONITOR_ONLY_HOSTS: optionalText,
    /** Open live-update streams one member may hold on one instance, and one instance in all (docs/decisions/0014). */
    EVENT_STREAMS_PER_MEMBER: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(DEFAULT_STREAM_LIMITS.perMember),
    EVENT_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_STREAM_LIMITS.total),
    /**
     * Google Calendar sync (docs/product/calendar.md#google-calendar-sync, docs/decisions/0023): an OAuth web
     * client of the operator's Google Cloud project, with $APP_URL/calendar-callback as its redirect URI.
     * Without them Connect stays disabled.
     */
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    /** 32 bytes, base64: encrypts the Google tokens at rest; derived from BETTER_AUTH_SECRET when unset. */
    CALENDAR_TOKEN_KEY: optionalText.pipe(
      z
        .string()
        .refine((value) => Buffer.from(value, 'base64').length === 32, 'is 32 bytes, base64-encoded')
        .optional(),
    ),
    /** Only for tests: Google's OAuth and Calendar endpoints at a local fake. */
    GOOGLE_AUTH_URL: optionalText.pipe(z.url().optional()),
    GOOGLE_TOKEN_URL: optionalText.pipe(z.url().optional()),
    GOOGLE_REVOKE_URL: optionalText.pipe(z.url().optional()),
    GOOGLE_CALENDAR_API_BASE: optionalText.pipe(z.url().optional()),
    /**
     * The AI provider (docs/product/intelligence.md#ai-provider, docs/decisions/0022): any OpenAI-compatible
     * chat-completions endpoint. Without a key the permit intelligence answers from the catalog and the page
     * diffs alone.
     */
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
    OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    /** How long one call to the AI provider may take before the catalog's answer is used instead. */
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
    /** Serves the dev outbox to other machines than this one (it holds every sign-in and reset link). */
    DEV_OUTBOX_PUBLIC: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY) {
      for (const key of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required with STRIPE_SECRET_KEY' });
      }
    }
    if (env.BILLING_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required with BILLING_PROVIDER=stripe',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other Google setting' });
    }
    if (env.TWILIO_ACCOUNT_SID) {
      for (const key of ['TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required with TWILIO_ACCOUNT_SID' });
      }
    }
    if (env.SMS_TRANSPORT === 'twilio' && !env.TWILIO_ACCOUNT_SID) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message: 'is required with SMS_TRANSPORT=twilio',
      });
    }
    if (env.S3_BUCKET && !env.S3_REGION && !env.S3_ENDPOINT) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_REGION'],
        message: 'or S3_ENDPOINT is required with S3_BUCKET',
      });
    }
    // Both keys or neither (then the SDK's own chain: an instance role, AWS_* variables).
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other S3 key' });
    }
    for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (env[key] && !env.S3_BUCKET)
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required with ${key}` });
    }
    if (env.DOCUMENT_STORE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with DOCUMENT_STORE=s3' });
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.STRIPE_SECRET_KEY && env.BILLING_PROVIDER !== 'local') {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'is required in production (or set BILLING_PROVIDER=local to run the test-mode billing on purpose)',
      });
    }
    if (!env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required in production' });
    }
    if (!env.APP_URL) {
      ctx.addIssue({ code: 'custom', path: ['APP_URL'], message: 'is required in production' });
    }
    if (!env.SMTP_URL && env.MAIL_TRANSPORT !== 'outbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required in production (or set MAIL_TRANSPORT=outbox to keep mail in the outbox on purpose)',
      });
    }
    if (!env.TWILIO_ACCOUNT_SID && env.SMS_TRANSPORT !== 'outbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message:
          'is required in production (or set SMS_TRANSPORT=outbox to keep text messages in the outbox on purpose)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, 'APP_URL'> & {
  APP_URL: string;
  isProduction: boolean;
  /** The dev outbox and its page exist everywhere but production (docs/product/screens.md#dev-outbox). */
  devOutboxEnabled: boolean;
  mailTransport: 'smtp' | 'outbox';
  smsTransport: 'twilio' | 'outbox';
  billingProvider: 'stripe' | 'local';
  documentStore: 's3' | 'database' | 'files';
  monitorAllowPrivateNetwork: boolean;
};

export class ConfigError extends Error {}

/** Reads `.env` into process.env when there is one (variables already set win). */
export function loadDotEnv(file = '.env') {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/**
 * Parses the environment once, at start-up (docs/product/engineering.md#habit-2-configuration-parsed-once).
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    isProduction: env.NODE_ENV === 'production',
    devOutboxEnabled: env.NODE_ENV !== 'production',
    mailTransport: env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'outbox'),
    smsTransport: env.SMS_TRANSPORT ?? (env.TWILIO_ACCOUNT_SID ? 'twilio' : 'outbox'),
    billingProvider: env.BILLING_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'local'),
    // docs/decisions/0015: S3 when configured, else the database every instance shares, else DATA_DIR.
    documentStore: env.DOCUMENT_STORE ?? (env.S3_BUCKET ? 's3' : env.DATABASE_URL ? 'database' : 'files'),
    monitorAllowPrivateNetwork:
      env.MONITOR_ALLOW_PRIVATE_NETWORK === undefined
        ? env.NODE_ENV !== 'production'
        : env.MONITOR_ALLOW_PRIVATE_NETWORK === 'true' || env.MONITOR_ALLOW_PRIVATE_NETWORK === '1',
  };
}
