import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { MediaStorageSettings } from '../domain/storage';

const hostName = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** An IP address or a CIDR range such as 10.0.0.0/8 or fd00::/8. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const TRUSTED_PROXIES_MESSAGE =
  'TRUSTED_PROXIES must list the addresses or ranges of your reverse proxies, such as 127.0.0.1,10.0.0.0/8';

const WEB_CONCURRENCY_MESSAGE =
  'WEB_CONCURRENCY must be the number of server processes (a whole number from 1 to 999) or auto (one per core)';

const environmentSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be development, production or test',
    })
    .default('production'),
  PORT: z.coerce
    .number({ error: 'PORT must be a whole number from 1 to 65535' })
    .int('PORT must be a whole number from 1 to 65535')
    .min(0, 'PORT must be a whole number from 1 to 65535')
    .max(65535, 'PORT must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// connection string')
    .optional(),
  STORE_BASE_DOMAIN: z
    .string()
    .toLowerCase()
    .regex(hostName, 'STORE_BASE_DOMAIN must be a host name such as localhost or printfront.example')
    .default('localhost'),
  PLATFORM_HOST: z
    .string()
    .toLowerCase()
    .regex(hostName, 'PLATFORM_HOST must be a host name such as localhost or app.printfront.example')
    .optional(),
  PUBLIC_SCHEME: z.enum(['http', 'https'], { error: 'PUBLIC_SCHEME must be http or https' }).default('http'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  REQUEST_LOG_LEVEL: z
    .enum(['info', 'debug', 'silent'], { error: 'REQUEST_LOG_LEVEL must be one of info, debug, silent' })
    .default('debug'),
  BUILD_DIR: z.string().min(1).default('./build'),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)',
    )
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(
      /^pk_(test|live)_\w+$/,
      'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/\S+$/,
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example:587',
    )
    .optional(),
  MAIL_FROM: z.email('MAIL_FROM must be an email address such as no-reply@printfront.example').optional(),
  RATE_LIMIT_EXEMPT_ADDRESSES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .optional(),
  EMAIL_LINKS_IN_LOG: z
    .enum(['true', 'false'], { error: 'EMAIL_LINKS_IN_LOG must be true or false' })
    .optional(),
  TRUSTED_PROXIES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrRange), TRUSTED_PROXIES_MESSAGE)
    .optional(),
  PAYMENT_PROCESSOR: z
    .enum(['stripe', 'test'], { error: 'PAYMENT_PROCESSOR must be stripe or test' })
    .optional(),
  CAPTCHA_PROVIDER: z
    .enum(['test', 'turnstile', 'hcaptcha'], {
      error: 'CAPTCHA_PROVIDER must be test, turnstile or hcaptcha',
    })
    .default('test'),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  MEDIA_STORAGE: z.enum(['local', 's3'], { error: 'MEDIA_STORAGE must be local or s3' }).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z
    .string()
    .regex(
      /^https?:\/\/\S+$/,
      'S3_ENDPOINT must be an http:// or https:// URL such as https://s3.example:9000',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
    .optional(),
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(auto|[1-9]\d{0,2})$/, WEB_CONCURRENCY_MESSAGE)
    .transform((value) => (value === 'auto' ? availableParallelism() : Number(value)))
    .default(1),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** How many server processes share the port (WEB_CONCURRENCY); more than 1 runs a cluster primary. */
  webConcurrency: number;
  dataDir: string;
  /** Where media files are kept: DATA_DIR/media (the default) or an S3 bucket that several machines share. */
  mediaStorage: MediaStorageSettings;
  databaseUrl: string | undefined;
  storeBaseDomain: string;
  /** Hosts that serve the platform itself (dashboard, operator back office, platform store). */
  platformHosts: string[];
  publicScheme: 'http' | 'https';
  logLevel: string;
  /** The level of the one line logged per request (5xx answers are always logged). */
  requestLogLevel: 'info' | 'debug' | 'silent';
  buildDir: string;
  /** Card payments through Stripe; null: the built-in test processor takes (pretend) payments. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string | null } | null;
  /** Where emails are sent; without it they stay in the outbox, delivered there for staff to read. */
  smtpUrl: string | undefined;
  /**
   * Without SMTP, each email's addressee, subject and link are logged: the demo's way to verify a new account.
   * On by default outside production and in `npm start`; never with SMTP_URL.
   */
  emailLinksInLog: boolean;
  /** Client addresses the per-address anti-automation limits do not count (the other keys still do). */
  rateLimitExemptAddresses: string[];
  /** The address emails come from (the store's company name is the display name). */
  mailFrom: string;
  /**
   * Reverse proxies whose X-Forwarded-For (and -Proto, -Host) the server believes; empty: none, the client
   * address is the connection's, so per-address limits cannot be dodged with a made-up header.
   */
  trustedProxies: string[];
  /** The key material of secrets at rest; required in production. */
  appSecret: string | undefined;
  /** Who takes card payments: Stripe, or the built-in test processor (pretend payments). */
  paymentProcessor: 'stripe' | 'test';
  /** Every page says that payments are pretend: the test processor serves a production deployment. */
  testPaymentsNotice: boolean;
  /** The captcha provider the forms are checked with; 'test' refuses only its known bad token. */
  captcha:
    | { provider: 'test' }
    | { provider: 'turnstile' | 'hcaptcha'; secret: string; siteKey: string | null };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Printfront cannot start: the environment is not valid.\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment once, at boot, with a clear message for each problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const value = parsed.data;
  if (value.STRIPE_SECRET_KEY && !value.STRIPE_PUBLISHABLE_KEY)
    throw new ConfigError([
      'STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY is needed with STRIPE_SECRET_KEY',
    ]);
  const trustProblems = [
    ...productionTrustProblems(value),
    ...mediaStorageProblems(value),
    ...concurrencyProblems(value),
  ];
  if (trustProblems.length > 0) throw new ConfigError(trustProblems);
  const paymentProcessor = value.PAYMENT_PROCESSOR ?? (value.STRIPE_SECRET_KEY ? 'stripe' : 'test');
  const dataDir = path.resolve(value.DATA_DIR);
  const platformHost = value.PLATFORM_HOST ?? value.STORE_BASE_DOMAIN;
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    webConcurrency: value.WEB_CONCURRENCY,
    dataDir,
    mediaStorage: mediaStorageSettings(value, path.join(dataDir, 'media')),
    databaseUrl: value.DATABASE_URL,
    storeBaseDomain: value.STORE_BASE_DOMAIN,
    platformHosts: [...new Set([platformHost, '127.0.0.1', '[::1]'])],
    publicScheme: value.PUBLIC_SCHEME,
    logLevel: value.LOG_LEVEL,
    requestLogLevel: value.REQUEST_LOG_LEVEL,
    buildDir: path.resolve(value.BUILD_DIR),
    stripe:
      paymentProcessor === 'stripe' && value.STRIPE_SECRET_KEY && value.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: value.STRIPE_SECRET_KEY,
            publishableKey: value.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: value.STRIPE_WEBHOOK_SECRET ?? null,
          }
        : null,
    smtpUrl: value.SMTP_URL,
    rateLimitExemptAddresses: value.RATE_LIMIT_EXEMPT_ADDRESSES ?? [],
    emailLinksInLog:
      !value.SMTP_URL &&
      (value.EMAIL_LINKS_IN_LOG ?? (value.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    mailFrom: value.MAIL_FROM ?? `no-reply@${platformHost}`,
    trustedProxies: value.TRUSTED_PROXIES ?? [],
    appSecret: value.APP_SECRET,
    paymentProcessor,
    testPaymentsNotice: value.NODE_ENV === 'production' && paymentProcessor === 'test',
    captcha:
      value.CAPTCHA_PROVIDER === 'test'
        ? { provider: 'test' }
        : {
            provider: value.CAPTCHA_PROVIDER,
            secret: value.CAPTCHA_SECRET ?? '',
            siteKey: value.CAPTCHA_SITE_KEY ?? null,
          },
  };
}

/**
 * What a production deployment must not run without: APP_SECRET (otherwise the key of secrets at rest could
 * be derived from the DATA_DIR path), real payments unless the test processor is chosen explicitly, and the
 * captcha provider's secret.
 */
function productionTrustProblems(value: z.output<typeof environmentSchema>): string[] {
  const problems: string[] = [];
  if (value.PAYMENT_PROCESSOR === 'stripe' && !value.STRIPE_SECRET_KEY)
    problems.push(
      'PAYMENT_PROCESSOR: PAYMENT_PROCESSOR=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
    );
  if (value.CAPTCHA_PROVIDER !== 'test' && !value.CAPTCHA_SECRET)
    problems.push(`CAPTCHA_SECRET: CAPTCHA_PROVIDER=${value.CAPTCHA_PROVIDER} needs CAPTCHA_SECRET`);
  if (value.NODE_ENV !== 'production') return problems;
  if (!value.APP_SECRET)
    problems.push(
      'APP_SECRET: APP_SECRET is required in production (at least 32 random characters); it encrypts two-factor secrets',
    );
  if (!value.STRIPE_SECRET_KEY && value.PAYMENT_PROCESSOR !== 'test')
    problems.push(
      'PAYMENT_PROCESSOR: without STRIPE_SECRET_KEY, production takes no payments unless PAYMENT_PROCESSOR=test chooses the test processor (pretend payments, said on every page)',
    );
  return problems;
}

/** Several processes share one database: PGlite is embedded in one process, so they need PostgreSQL. */
function concurrencyProblems(value: z.output<typeof environmentSchema>): string[] {
  if (value.WEB_CONCURRENCY <= 1 || value.DATABASE_URL) return [];
  return [
    `WEB_CONCURRENCY: WEB_CONCURRENCY=${value.WEB_CONCURRENCY} runs several server processes, which need DATABASE_URL (PostgreSQL): the embedded PGlite database belongs to one process`,
  ];
}

/** MEDIA_STORAGE=s3 needs its bucket, and access keys come in pairs (or neither: the SDK's own chain). */
function mediaStorageProblems(value: z.output<typeof environmentSchema>): string[] {
  if (value.MEDIA_STORAGE !== 's3') return [];
  const problems: string[] = [];
  if (!value.S3_BUCKET)
    problems.push('S3_BUCKET: MEDIA_STORAGE=s3 needs S3_BUCKET, the bucket media files are kept in');
  if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY))
    problems.push(
      "S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the AWS SDK's own credentials)",
    );
  return problems;
}

function mediaStorageSettings(
  value: z.output<typeof environmentSchema>,
  mediaDir: string,
): MediaStorageSettings {
  if (value.MEDIA_STORAGE === 'local') return { driver: 'local', dir: mediaDir };
  return {
    driver: 's3',
    bucket: value.S3_BUCKET ?? '',
    region: value.S3_REGION,
    endpoint: value.S3_ENDPOINT,
    forcePathStyle: value.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: value.S3_ACCESS_KEY_ID, secretAccessKey: value.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
