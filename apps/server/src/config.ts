/**
 * Server configuration from the environment, validated once at start-up. A bad value stops the
 * process with a message naming the variable (see ConfigError). Defaults give a working shop on
 * one machine: SQLite file, outbox e-mail, demo brand.
 */
import fs from 'node:fs';
import net from 'node:net';
import { z } from 'zod';
import {
  brandSchema,
  featuresSchema,
  type Brand,
  type Features,
  type PublicConfig,
} from '@bizline/domain/app-config';
import { DEFAULT_ORDER_CHANGE_CUTOFF_HOURS } from '@bizline/domain/orders/order-page';
import { isTimeZone } from '@bizline/domain/notices/reminders';
import { PROVIDER_TIME_ZONE } from '@bizline/domain/orders/service-time';
import { commaSeparated } from './db/replicas';
import { parseDatabaseUrl } from './db/index';
import { fromRepoRoot } from './paths';
import { isOutboundAllowEntry, type OutboundPolicy } from './security/outbound';
import {
  observabilityConfig,
  observabilityEnv,
  type ObservabilityConfig,
} from './observability/config';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const bool = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const s = v.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(s)) return true;
      if (['0', 'false', 'no', 'off'].includes(s)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false, got "${v}"` });
      return z.NEVER;
    });

/** The database unless DATABASE_URL names another: the server's and every command's. */
export const DEFAULT_DATABASE_URL = 'sqlite:./data/bizline.sqlite';

/** Where the catalogue's product images are unless CATALOGUE_IMAGES_DIR says otherwise. */
export const DEFAULT_CATALOGUE_IMAGES_DIR = 'data/catalogue/images';

/**
 * TRUST_PROXY: which X-Forwarded-For entries name the client. false (default): none,
 * the client is the socket's peer. A number N: N proxies in front, the client is the address the
 * N-th proxy from us saw (entries a client adds further left are ignored). A comma list of
 * addresses/CIDRs (or loopback, linklocal, uniquelocal): the proxies we trust, the client is the
 * right-most address not in the list. true: one proxy (the same as 1).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const s = (v ?? '').trim().toLowerCase();
    if (['', '0', 'false', 'no', 'off'].includes(s)) return false;
    if (['true', 'yes', 'on'].includes(s)) return 1;
    if (/^\d+$/.test(s)) {
      const hops = Number(s);
      if (hops <= 20) return hops;
    } else {
      const list = s.split(',').map((p) => p.trim());
      const bad = list.filter((p) => !isProxyAddress(p));
      if (!bad.length) return list;
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY: not an address, CIDR or keyword: ${bad.map((b) => `"${b}"`).join(', ')}`,
      });
      return z.NEVER;
    }
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be false, a number of proxies (1-20) or a comma list of proxy addresses/CIDRs, got "${v}"`,
    });
    return z.NEVER;
  });

/**
 * Fastify's trustProxy for a TRUST_PROXY value. Fastify trusts nothing for a bare number (it
 * cannot check the peer), so N hops become "the N addresses nearest to us are proxies": right for
 * a server reachable only through its proxies (HOST on loopback or a private network); otherwise
 * list the proxies' addresses.
 */
export function fastifyTrustProxy(
  value: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

function isProxyAddress(part: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(part)) return true;
  const [address, prefix, extra] = part.split('/');
  const family = net.isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const basePath = z
  .string()
  .regex(/^(\/[A-Za-z0-9._~-]+)+$/, 'must be a path like /foryoursmallbiz/gborder (no trailing /)');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .default(DEFAULT_DATABASE_URL)
    .superRefine((v, ctx) => {
      try {
        parseDatabaseUrl(v);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message });
      }
    }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Streaming replicas for lag-tolerant reads, comma-separated (db/replicas.ts). */
  DATABASE_REPLICA_URLS: z.string().default('').transform(commaSeparated),
  STOREFRONT_BASE: basePath.default('/foryoursmallbiz/gborder'),
  API_BASE: basePath.default('/foryoursmallbiz/smb/api'),
  /** Public origin used in links sent by e-mail; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sender of the e-mails (order confirmation, saved cart); defaults to the brand name at
   * no-reply@ the PUBLIC_URL host. */
  MAIL_FROM: z
    .string()
    .min(3)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** 'production' hides one-time passcodes from the log of the built-in SMS provider. */
  NODE_ENV: z.string().optional(),
  /** Signing key for access tokens; when unset one is generated and kept in the database. */
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(1800),
  /** The customer's order page: changes stop this many hours before the installation day. */
  ORDER_CHANGE_CUTOFF_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(DEFAULT_ORDER_CHANGE_CUTOFF_HOURS),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(24 * 30),
  /** Behind TLS-terminating proxies: how many, or their addresses (see trustProxy above). */
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BRAND_FILE: z.string().default('data/brand.json'),
  CONTENT_DIR: z.string().default('data/content'),
  WEB_DIST: z.string().default('apps/web/dist'),
  /** The catalogue loaded into a database that has none yet (npm run catalogue:import replaces it). */
  CATALOGUE_FILE: z.string().min(1).default('data/catalogue/demo.json'),
  /** The product images the catalogue names, served at {api}/images/<name>. */
  CATALOGUE_IMAGES_DIR: z.string().min(1).default(DEFAULT_CATALOGUE_IMAGES_DIR),
  /** Load the demo footprint (and later the demo catalogue) into an empty database at start. */
  SEED_DEMO: bool('SEED_DEMO', true),
  /** Captcha cost: the largest number the proof of work may need (bulk tool, 000 §4). */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  /** Who sees the OpenAPI UI at {API_BASE}/docs: public (without staff operations), staff, off. */
  API_DOCS: z.enum(['public', 'staff', 'off']).default('public'),
  /** PostgreSQL: how long to wait for a connection, and the longest a statement may run (ms). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /** PostgreSQL: each connection prepares the SQL it runs (db/pg-pool.ts); `off` behind a
   * transaction-pooling PgBouncer older than 1.21, which cannot keep prepared statements. */
  DATABASE_PREPARED_STATEMENTS: bool('DATABASE_PREPARED_STATEMENTS', true),
  /** Run the job worker (e-mail, SMS, sweeps) in this process; `off` when `npm run worker`
   * runs it apart. */
  WORKER: bool('WORKER', true),
  /** How often an idle worker looks for due jobs. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  /** First retry delay; each retry doubles it, up to JOBS_RETRY_MAX_MS. */
  JOBS_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
  JOBS_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  /** How long a claimed job is its worker's; after that another worker takes it over. */
  JOBS_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /** How long a request waits for the first delivery of the e-mail or SMS it queued. */
  JOBS_INLINE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** How often each sweep (reminders, expiry, auto-cancel, hold release) runs, across all
   * processes together. */
  SWEEP_EVERY_MS: z.coerce.number().int().min(100).max(86_400_000).default(900_000),
  /** Write the text of each SMS (one-time passcodes) to the log: development only. */
  LOG_MESSAGE_TEXT: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const s = (v ?? '').trim().toLowerCase();
      if (s === '') return undefined;
      if (['1', 'true', 'yes', 'on'].includes(s)) return true;
      if (['0', 'false', 'no', 'off'].includes(s)) return false;
      ctx.addIssue({
        code: 'custom',
        message: `LOG_MESSAGE_TEXT must be true or false, got "${v}"`,
      });
      return z.NEVER;
    }),
  /** Requests per minute per client IP on the bulk, waitlist and call-back calls. */
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** EventLog/Save and ErrLogger/GetLog calls per minute per session (per client IP: 4 times). */
  EVENT_LOG_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Calls with an access token per minute per session (every address, cart, checkout call). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** New visitor sessions per minute per client IP (GetApigeeToken without a live session). */
  SESSION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Days the event and error logs keep a row (older rows are swept). */
  LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  FEATURE_UNIT_LOOKUP: bool('FEATURE_UNIT_LOOKUP', true),
  FEATURE_OMNI_CART: bool('FEATURE_OMNI_CART', true),
  FEATURE_TV_RECORDING: bool('FEATURE_TV_RECORDING', true),
  FEATURE_WIRELESS_OFFER_ELIGIBILITY: bool('FEATURE_WIRELESS_OFFER_ELIGIBILITY', true),
  FEATURE_HOLIDAY_OFFER_DISCLAIMER: bool('FEATURE_HOLIDAY_OFFER_DISCLAIMER', false),
  FEATURE_OPTIX_CHECKOUT: bool('FEATURE_OPTIX_CHECKOUT', true),
  FEATURE_SAVED_CART_GATE: bool('FEATURE_SAVED_CART_GATE', true),
  /** Message of the saved-cart gate when the e-mail does not match the cart (002 §5 "configured
   * save-cart error message"). */
  SAVED_CART_GATE_ERROR: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default('We could not verify that email address for this cart.'),
  /** Host names (`*.corp.example`), addresses and CIDRs on the provider's own network that
   * webhooks and hub callbacks may reach (security/outbound.ts; docs/security.md). */
  OUTBOUND_ALLOW: z
    .string()
    .default('')
    .transform(commaSeparated)
    .superRefine((list, ctx) => {
      const bad = list.filter((e) => !isOutboundAllowEntry(e));
      if (bad.length)
        ctx.addIssue({
          code: 'custom',
          message: `OUTBOUND_ALLOW: not a host name, address or CIDR: ${bad.map((b) => `"${b}"`).join(', ')}`,
        });
    }),
  /** An endpoint whose deliveries have all failed for this long is disabled (modules/webhooks). */
  WEBHOOK_DISABLE_AFTER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
  /** The hour (0-23, provider's local time) the installation reminders go out (modules/notices). */
  // 7 am: before the earliest installation window (8:00 AM) on the day of the installation.
  REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** The provider's time zone (IANA name): the reminders' local hour. */
  PROVIDER_TIME_ZONE: z
    .string()
    .default(PROVIDER_TIME_ZONE)
    .refine(isTimeZone, 'PROVIDER_TIME_ZONE: not a time zone name (e.g. America/Chicago)'),
  /** Traces and metrics (observability/config.ts): METRICS_PORT, METRICS_TOKEN, OTEL_*. */
  ...observabilityEnv,
});

interface JobsConfig {
  /** WORKER: this process runs the worker. */
  worker: boolean;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs: number;
  inlineWaitMs: number;
  sweepEveryMs: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  databasePoolSize: number;
  databaseReplicaUrls: string[];
  storefrontBase: string;
  apiBase: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** From address of every e-mail. */
  mailFrom: string;
  /** NODE_ENV is 'production'. */
  production: boolean;
  tokenSecret: string | undefined;
  tokenTtlSeconds: number;
  /** Hours before the installation day after which the customer can no longer move it. */
  orderChangeCutoffHours: number;
  sessionTtlHours: number;
  /** Fastify's trustProxy: false, a number of proxy hops, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  contentDir: string;
  webDist: string;
  /** Absolute path of CATALOGUE_FILE. */
  catalogueFile: string;
  /** Absolute path of CATALOGUE_IMAGES_DIR. */
  catalogueImagesDir: string;
  seedDemo: boolean;
  captchaMaxNumber: number;
  formRateLimitPerMinute: number;
  /** Event and error log calls per minute per session (per client IP: 4 times). */
  eventLogRateLimitPerMinute: number;
  /** Calls with an access token per minute per session. */
  apiRateLimitPerMinute: number;
  /** New sessions per minute per client IP. */
  sessionRateLimitPerMinute: number;
  /** Days event and error log rows are kept. */
  logRetentionDays: number;
  apiDocs: 'public' | 'staff' | 'off';
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  /** PostgreSQL: prepare each SQL text once per connection (db/pg-pool.ts). */
  databasePreparedStatements: boolean;
  /** The job worker and its timings (src/jobs, decision 020). */
  jobs: JobsConfig;
  /** The SMS provider logs message texts (LOG_MESSAGE_TEXT, or NODE_ENV=development). */
  logMessageText: boolean;
  /** The saved-cart gate's mismatch message (SAVED_CART_GATE_ERROR). */
  savedCartGateError: string;
  /** Traces (OTLP) and Prometheus metrics; both off unless configured. */
  observability: ObservabilityConfig;
  /** What webhooks and hub callbacks may reach besides public addresses (OUTBOUND_ALLOW). */
  outbound: OutboundPolicy;
  /** Hours of nothing but failed deliveries after which an endpoint is disabled. */
  webhookDisableAfterHours: number;
  /** The installation reminders: the local hour and the provider's time zone. */
  notices: { reminderHour: number; timeZone: string };
  brand: Brand;
  features: Features;
}

function loadBrand(file: string, problems: string[]): Brand | undefined {
  const full = fromRepoRoot(file);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (e) {
    problems.push(`BRAND_FILE: cannot read ${file}: ${(e as Error).message}`);
    return undefined;
  }
  const parsed = brandSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`BRAND_FILE (${file}): ${issue.path.join('.') || '(root)'} ${issue.message}`);
    }
    return undefined;
  }
  return parsed.data;
}

/** Read and validate the configuration; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      problems.push(issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`);
    }
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const brand = loadBrand(e.BRAND_FILE, problems);
  if (e.STOREFRONT_BASE === e.API_BASE) {
    problems.push('API_BASE: must differ from STOREFRONT_BASE');
  }
  const observability = observabilityConfig(e, problems);
  if (problems.length || !brand) throw new ConfigError(problems);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseReplicaUrls: e.DATABASE_REPLICA_URLS,
    storefrontBase: e.STOREFRONT_BASE,
    apiBase: e.API_BASE,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? defaultMailFrom(brand.companyName, publicUrl),
    production: e.NODE_ENV === 'production',
    tokenSecret: e.TOKEN_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    orderChangeCutoffHours: e.ORDER_CHANGE_CUTOFF_HOURS,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    contentDir: fromRepoRoot(e.CONTENT_DIR),
    webDist: fromRepoRoot(e.WEB_DIST),
    catalogueFile: fromRepoRoot(e.CATALOGUE_FILE),
    catalogueImagesDir: fromRepoRoot(e.CATALOGUE_IMAGES_DIR),
    seedDemo: e.SEED_DEMO,
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    formRateLimitPerMinute: e.FORM_RATE_LIMIT_PER_MINUTE,
    eventLogRateLimitPerMinute: e.EVENT_LOG_RATE_LIMIT_PER_MINUTE,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    sessionRateLimitPerMinute: e.SESSION_RATE_LIMIT_PER_MINUTE,
    logRetentionDays: e.LOG_RETENTION_DAYS,
    apiDocs: e.API_DOCS,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    jobs: {
      worker: e.WORKER,
      pollMs: e.JOBS_POLL_MS,
      retryBaseMs: e.JOBS_RETRY_BASE_MS,
      retryMaxMs: Math.max(e.JOBS_RETRY_MAX_MS, e.JOBS_RETRY_BASE_MS),
      leaseMs: e.JOBS_LEASE_MS,
      inlineWaitMs: e.JOBS_INLINE_WAIT_MS,
      sweepEveryMs: e.SWEEP_EVERY_MS,
    },
    logMessageText: e.LOG_MESSAGE_TEXT ?? e.NODE_ENV === 'development',
    savedCartGateError: e.SAVED_CART_GATE_ERROR,
    observability,
    outbound: { allow: e.OUTBOUND_ALLOW },
    webhookDisableAfterHours: e.WEBHOOK_DISABLE_AFTER_HOURS,
    notices: { reminderHour: e.REMINDER_HOUR, timeZone: e.PROVIDER_TIME_ZONE },
    brand,
    features: featuresSchema.parse({
      unitLookup: e.FEATURE_UNIT_LOOKUP,
      omniCart: e.FEATURE_OMNI_CART,
      tvRecording: e.FEATURE_TV_RECORDING,
      wirelessOfferEligibility: e.FEATURE_WIRELESS_OFFER_ELIGIBILITY,
      holidayOfferDisclaimer: e.FEATURE_HOLIDAY_OFFER_DISCLAIMER,
      optixCheckout: e.FEATURE_OPTIX_CHECKOUT,
      savedCartGate: e.FEATURE_SAVED_CART_GATE,
    }),
  };
}

/** '"Brand" <no-reply@host>' with the host of the public URL. */
function defaultMailFrom(companyName: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return `"${companyName.replace(/["\\]/g, '')}" <no-reply@${host}>`;
}

export function publicConfig(config: Config): PublicConfig {
  return {
    storefrontBase: config.storefrontBase,
    apiBase: config.apiBase,
    brand: config.brand,
    features: config.features,
  };
}
