import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BUNDLED_POSTAL_CODES_FILE } from './adapters/geo/read-postal-codes.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v))),
);

/** OpenFreeMap's styles: free, with no key and no account (decision 022). */
const DEFAULT_MAP_STYLES = {
  light: 'https://tiles.openfreemap.org/styles/liberty',
  dark: 'https://tiles.openfreemap.org/styles/dark',
};

/** The environment, validated once at start; every key is documented in docs/configuration.md. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  // The map's styles (MapLibre style JSON) for the light and the dark theme; the defaults need no key and no account.
  MAP_STYLE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MAP_STYLE_DARK_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MAIL_FROM: z.string().default('Mietmatch | Rentmatch <no-reply@mietmatch.local>'),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  POSTAL_CODES_FILE: optionalString,
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ),
  SEED_DEMO: booleanFlag,
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1500),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  STORAGE_DIR: optionalString,
  // Absent: files in STORAGE_DIR; `s3://<bucket>?endpoint=<url>&region=<region>&forcePathStyle=true`:
  // an S3-compatible bucket (credentials from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY).
  STORAGE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\?.*)?$/,
        'STORAGE_URL: s3://<bucket>?endpoint=<url>&region=<region>',
      )
      .optional(),
  ),
  // The bucket's credentials; absent, the AWS SDK looks for them itself (shared config, instance role).
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  // The Prometheus endpoint: its own listener on this port (off when absent), and/or `GET /metrics`
  // on the main port for a caller sending `Authorization: Bearer <METRICS_TOKEN>`.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  MAIL_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
  // true/1 = one proxy in front; 2…10 = that many proxies in a row; or the proxies' addresses
  // (`127.0.0.1,10.0.0.0/8`), which also refuses X-Forwarded-For from anyone else.
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .union([
        z.enum(['true', 'false', 'yes', 'no']),
        z.coerce.number().int().min(0).max(10),
        z.string().regex(/^[0-9a-fA-F.:/,\s]+$/, 'TRUST_PROXY: true, false, a number of proxies, or their addresses'),
      ])
      .optional()
      .transform((v) => (v === undefined || v === 'false' || v === 'no' ? 0 : v === 'true' || v === 'yes' ? 1 : v)),
  ),
  // Behind a load balancer: names this node in an `X-Node` header on every answer (which node served what).
  NODE_NAME: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'NODE_NAME: up to 64 letters, digits, dots, dashes or underscores')
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url().optional()),
  TEST_CLOCK: booleanFlag,
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  LOGIN_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).max(100_000).default(10),
  INQUIRY_SEND_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  REMINDER_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  ORPHAN_SWEEP_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  // Files younger than this are never swept: an upload may still be writing its row.
  ORPHAN_SWEEP_MIN_AGE_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  appUrl: string;
  /** The map's style; its origin is the one other host the page may load from (tiles, fonts, icons). */
  mapStyleUrl: string;
  /** The map's style in the dark theme; its origin may serve the page too. */
  mapStyleDarkUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: a request gives up with 503 rather than wait out an outage. */
  databaseTimeouts: { connectMs: number; statementMs: number };
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  postalCodesFile?: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  redisUrl?: string;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  storageDir: string;
  /** An S3-compatible bucket instead of `storageDir` (STORAGE_URL). */
  s3?: S3Location;
  outboxDir: string;
  /** The Prometheus endpoint: a separate listener's port and/or a bearer token for `/metrics`. */
  metrics: { port?: number; token?: string };
  /** How long a stopping node lets requests in flight finish (SIGTERM, SIGINT). */
  shutdownGraceMs: number;
  /** How often each node looks for mail in the outbox that is due (new mails also wake it at once). */
  mailPollMs: number;
  /**
   * Which reverse proxies' X-Forwarded-For is believed: how many in a row (0: none, the connection's
   * address is the client's), or their addresses. Never every hop: that would take the left-most
   * address, which the client writes itself.
   */
  trustProxy: number | string;
  /** This node's name in the `X-Node` header of every answer (NODE_NAME); absent: no header. */
  nodeName?: string;
  stripe?: { secretKey: string; webhookSecret?: string; apiBase?: string };
  reminderIntervalMs: number;
  /** How often each node looks for due jobs (alerts, mails) in the job table. */
  jobPollMs: number;
  /** Removing stored files no row names: how often, and the age below which a file is kept. */
  orphanSweep: { intervalMs: number; minAgeMs: number };
  /** End-to-end tests move time through `POST /api/test/clock`; never in production. */
  testClock: boolean;
  /** Logins per 15 minutes; raised only where many people share one address (or for test runs). */
  loginLimits: { perIp: number; perEmail: number };
  /** Inquiry messages a member may send per minute; a load test raises it, people never need to. */
  inquirySendLimitPerMinute: number;
}

export interface S3Location {
  bucket: string;
  /** Absent: AWS itself. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; absent, the SDK's own lookup applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export class ConfigError extends Error {}

/** `s3://bucket?endpoint=http://127.0.0.1:9000&region=eu-central-1&forcePathStyle=true` */
function parseStorageUrl(value: string, e: Env): S3Location {
  const url = new URL(value);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint && !URL.canParse(endpoint))
    throw new ConfigError('Invalid configuration:\n  STORAGE_URL: endpoint must be a URL');
  return {
    bucket: url.hostname,
    endpoint,
    region: url.searchParams.get('region') ?? 'us-east-1',
    forcePathStyle: ['true', '1', 'yes'].includes(url.searchParams.get('forcePathStyle') ?? ''),
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** Parse the environment; throws one error that lists every bad key. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.TEST_CLOCK) {
    throw new ConfigError('Invalid configuration:\n  TEST_CLOCK: not allowed when NODE_ENV=production');
  }
  if (production && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    mapStyleUrl: e.MAP_STYLE_URL ?? DEFAULT_MAP_STYLES.light,
    // A style of one's own serves both themes unless a dark one is named: the page never loads from a host
    // the operator did not choose.
    mapStyleDarkUrl: e.MAP_STYLE_DARK_URL ?? e.MAP_STYLE_URL ?? DEFAULT_MAP_STYLES.dark,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: { connectMs: e.DB_CONNECT_TIMEOUT_MS, statementMs: e.DB_STATEMENT_TIMEOUT_MS },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    postalCodesFile: e.POSTAL_CODES_FILE ?? BUNDLED_POSTAL_CODES_FILE,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    // Demo accounts only in the zero-setup run: never against a real database or in production.
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && !production && e.NODE_ENV !== 'test'),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    storageDir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'uploads')),
    s3: e.STORAGE_URL ? parseStorageUrl(e.STORAGE_URL, e) : undefined,
    outboxDir: path.join(dataDir, 'outbox'),
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    mailPollMs: e.MAIL_POLL_MS,
    trustProxy: e.TRUST_PROXY,
    nodeName: e.NODE_NAME,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
      : undefined,
    reminderIntervalMs: e.REMINDER_INTERVAL_MINUTES * 60_000,
    jobPollMs: e.JOB_POLL_MS,
    orphanSweep: {
      intervalMs: e.ORPHAN_SWEEP_INTERVAL_MINUTES * 60_000,
      minAgeMs: e.ORPHAN_SWEEP_MIN_AGE_MINUTES * 60_000,
    },
    testClock: e.TEST_CLOCK ?? false,
    loginLimits: { perIp: e.LOGIN_LIMIT_PER_IP, perEmail: e.LOGIN_LIMIT_PER_EMAIL },
    inquirySendLimitPerMinute: e.INQUIRY_SEND_LIMIT_PER_MINUTE,
  };
}

/** Zero-setup runs keep a generated secret so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
