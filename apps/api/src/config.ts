import path from 'node:path';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@oyna/shared';
import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), { message: 'must be a postgres:// URL' });

const redisUrl = z
  .string()
  .trim()
  .refine((value) => /^rediss?:\/\/.+/.test(value), { message: 'must be a redis:// URL' });

const positiveInteger = z.coerce
  .number({ message: 'must be a number' })
  .int({ message: 'must be a whole number' })
  .min(1, { message: 'must be at least 1' });

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

/** Settings that only make sense together: one without the other is a mistake worth stopping for. */
const PAIRED_SETTINGS = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_BOT_USERNAME'],
  ['EPOINT_PUBLIC_KEY', 'EPOINT_PRIVATE_KEY'],
  ['STRAVA_CLIENT_ID', 'STRAVA_CLIENT_SECRET'],
  ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
] as const;

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Every environment variable the API reads, with its default. The README's table mirrors this. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be between 1 and 65535' })
    .max(65535, { message: 'must be between 1 and 65535' })
    .default(3000),
  DATABASE_URL: postgresUrl.optional(),
  // PostgreSQL cancels a statement that runs longer (57014), answered as 503: no request hangs.
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInteger.default(30_000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  // The embedded database's own daily backup into DATA_DIR/backups (decision 85); off only where
  // something else copies DATA_DIR.
  DAILY_BACKUPS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  // Days between asking to delete an account and its erasure; a sign-in meanwhile cancels it (decision 91).
  ACCOUNT_DELETION_GRACE_DAYS: positiveInteger
    .max(90, { message: 'must be at most 90' })
    .default(ACCOUNT_DELETION_GRACE_DAYS),
  // Uploaded files (profile photos): a directory served at /uploads/, DATA_DIR/uploads by default.
  UPLOADS_DIR: z.string().trim().min(1).optional(),
  UPLOADS_PUBLIC_URL: z
    .string()
    .trim()
    .refine((value) => /^(\/|https?:\/\/)[^\s]*[^/\s]$/.test(value), {
      message: 'must be a path like /uploads or an http(s) URL, without a trailing slash',
    })
    .default('/uploads'),
  // An S3-compatible bucket for uploads instead of UPLOADS_DIR; on when S3_BUCKET is set.
  S3_BUCKET: z.string().trim().optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  REDIS_URL: redisUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFromString.default(true),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: 'must be a comma-separated list of URLs' }))),
  RATE_LIMIT_MAX: z.coerce.number({ message: 'must be a number' }).int().min(1).default(300),
  // Slow clients: the whole request (headers and body) must arrive within REQUEST_TIMEOUT_SECONDS,
  // its headers within HEADERS_TIMEOUT_SECONDS; an idle keep-alive connection closes after
  // KEEP_ALIVE_TIMEOUT_SECONDS (longer than a proxy's idle timeout, so the proxy closes first).
  REQUEST_TIMEOUT_SECONDS: positiveInteger.default(60),
  HEADERS_TIMEOUT_SECONDS: positiveInteger.default(15),
  KEEP_ALIVE_TIMEOUT_SECONDS: positiveInteger.default(72),
  TRUST_PROXY: booleanFromString.default(false),
  WEB_DIST_DIR: z.string().trim().optional(),
  // Host behaviour (docs/product-rules.md#hosts-and-routes): the app sub-host never shows the landing page.
  APP_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+(:\d+)?$/, { message: 'must be a host name like app.oyna.az' })
    .optional(),
  // The marketing site's public origin, for canonical links, the sitemap and the app's back button.
  SITE_URL: httpUrl.transform((value) => value.replace(/\/+$/, '')).optional(),
  // Sessions: the key that signs access tokens; random per process when unset (not in production).
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  // Password login limits: attempts per email address and IP address together, a cap per IP
  // address that a carrier-NAT address of many players does not reach, and failures per email.
  LOGIN_ACCOUNT_IP_MAX_ATTEMPTS: positiveInteger.default(10),
  LOGIN_IP_MAX_ATTEMPTS: positiveInteger.default(200),
  LOGIN_IP_WINDOW_SECONDS: positiveInteger.default(60),
  LOGIN_EMAIL_MAX_FAILURES: positiveInteger.default(5),
  LOGIN_EMAIL_WINDOW_SECONDS: positiveInteger.default(15 * 60),
  // Sign-in with Google (OpenID Connect); off unless the client id and secret are set.
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  GOOGLE_ISSUER: httpUrl.default('https://accounts.google.com'),
  GOOGLE_REDIRECT_URI: httpUrl.default('http://localhost:3000/auth/google/callback'),
  // Sign-in with the Telegram Login Widget; off unless the bot token and username are set.
  TELEGRAM_BOT_TOKEN: z
    .string()
    .trim()
    .regex(/^\d+:[\w-]+$/, { message: 'must be a bot token like 123456:ABC-def' })
    .optional(),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .trim()
    .regex(/^\w{5,32}$/, { message: 'must be the bot username without @' })
    .optional(),
  // How old a Telegram Mini App launch's init data may be when it is traded for a session (seconds).
  TELEGRAM_MINI_APP_MAX_AGE_S: positiveInteger.max(86_400, { message: 'must be at most 86400' }).default(300),
  // Who delivers notifications: the API itself (one instance, the embedded database) or a separate
  // `npm run worker` beside several API instances.
  NOTIFICATION_DISPATCHER: z.enum(['api', 'worker'], { message: 'must be api or worker' }).default('api'),
  NOTIFICATION_POLL_MS: positiveInteger.default(1000),
  // Email (notifications, password reset, address checks) over SMTP; off when SMTP_URL is unset.
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => /^smtps?:\/\/.+/.test(value), { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Oyna <no-reply@oyna.az>'),
  // Telegram messages through the bot of TELEGRAM_BOT_TOKEN; the Bot API's address (tests use a local one).
  TELEGRAM_API_URL: httpUrl
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://api.telegram.org'),
  // How the bot hears /start <token>: a webhook at PUBLIC_URL/api/v1/telegram/webhook, long polling, or not at all.
  TELEGRAM_UPDATES: z
    .enum(['webhook', 'polling', 'off'], { message: 'must be webhook, polling or off' })
    .default('off'),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^[\w-]{16,256}$/, { message: 'must be 16-256 letters, digits, _ or -' })
    .optional(),
  // Web push (VAPID); off unless both keys are set.
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z.string().trim().default('mailto:support@oyna.az'),
  // The development outbox (/dev/outbox, decision 50): messages for channels that are not set up are
  // kept to be read instead of dropped. On by default only with NODE_ENV=development; never in production.
  DEV_OUTBOX: booleanFromString.optional(),
  // End-to-end test fixtures (/api/v1/dev/fixtures, decision 57): routes that move a match's or a
  // game's kick-off into the past so a test reaches a played match without waiting. Never in production.
  E2E_FIXTURES: booleanFromString.default(false),
  // SMS for urgent notifications through an Azerbaijani gateway (LSIM); off unless set.
  SMS_PROVIDER: z.enum(['off', 'lsim'], { message: 'must be off or lsim' }).default('off'),
  SMS_API_URL: httpUrl.transform((value) => value.replace(/\/+$/, '')).default('https://apps.lsim.az'),
  SMS_LOGIN: z.string().trim().optional(),
  SMS_PASSWORD: z.string().trim().optional(),
  SMS_SENDER: z.string().trim().max(11).default('Oyna'),
  // WhatsApp notification templates through Meta's Cloud API (decision 88); off unless the phone
  // number id, access token and app secret are set. The webhook's GET handshake checks the verify token.
  WHATSAPP_API_URL: httpUrl
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .trim()
    .regex(/^v\d+\.\d+$/, { message: 'must be a Graph API version like v21.0' })
    .default('v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().regex(/^\d+$/, { message: 'must be digits' }).optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().trim().optional(),
  WHATSAPP_APP_SECRET: z.string().trim().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().trim().optional(),
  // The approved utility templates are named this prefix + booking_confirmed, waitlist_promoted,
  // game_reminder, game_changed, game_cancelled, each with az, ru and en versions.
  WHATSAPP_TEMPLATE_PREFIX: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]*$/, { message: 'must be lower-case letters, digits and _' })
    .default('oyna_'),
  // Messages a calendar month (Baku time) at most; past it WhatsApp deliveries are skipped.
  WHATSAPP_MONTHLY_BUDGET_MESSAGES: positiveInteger.default(1000),
  // What Meta charges a utility message, in US cents, for the usage line (reporting only).
  WHATSAPP_MESSAGE_PRICE_CENTS: z.coerce.number({ message: 'must be a number' }).min(0).default(2),
  // Sign-in codes by SMS (decision 82): caps on the codes sent in the last 24 hours against SMS pumping.
  PHONE_CODES_PER_NUMBER_DAILY: positiveInteger.default(10),
  PHONE_CODES_DAILY: positiveInteger.default(2000),
  // The address players reach the web app at: return pages of payment providers are built on it.
  PUBLIC_URL: httpUrl.transform((value) => value.replace(/\/+$/, '')).default('http://localhost:3000'),
  // Wallet top-ups: the provider new payments go through.
  PAYMENT_PROVIDER: z.enum(['sandbox', 'epoint']).default('sandbox'),
  // The sandbox signs its callbacks with this key; random per process when unset (not in production).
  PAYMENT_SANDBOX_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  // Test deployments only: lets a production start use the sandbox, where anyone pays with the test card.
  PAYMENT_SANDBOX_IN_PRODUCTION: booleanFromString.default(false),
  // Epoint (epoint.az): the merchant's keys and the API base; required when PAYMENT_PROVIDER=epoint.
  EPOINT_PUBLIC_KEY: z.string().trim().optional(),
  EPOINT_PRIVATE_KEY: z.string().trim().optional(),
  EPOINT_API_URL: httpUrl.transform((value) => value.replace(/\/+$/, '')).default('https://epoint.az/api/1'),
  // Connecting Strava (fitness summary); off unless the client id and secret are set. The callback
  // page is PUBLIC_URL/integrations/strava/callback, which the Strava app must allow.
  STRAVA_CLIENT_ID: z.string().trim().optional(),
  STRAVA_CLIENT_SECRET: z.string().trim().optional(),
  STRAVA_BASE_URL: httpUrl.transform((value) => value.replace(/\/+$/, '')).default('https://www.strava.com'),
});

/**
 * Rules across variables: a production start needs its own JWT secret, the OpenID issuer is https
 * (or on loopback), and paired settings come together.
 */
const checkedConfigSchema = configSchema.superRefine((config, context) => {
  /** Refuses the variable `name`: `message` reads after its name. */
  const refuse = (name: keyof typeof config, message: string) =>
    context.addIssue({ code: 'custom', path: [name], message });
  /** A service this server calls is reached over https, or over plain http on this machine only (tests). */
  const requireHttps = (
    name: 'GOOGLE_ISSUER' | 'EPOINT_API_URL' | 'STRAVA_BASE_URL' | 'TELEGRAM_API_URL' | 'WHATSAPP_API_URL',
  ) => {
    const url = new URL(config[name]);
    if (url.protocol === 'http:' && !LOOPBACK_HOSTS.includes(url.hostname))
      refuse(name, 'must be an https URL (plain http only on this machine, for tests)');
  };
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    refuse('JWT_SECRET', 'is required in production (at least 32 random characters)');
  }
  if (config.NODE_ENV === 'production' && config.DEV_OUTBOX) {
    refuse('DEV_OUTBOX', 'cannot be on in production (the outbox shows every captured message to anyone)');
  }
  if (config.NODE_ENV === 'production' && config.E2E_FIXTURES) {
    refuse(
      'E2E_FIXTURES',
      'cannot be on in production (the fixtures rewrite the times of matches and games)',
    );
  }
  requireHttps('GOOGLE_ISSUER');
  if (config.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!config[name]) {
        refuse(name, 'is required with S3_BUCKET');
      }
    }
    if (!/^https?:\/\//.test(config.UPLOADS_PUBLIC_URL)) {
      refuse('UPLOADS_PUBLIC_URL', 'must be the http(s) URL the bucket is read at when S3_BUCKET is set');
    }
  }
  if (config.HEADERS_TIMEOUT_SECONDS > config.REQUEST_TIMEOUT_SECONDS) {
    refuse('HEADERS_TIMEOUT_SECONDS', 'must not be longer than REQUEST_TIMEOUT_SECONDS');
  }
  if (
    config.NODE_ENV === 'production' &&
    config.PAYMENT_PROVIDER === 'sandbox' &&
    !config.PAYMENT_SANDBOX_IN_PRODUCTION
  ) {
    refuse(
      'PAYMENT_PROVIDER',
      'is sandbox (test payments anyone can make with the published test card): set epoint in production, ' +
        'or PAYMENT_SANDBOX_IN_PRODUCTION=true on a test deployment',
    );
  }
  if (
    config.NODE_ENV === 'production' &&
    config.PAYMENT_PROVIDER === 'sandbox' &&
    !config.PAYMENT_SANDBOX_SECRET
  ) {
    refuse(
      'PAYMENT_SANDBOX_SECRET',
      'is required in production while PAYMENT_PROVIDER is sandbox (at least 32 random characters)',
    );
  }
  if (config.PAYMENT_PROVIDER === 'epoint' && !config.EPOINT_PUBLIC_KEY && !config.EPOINT_PRIVATE_KEY) {
    for (const name of ['EPOINT_PUBLIC_KEY', 'EPOINT_PRIVATE_KEY'] as const) {
      refuse(name, 'is required when PAYMENT_PROVIDER is epoint');
    }
  }
  requireHttps('EPOINT_API_URL');
  requireHttps('STRAVA_BASE_URL');
  if (config.TELEGRAM_UPDATES === 'webhook' && !config.TELEGRAM_WEBHOOK_SECRET) {
    refuse(
      'TELEGRAM_WEBHOOK_SECRET',
      'is required when TELEGRAM_UPDATES is webhook (Telegram sends it with every update)',
    );
  }
  if (config.TELEGRAM_UPDATES !== 'off' && !config.TELEGRAM_BOT_TOKEN) {
    refuse('TELEGRAM_BOT_TOKEN', `is required when TELEGRAM_UPDATES is ${config.TELEGRAM_UPDATES}`);
  }
  requireHttps('TELEGRAM_API_URL');
  requireHttps('WHATSAPP_API_URL');
  const whatsapp = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET'] as const;
  if (whatsapp.some((name) => config[name])) {
    // The secret too: without it the webhook could not tell Meta's reports from forged ones.
    for (const name of whatsapp)
      if (!config[name]) refuse(name, `must be set together with ${whatsapp.join(', ')}`);
  }
  for (const [first, second] of PAIRED_SETTINGS) {
    if (Boolean(config[first]) !== Boolean(config[second])) {
      const missing = config[first] ? second : first;
      refuse(missing, `must be set together with ${missing === first ? second : first}`);
    }
  }
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Environment variables that are set but empty count as unset, as shells often export them so. */
function withoutEmptyValues(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * Parses the environment at boot. A bad value throws a ConfigError naming every bad variable,
 * so the process refuses to start instead of running half-configured.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = checkedConfigSchema.safeParse(withoutEmptyValues(env));
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** `loadConfig` for a process that starts (the server, the worker): a bad value is printed and it exits with 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Where uploaded files are kept: UPLOADS_DIR, or `uploads` inside DATA_DIR. */
export function uploadsDirectory(config: Pick<Config, 'DATA_DIR' | 'UPLOADS_DIR'>): string {
  return path.resolve(config.UPLOADS_DIR ?? path.join(config.DATA_DIR, 'uploads'));
}

/** The directory of the PGlite data files inside DATA_DIR. */
export function pgliteDirectory(config: Pick<Config, 'DATA_DIR'>): string {
  return path.resolve(config.DATA_DIR, 'pglite');
}
