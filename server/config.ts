import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { site } from '../content/site.ts';
import { DEFAULT_RETENTION_DAYS, DEFAULT_WITHDRAW_DAYS } from '../domain/personal-data.ts';
import { type Mailbox, parseMailbox } from './mail/mailbox.ts';
import type { S3Settings } from './storage/s3-file-store.ts';

// Configuration is read from the environment once, at start, and nowhere else (STYLE.md §4).
// Every variable has a default that works on a laptop; .env.example lists them all.

const booleanSwitch = z.enum(['on', 'off']);
const DAY_MS = 24 * 60 * 60 * 1000;
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString,
  PUBLIC_URL: z
    .url({ message: 'PUBLIC_URL must be an absolute URL such as https://www.example.com' })
    .optional(),
  ADMIN_EMAIL: optionalString.pipe(z.email({ message: 'ADMIN_EMAIL must be an e-mail address' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(12, { message: 'ADMIN_PASSWORD must be at least 12 characters' }).optional(),
  ),
  ADMIN_NAME: z.string().default('Administrator'),
  DATABASE_SCHEMA: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, { message: 'DATABASE_SCHEMA must be a plain lower-case schema name' })
      .optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .url({
        protocol: /^smtps?$/,
        message: 'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@smtp.example.com:587',
      })
      .optional(),
  ),
  SMTP_REQUIRE_TLS: booleanSwitch.default('off'),
  SMTP_TLS_VERIFY: booleanSwitch.default('on'),
  SMTP_CA_FILE: optionalString,
  SMTP_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(10),
  MAIL_FROM: z
    .string()
    .default(`${site.brand} <no-reply@${site.contact.email.split('@')[1]}>`)
    .refine((value) => parseMailbox(value) !== undefined, {
      message:
        'MAIL_FROM must be an address, or a name and an address such as Website <no-reply@example.com>',
    }),
  CONTACT_TO_EMAIL: z
    .email({ message: 'CONTACT_TO_EMAIL must be an e-mail address' })
    .default(site.contact.email),
  HR_TO_EMAIL: z
    .email({ message: 'HR_TO_EMAIL must be an e-mail address' })
    .default(site.contact.careersEmail),
  MAIL_RETRY_FIRST_SECONDS: z.coerce.number().positive().max(30).default(20),
  MAIL_RETRY_MAX_SECONDS: z.coerce.number().positive().max(300).default(300),
  MAIL_GIVE_UP_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  MAIL_RETENTION_DAYS: z.coerce.number().positive().max(3650).default(90),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(730),
  APPLICATION_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_RETENTION_DAYS.applications),
  ENQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_RETENTION_DAYS.enquiries),
  // Decision 017: whole days, so the confirmation e-mail can say how long its link works.
  APPLICATION_WITHDRAW_DAYS: z.coerce
    .number({ message: 'APPLICATION_WITHDRAW_DAYS must be a whole number of days from 1 to 365' })
    .int({ message: 'APPLICATION_WITHDRAW_DAYS must be a whole number of days from 1 to 365' })
    .min(1, { message: 'APPLICATION_WITHDRAW_DAYS must be a whole number of days from 1 to 365' })
    .max(365, { message: 'APPLICATION_WITHDRAW_DAYS must be a whole number of days from 1 to 365' })
    .default(DEFAULT_WITHDRAW_DAYS),
  REQUEST_BODY_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  HOUSEKEEPING_FIRST_RUN_SECONDS: z.coerce.number().min(0).max(86_400).default(5),
  // Decision 024: how long a preview link works, and how often scheduled changes are looked for
  // (tests use a fraction of a second).
  PREVIEW_LINK_HOURS: z.coerce
    .number({ message: 'PREVIEW_LINK_HOURS must be a number of hours from 1 to 720' })
    .min(1, { message: 'PREVIEW_LINK_HOURS must be a number of hours from 1 to 720' })
    .max(720, { message: 'PREVIEW_LINK_HOURS must be a number of hours from 1 to 720' })
    .default(24),
  PUBLISHING_TICK_SECONDS: z.coerce.number().min(0.05).max(3600).default(20),
  RATE_LIMIT: booleanSwitch.default('on'),
  // Decision 029: page views and events counted without cookies; off counts nothing.
  INSIGHTS: booleanSwitch.default('on'),
  TRUST_PROXY: booleanSwitch.default('off'),
  SAMPLE_CONTENT: booleanSwitch.default('on'),
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message: 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      })
      .optional(),
  ),
  S3_REGION: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, { message: 'S3_REGION must be a region name such as eu-west-2' })
      .optional(),
  ),
  S3_ENDPOINT: optionalString.pipe(
    z
      .url({
        protocol: /^https?$/,
        message: 'S3_ENDPOINT must be an http:// or https:// URL such as https://minio.example.com:9000',
      })
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString.pipe(booleanSwitch.optional()),
  // Decision 027: single sign-on with an OpenID Connect provider (Entra ID, Google Workspace, ...).
  OIDC_ISSUER: optionalString.pipe(
    z.url({ protocol: /^https?$/, message: "OIDC_ISSUER must be the provider's issuer URL" }).optional(),
  ),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_ALLOWED_DOMAINS: optionalString,
  OIDC_PROVIDER_NAME: optionalString,
  OIDC_RECHECK_MINUTES: z.coerce
    .number({ message: 'OIDC_RECHECK_MINUTES must be a number of minutes from 1 to 1440' })
    .min(0.01, { message: 'OIDC_RECHECK_MINUTES must be a number of minutes from 1 to 1440' })
    .max(1440, { message: 'OIDC_RECHECK_MINUTES must be a number of minutes from 1 to 1440' })
    .default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Decision 014, 019: the render cache's memory, counted in the bytes of every kept encoding.
  PAGE_CACHE_MB: z.coerce
    .number({ message: 'PAGE_CACHE_MB must be a number of megabytes from 1 to 4096' })
    .min(1, { message: 'PAGE_CACHE_MB must be a number of megabytes from 1 to 4096' })
    .max(4096, { message: 'PAGE_CACHE_MB must be a number of megabytes from 1 to 4096' })
    .default(32),
  // Decision 030: GET /metrics answers this bearer token; unset, only callers on this machine.
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, { message: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
  ),
});

/** Every variable the server reads (the README's table lists each; a test holds it to that). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/**
 * Secrets may come from a file instead (`DATABASE_URL_FILE=/run/secrets/database_url`), as
 * container platforms mount them: the value stays out of the environment, where `docker inspect`
 * and a crash report would show it. One trailing line break is taken off.
 */
export const SECRET_VARIABLES = [
  'DATABASE_URL',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'OIDC_CLIENT_SECRET',
  'METRICS_TOKEN',
] as const;

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL `schema`: work in that schema (tests isolate runs with it). */
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  /** Where uploads are kept: under DATA_DIR/uploads, or in an S3-compatible bucket. */
  files: { kind: 'local' } | { kind: 's3'; settings: S3Settings };
  publicUrl: string;
  admin: { email: string; password: string; name: string } | undefined;
  mail: MailConfig;
  sessionTtlMs: number;
  /** Activity-log entries older than this are deleted by the hourly housekeeping. */
  auditRetentionMs: number;
  /** Applications (with their CVs, notes and history) and enquiries are deleted at this age. */
  retention: { applicationsMs: number; enquiriesMs: number };
  /** How long the withdrawal link in an applicant's confirmation e-mail works (decision 017). */
  withdrawalLinkDays: number;
  /** A request body that sends nothing for this long is given up (408). */
  bodyStallTimeoutMs: number;
  /** The first housekeeping pass runs this long after start, then hourly. */
  housekeepingFirstRunMs: number;
  /** How long a preview link of a record's working copy works (decision 024). */
  previewLinkMs: number;
  /** How often the publishing scheduler looks for what is due (decision 024). */
  publishingTickMs: number;
  isRateLimited: boolean;
  /** Decision 029: count page views and events (INSIGHTS=off: nothing is counted). */
  isInsightsOn: boolean;
  isBehindProxy: boolean;
  /** Fill a new, empty database once with sample jobs, case studies, products and photos. */
  isSampleContentOn: boolean;
  logLevel: string;
  /** The render cache keeps at most this many bytes of responses, least recently used out first. */
  pageCacheBytes: number;
  /** Decision 027: single sign-on, when OIDC_ISSUER is set. */
  oidc: OidcConfig | undefined;
  /** Decision 030: the bearer token GET /metrics asks for; absent, loopback callers only. */
  metricsToken: string | undefined;
};

export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case e-mail domains whose people may sign in this way; empty: any domain. */
  allowedDomains: string[];
  /** The button's wording: "Sign in with {providerName}". */
  providerName: string;
  /** How often each single sign-on session is re-checked with the provider. */
  recheckMs: number;
};

export type SmtpConfig = {
  /** smtp:// or smtps:// with the user and password in it. */
  url: string;
  /** Refuse to send unless the server upgrades the connection with STARTTLS. */
  requireTls: boolean;
  /** Check the server's certificate (off only for a private relay with a self-signed one). */
  verifyCertificate: boolean;
  /** PEM text of a CA to trust besides the system's (SMTP_CA_FILE). */
  ca?: string;
  /** Connecting and the server's greeting each wait this long. */
  timeoutMs: number;
};

export type MailConfig = {
  /** Absent: messages stay queued in the outbox (and the dashboard says so). */
  smtp: SmtpConfig | undefined;
  from: Mailbox;
  contactTo: string;
  hrTo: string;
  /** Back-off between tries: the first wait, the longest, and how long a message is tried. */
  retry: { firstDelayMs: number; maxDelayMs: number; giveUpAfterMs: number };
  /** Finished messages older than this are deleted (they hold personal data). */
  retentionMs: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment into a Config, or throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(withSecretFiles(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  const port = vars.PORT;

  if ((vars.ADMIN_EMAIL === undefined) !== (vars.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }

  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port,
    dataDir,
    database: parseDatabaseUrl(vars.DATABASE_URL, dataDir, vars.DATABASE_SCHEMA),
    files: parseFileStore(vars),
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD, name: vars.ADMIN_NAME }
        : undefined,
    mail: {
      smtp: vars.SMTP_URL
        ? {
            url: vars.SMTP_URL,
            requireTls: vars.SMTP_REQUIRE_TLS === 'on',
            verifyCertificate: vars.SMTP_TLS_VERIFY === 'on',
            ...(vars.SMTP_CA_FILE ? { ca: readCaFile(vars.SMTP_CA_FILE) } : {}),
            timeoutMs: vars.SMTP_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
      // Checked by the schema's refine above.
      from: parseMailbox(vars.MAIL_FROM) ?? { address: 'no-reply@localhost' },
      contactTo: vars.CONTACT_TO_EMAIL,
      hrTo: vars.HR_TO_EMAIL,
      retry: {
        firstDelayMs: vars.MAIL_RETRY_FIRST_SECONDS * 1000,
        maxDelayMs: Math.max(vars.MAIL_RETRY_MAX_SECONDS, vars.MAIL_RETRY_FIRST_SECONDS) * 1000,
        giveUpAfterMs: vars.MAIL_GIVE_UP_HOURS * 60 * 60 * 1000,
      },
      retentionMs: vars.MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    },
    sessionTtlMs: vars.SESSION_TTL_HOURS * 60 * 60 * 1000,
    auditRetentionMs: vars.AUDIT_RETENTION_DAYS * DAY_MS,
    retention: {
      applicationsMs: vars.APPLICATION_RETENTION_DAYS * DAY_MS,
      enquiriesMs: vars.ENQUIRY_RETENTION_DAYS * DAY_MS,
    },
    withdrawalLinkDays: vars.APPLICATION_WITHDRAW_DAYS,
    bodyStallTimeoutMs: vars.REQUEST_BODY_TIMEOUT_SECONDS * 1000,
    housekeepingFirstRunMs: vars.HOUSEKEEPING_FIRST_RUN_SECONDS * 1000,
    previewLinkMs: vars.PREVIEW_LINK_HOURS * 60 * 60 * 1000,
    publishingTickMs: vars.PUBLISHING_TICK_SECONDS * 1000,
    isRateLimited: vars.RATE_LIMIT === 'on',
    isInsightsOn: vars.INSIGHTS === 'on',
    isBehindProxy: vars.TRUST_PROXY === 'on',
    isSampleContentOn: vars.SAMPLE_CONTENT === 'on',
    logLevel: vars.LOG_LEVEL,
    pageCacheBytes: Math.floor(vars.PAGE_CACHE_MB * 1024 * 1024),
    oidc: parseOidc(vars),
    metricsToken: vars.METRICS_TOKEN,
  };
}

/** The environment with each `NAME_FILE` read into `NAME` (SECRET_VARIABLES above). */
function withSecretFiles(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const resolved = { ...env };
  for (const name of SECRET_VARIABLES) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]?.trim())
      throw new ConfigError(`Invalid configuration:\n  ${name} and ${name}_FILE: set one of them, not both`);
    try {
      resolved[name] = readFileSync(path.resolve(file), 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new ConfigError(`Invalid configuration:\n  ${name}_FILE: cannot read ${file} (${reason})`);
    }
  }
  return resolved;
}

function parseOidc(vars: z.infer<typeof envSchema>): OidcConfig | undefined {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = vars;
  if (OIDC_ISSUER === undefined) {
    if (OIDC_CLIENT_ID !== undefined || OIDC_CLIENT_SECRET !== undefined) {
      throw new ConfigError(
        'Invalid configuration:\n  OIDC_ISSUER must be set to use the other OIDC_ settings',
      );
    }
    return undefined;
  }
  if (OIDC_CLIENT_ID === undefined || OIDC_CLIENT_SECRET === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set with OIDC_ISSUER',
    );
  }
  const allowedDomains = (vars.OIDC_ALLOWED_DOMAINS ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter((domain) => domain !== '');
  return {
    issuer: OIDC_ISSUER,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    allowedDomains,
    providerName: vars.OIDC_PROVIDER_NAME ?? 'your work account',
    recheckMs: vars.OIDC_RECHECK_MINUTES * 60 * 1000,
  };
}

function parseFileStore(vars: z.infer<typeof envSchema>): Config['files'] {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT, S3_FORCE_PATH_STYLE } = vars;
  const isAnyS3Set = [
    vars.S3_REGION,
    S3_ENDPOINT,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE,
  ].some((value) => value !== undefined);
  if (S3_BUCKET === undefined) {
    // A bucket's other settings without the bucket are a typo waiting to lose files to local disk.
    if (isAnyS3Set)
      throw new ConfigError('Invalid configuration:\n  S3_BUCKET must be set to use the other S3_ settings');
    return { kind: 'local' };
  }
  if ((S3_ACCESS_KEY_ID === undefined) !== (S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  return {
    kind: 's3',
    settings: {
      bucket: S3_BUCKET,
      // The region S3-compatible servers expect when they have none of their own.
      region: vars.S3_REGION ?? 'us-east-1',
      endpoint: S3_ENDPOINT,
      credentials:
        S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
          ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
          : undefined,
      // A server of your own (an endpoint) is usually reached by path; AWS by host name.
      forcePathStyle: (S3_FORCE_PATH_STYLE ?? (S3_ENDPOINT ? 'on' : 'off')) === 'on',
    },
  };
}

function readCaFile(file: string): string {
  try {
    const pem = readFileSync(path.resolve(file), 'utf8');
    if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw new Error('no PEM certificate in it');
    return pem;
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  SMTP_CA_FILE: cannot use ${file} (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

function parseDatabaseUrl(
  url: string | undefined,
  dataDir: string,
  schema: string | undefined,
): Config['database'] {
  if (url === undefined) return { kind: 'sqlite', file: path.join(dataDir, 'site.db') };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url, ...(schema ? { schema } : {}) };
  if (url.startsWith('file:')) return { kind: 'sqlite', file: path.resolve(url.slice('file:'.length)) };
  throw new ConfigError(
    'Invalid configuration:\n  DATABASE_URL must be a postgres:// URL or file:/path/to/site.db (leave it empty for the default SQLite file)',
  );
}
