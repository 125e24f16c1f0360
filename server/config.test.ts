import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, SECRET_VARIABLES } from './config.ts';

describe('configuration from the environment', () => {
  it('works with no variables at all: port 3000, ./data, SQLite inside it', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('./data/site.db') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.isRateLimited).toBe(true);
    expect(config.admin).toBeUndefined();
  });

  it('bounds the render cache at PAGE_CACHE_MB megabytes, 32 unless told, and refuses nonsense', () => {
    expect(loadConfig({}).pageCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ PAGE_CACHE_MB: '256' }).pageCacheBytes).toBe(256 * 1024 * 1024);
    for (const value of ['0', 'lots', '100000']) {
      expect(() => loadConfig({ PAGE_CACHE_MB: value }), value).toThrow(
        'PAGE_CACHE_MB must be a number of megabytes from 1 to 4096',
      );
    }
  });

  it('selects PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/site' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db.internal:5432/site' });
  });

  it('keeps files on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).files).toEqual({ kind: 'local' });
  });

  it('starts with .env.example as Node reads a .env file, and the same values when a shell sources it', () => {
    const file = path.join(import.meta.dirname, '..', '.env.example');
    const env = parseEnv(readFileSync(file, 'utf8'));
    expect(Object.keys(env)).toContain('S3_BUCKET');
    expect(env.MAIL_FROM).toBe('Voltline Engineering <no-reply@voltline.example>');
    const config = loadConfig(env);
    expect(config.files).toEqual({ kind: 'local' });
    expect(config.database.kind).toBe('sqlite');
    // `set -a; . ./.env` in a POSIX shell: every value as Node read it (quotes, spaces and all).
    const sourced = execFileSync('sh', ['-c', 'set -a; . "$0"; env -0', file], { env: {}, encoding: 'utf8' });
    const shellEnv = Object.fromEntries(
      sourced
        .split('\0')
        .filter((entry) => entry.includes('='))
        .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
    );
    for (const [name, value] of Object.entries(env)) expect(shellEnv[name], name).toBe(value);
  });

  it('names every variable it reads in the README table, and every line of .env.example is one of them', () => {
    const readme = readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');
    const tableNames = new Set(
      readme
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) =>
          [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]),
        ),
    );
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(40);
    for (const name of CONFIG_VARIABLES)
      expect(tableNames.has(name), `${name} in the README table`).toBe(true);
    const exampleNames = Object.keys(
      parseEnv(readFileSync(path.join(import.meta.dirname, '..', '.env.example'), 'utf8')),
    );
    for (const name of exampleNames)
      expect((CONFIG_VARIABLES as string[]).includes(name), `${name} is read by the server`).toBe(true);
  });

  it('reads each secret from NAME_FILE when given one, and refuses both forms or a file it cannot read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-secrets-'));
    const secret = (name: string, value: string) => {
      const file = path.join(dir, name);
      writeFileSync(file, value);
      return file;
    };
    const config = loadConfig({
      DATABASE_URL_FILE: secret('database_url', 'postgres://site:s3cret@db:5432/site\n'),
      S3_BUCKET: 'voltline-files',
      S3_ACCESS_KEY_ID_FILE: secret('s3_key', 'site-user\n'),
      S3_SECRET_ACCESS_KEY_FILE: secret('s3_secret', 'a-long-secret-from-a-file'),
      ADMIN_EMAIL: 'admin@voltline.example',
      ADMIN_PASSWORD_FILE: secret('admin_password', 'an admin password\r\n'),
      METRICS_TOKEN_FILE: secret('metrics_token', 'a-metrics-token-of-some-length\n'),
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://site:s3cret@db:5432/site' });
    expect(config.files).toMatchObject({
      settings: { credentials: { accessKeyId: 'site-user', secretAccessKey: 'a-long-secret-from-a-file' } },
    });
    expect(config.admin?.password).toBe('an admin password');
    expect(config.metricsToken).toBe('a-metrics-token-of-some-length');
    for (const name of SECRET_VARIABLES) expect(CONFIG_VARIABLES).toContain(name);

    expect(() =>
      loadConfig({ METRICS_TOKEN: 'a-metrics-token-of-some-length', METRICS_TOKEN_FILE: secret('t', 'x') }),
    ).toThrow('METRICS_TOKEN and METRICS_TOKEN_FILE: set one of them, not both');
    expect(() => loadConfig({ SMTP_URL_FILE: path.join(dir, 'missing') })).toThrow(
      `SMTP_URL_FILE: cannot read ${path.join(dir, 'missing')} (ENOENT)`,
    );
    // What the file holds is checked like the variable itself.
    expect(() => loadConfig({ METRICS_TOKEN_FILE: secret('short', 'short\n') })).toThrow(
      'METRICS_TOKEN must be at least 16 characters',
    );
  });

  it('selects an S3-compatible bucket with S3_BUCKET, path-style by default for an endpoint of its own', () => {
    const config = loadConfig({
      S3_BUCKET: 'voltline-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'site',
      S3_SECRET_ACCESS_KEY: 'a-long-secret',
    });
    expect(config.files).toEqual({
      kind: 's3',
      settings: {
        bucket: 'voltline-files',
        region: 'us-east-1',
        endpoint: 'http://minio:9000',
        credentials: { accessKeyId: 'site', secretAccessKey: 'a-long-secret' },
        forcePathStyle: true,
      },
    });
    const aws = loadConfig({ S3_BUCKET: 'voltline-files', S3_REGION: 'eu-west-2' });
    expect(aws.files).toMatchObject({
      settings: { region: 'eu-west-2', endpoint: undefined, credentials: undefined, forcePathStyle: false },
    });
  });

  it('refuses S3 settings that would lose files or fail at the first upload', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Voltline_Files' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'site' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_BUCKET must be set to use the other S3_ settings/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });

  it('rejects an unknown DATABASE_URL scheme with a clear message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL/,
    );
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', PUBLIC_URL: 'not a url' });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('PUBLIC_URL must be an absolute URL');
    }
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together, and a password of 12 or more characters', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'ops@example.com' })).toThrow(/must be set together/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
      /at least 12/,
    );
    const config = loadConfig({ ADMIN_EMAIL: 'Ops@Example.com', ADMIN_PASSWORD: 'a long enough secret' });
    expect(config.admin).toEqual({
      email: 'ops@example.com',
      password: 'a long enough secret',
      name: 'Administrator',
    });
  });

  it('strips a trailing slash from PUBLIC_URL so canonical links never double it', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.example.com/' }).publicUrl).toBe('https://www.example.com');
  });

  it('creates sample content unless SAMPLE_CONTENT=off', () => {
    expect(loadConfig({}).isSampleContentOn).toBe(true);
    expect(loadConfig({ SAMPLE_CONTENT: 'on' }).isSampleContentOn).toBe(true);
    expect(loadConfig({ SAMPLE_CONTENT: 'off' }).isSampleContentOn).toBe(false);
    expect(() => loadConfig({ SAMPLE_CONTENT: 'yes' })).toThrow(/SAMPLE_CONTENT/);
  });

  it('turns rate limits off only for RATE_LIMIT=off', () => {
    expect(loadConfig({ RATE_LIMIT: 'off' }).isRateLimited).toBe(false);
    expect(() => loadConfig({ RATE_LIMIT: 'maybe' })).toThrow(ConfigError);
  });

  it('sends no mail without SMTP_URL, and sends from and to the company addresses by default', () => {
    const { mail } = loadConfig({});
    expect(mail.smtp).toBeUndefined();
    expect(mail.from).toEqual({ name: 'Voltline Engineering', address: 'no-reply@voltline.example' });
    expect(mail.contactTo).toBe('enquiries@voltline.example');
    expect(mail.hrTo).toBe('careers@voltline.example');
    expect(mail.retry).toEqual({ firstDelayMs: 20_000, maxDelayMs: 300_000, giveUpAfterMs: 24 * 3_600_000 });
    expect(mail.retentionMs).toBe(90 * 24 * 3_600_000);
  });

  it('reads the SMTP settings real providers need', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-ca-'));
    const caFile = path.join(dir, 'ca.pem');
    writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const { mail } = loadConfig({
      SMTP_URL: 'smtp://apikey:s%40cret@smtp.example.com:587',
      SMTP_REQUIRE_TLS: 'on',
      SMTP_TLS_VERIFY: 'off',
      SMTP_CA_FILE: caFile,
      SMTP_TIMEOUT_SECONDS: '15',
      MAIL_FROM: '"Voltline Careers" <careers@example.com>',
    });
    expect(mail.smtp).toEqual({
      url: 'smtp://apikey:s%40cret@smtp.example.com:587',
      requireTls: true,
      verifyCertificate: false,
      ca: expect.stringContaining('BEGIN CERTIFICATE'),
      timeoutMs: 15_000,
    });
    expect(mail.from).toEqual({ name: 'Voltline Careers', address: 'careers@example.com' });
  });

  it('refuses SMTP settings that cannot work, naming each', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.com' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://x', SMTP_CA_FILE: '/nonexistent/ca.pem' })).toThrow(
      /SMTP_CA_FILE/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'Website <no-reply@example.com>\r\nBcc: eve@example.com' })).toThrow(
      /MAIL_FROM must be an address/,
    );
    expect(() => loadConfig({ HR_TO_EMAIL: 'hr' })).toThrow(/HR_TO_EMAIL must be an e-mail address/);
    expect(() => loadConfig({ SMTP_REQUIRE_TLS: 'yes' })).toThrow(/SMTP_REQUIRE_TLS/);
  });

  it('works in a named PostgreSQL schema when DATABASE_SCHEMA is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db/site', DATABASE_SCHEMA: 'website' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db/site', schema: 'website' });
    expect(() => loadConfig({ DATABASE_SCHEMA: 'drop table;' })).toThrow(/DATABASE_SCHEMA/);
  });

  it('gives the applicant’s withdrawal link 30 days unless APPLICATION_WITHDRAW_DAYS says otherwise', () => {
    expect(loadConfig({}).withdrawalLinkDays).toBe(30);
    expect(loadConfig({ APPLICATION_WITHDRAW_DAYS: '14' }).withdrawalLinkDays).toBe(14);
    for (const days of ['0', '1.5', '366', 'a month']) {
      expect(() => loadConfig({ APPLICATION_WITHDRAW_DAYS: days }), days).toThrow(
        /APPLICATION_WITHDRAW_DAYS must be a whole number of days from 1 to 365/,
      );
    }
  });

  it('runs the first clean-up pass 5 s after start unless HOUSEKEEPING_FIRST_RUN_SECONDS says otherwise', () => {
    expect(loadConfig({}).housekeepingFirstRunMs).toBe(5000);
    expect(loadConfig({ HOUSEKEEPING_FIRST_RUN_SECONDS: '0' }).housekeepingFirstRunMs).toBe(0);
    expect(loadConfig({ HOUSEKEEPING_FIRST_RUN_SECONDS: '3600' }).housekeepingFirstRunMs).toBe(3_600_000);
    expect(() => loadConfig({ HOUSEKEEPING_FIRST_RUN_SECONDS: '-1' })).toThrow(
      /HOUSEKEEPING_FIRST_RUN_SECONDS/,
    );
    expect(() => loadConfig({ HOUSEKEEPING_FIRST_RUN_SECONDS: '86401' })).toThrow(
      /HOUSEKEEPING_FIRST_RUN_SECONDS/,
    );
  });
});
