import path from 'node:path';
import { z } from 'zod';

// Configuration is read from the environment once, at start, and nowhere else (STYLE.md §4).
// Every variable has a default that works on a laptop; .env.example lists them all.

const booleanSwitch = z.enum(['on', 'off']);
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
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Website <no-reply@localhost>'),
  CONTACT_TO_EMAIL: z.email().default('enquiries@localhost'),
  HR_TO_EMAIL: z.email().default('careers@localhost'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  REQUEST_BODY_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  RATE_LIMIT: booleanSwitch.default('on'),
  TRUST_PROXY: booleanSwitch.default('off'),
  SAMPLE_CONTENT: booleanSwitch.default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL `schema`: work in that schema (tests isolate runs with it). */
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  publicUrl: string;
  admin: { email: string; password: string; name: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string; contactTo: string; hrTo: string };
  sessionTtlMs: number;
  /** A request body that sends nothing for this long is given up (408). */
  bodyStallTimeoutMs: number;
  isRateLimited: boolean;
  isBehindProxy: boolean;
  /** Fill a new, empty database once with sample jobs, case studies, products and photos. */
  isSampleContentOn: boolean;
  logLevel: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment into a Config, or throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
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
    database: parseDatabaseUrl(vars.DATABASE_URL, dataDir),
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD, name: vars.ADMIN_NAME }
        : undefined,
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM,
      contactTo: vars.CONTACT_TO_EMAIL,
      hrTo: vars.HR_TO_EMAIL,
    },
    sessionTtlMs: vars.SESSION_TTL_HOURS * 60 * 60 * 1000,
    bodyStallTimeoutMs: vars.REQUEST_BODY_TIMEOUT_SECONDS * 1000,
    isRateLimited: vars.RATE_LIMIT === 'on',
    isBehindProxy: vars.TRUST_PROXY === 'on',
    isSampleContentOn: vars.SAMPLE_CONTENT === 'on',
    logLevel: vars.LOG_LEVEL,
  };
}

function parseDatabaseUrl(url: string | undefined, dataDir: string): Config['database'] {
  if (url === undefined) return { kind: 'sqlite', file: path.join(dataDir, 'site.db') };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url.startsWith('file:')) return { kind: 'sqlite', file: path.resolve(url.slice('file:'.length)) };
  throw new ConfigError(
    'Invalid configuration:\n  DATABASE_URL must be a postgres:// URL or file:/path/to/site.db (leave it empty for the default SQLite file)',
  );
}
