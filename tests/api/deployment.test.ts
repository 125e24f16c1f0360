import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { SECRET_VARIABLES } from '../../server/config.ts';
import { isHttps, STRICT_TRANSPORT_SECURITY } from '../../server/http/security-headers.ts';

// The deployment as written (compose.yaml, deploy/, the Dockerfile; README: Several instances,
// Runbook) is safe to put on the internet: TLS in front, pinned images, secrets from files, a
// bucket user that reaches its bucket only, memory limits, and time for the server to drain.

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const size = z.union([z.string(), z.number()]);
const serviceSchema = z.object({
  image: z.string().optional(),
  build: z.unknown().optional(),
  pull_policy: z.string().optional(),
  mem_limit: size.optional(),
  deploy: z
    .object({ resources: z.object({ limits: z.object({ memory: size.optional() }).optional() }).optional() })
    .optional(),
  environment: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  secrets: z.array(z.string()).optional(),
  stop_grace_period: z.string().optional(),
  ports: z.array(z.string()).optional(),
  volumes: z.array(z.string()).optional(),
  entrypoint: z.array(z.string()).optional(),
});
const composeSchema = z.object({
  services: z.record(z.string(), serviceSchema),
  secrets: z.record(z.string(), z.object({ file: z.string() })),
});
type Service = z.infer<typeof serviceSchema>;

const compose = composeSchema.parse(parse(read('compose.yaml'), { merge: true }));
const services = Object.entries(compose.services);
const SITE_IMAGE = 'voltline-site';
const siteServices = services.filter(([, service]) => imageName(service.image) === SITE_IMAGE);
const proxy = serviceNamed('proxy');
// The Caddyfile's directives, without its comments.
const caddyfile = read('deploy/caddy/Caddyfile').replace(/(^|\s)#.*$/gm, '$1');

function serviceNamed(name: string): Service {
  const service = compose.services[name];
  if (!service) throw new Error(`compose.yaml has no service ${name}`);
  return service;
}

/** The image without its tag or digest (a registry's port stays: `localhost:5000/site`). */
function imageName(reference: string | undefined): string | undefined {
  if (reference === undefined) return undefined;
  const name = reference.split('@')[0] ?? '';
  const tagAt = name.indexOf(':', name.lastIndexOf('/') + 1);
  return tagAt === -1 ? name : name.slice(0, tagAt);
}

/**
 * Pinned: a digest, or a tag of at least major.minor (`17.11-trixie`, `2.11.4-alpine`) or a
 * dated MinIO release; never `latest`, a bare major (`postgres:17`) or no tag at all.
 */
function isPinnedImage(reference: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(reference)) return true;
  const tag = reference.match(/:([^/:]+)$/)?.[1];
  if (tag === undefined) return false;
  return (
    /^v?\d+\.\d+(\.\d+)*(-[0-9A-Za-z.]+)*$/.test(tag) || /^RELEASE\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ/.test(tag)
  );
}

/** The images a Dockerfile's stages start from (not its own stages). */
function baseImagesOf(dockerfile: string): string[] {
  const stages = new Set<string>();
  const images: string[] = [];
  for (const match of dockerfile.matchAll(/^FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/gim)) {
    const [, image = '', stage] = match;
    if (!stages.has(image)) images.push(image);
    if (stage) stages.add(stage);
  }
  return images;
}

function bytesOf(value: string | number): number {
  if (typeof value === 'number') return value;
  const match = value.trim().match(/^(\d+(?:\.\d+)?)\s*([kmg]?)b?$/i);
  if (!match) throw new Error(`Not a size: ${value}`);
  const unit = { '': 1, k: 2 ** 10, m: 2 ** 20, g: 2 ** 30 }[(match[2] ?? '').toLowerCase()] ?? Number.NaN;
  return Number(match[1]) * unit;
}

function millisecondsOf(duration: string): number {
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== duration) {
    throw new Error(`Not a duration: ${duration}`);
  }
  return parts.reduce((sum, [, amount, unit = '']) => sum + Number(amount) * (units[unit] ?? Number.NaN), 0);
}

const memoryLimitOf = (service: Service) => service.mem_limit ?? service.deploy?.resources?.limits?.memory;
const environmentOf = (service: Service) => service.environment ?? {};

/** The drain the server allows itself after SIGTERM before it exits anyway (server/main.ts). */
function serverDrainMs(): number {
  const main = read('server/main.ts');
  const match = main.match(/setTimeout\(\(\) => \{[^}]*process\.exit\(1\);\s*\},\s*([\d_]+)\)/);
  if (!match?.[1])
    throw new Error('server/main.ts no longer has its forced-exit timer where this test looks');
  return Number(match[1].replaceAll('_', ''));
}

describe('image pins', () => {
  it('tells a pinned image from a floating one', () => {
    for (const pinned of ['postgres:17.11-trixie', 'caddy:2.11.4-alpine', 'node:24.19.0-trixie-slim']) {
      expect(isPinnedImage(pinned), pinned).toBe(true);
    }
    expect(isPinnedImage('quay.io/minio/minio:RELEASE.2025-09-07T16-13-09Z')).toBe(true);
    for (const floating of [
      'postgres:17',
      'minio/minio:latest',
      'nginx',
      'localhost:5000/nginx',
      'caddy:2-alpine',
    ]) {
      expect(isPinnedImage(floating), floating).toBe(false);
    }
  });

  it('pins every image compose.yaml pulls to a full version', () => {
    for (const [name, service] of services) {
      if (imageName(service.image) === SITE_IMAGE) continue;
      expect(service.image, `${name} names no image`).toBeDefined();
      expect(isPinnedImage(service.image ?? ''), `${name}: ${service.image}`).toBe(true);
    }
  });

  it('pins the images the site image is built from', () => {
    const dockerfile = read('Dockerfile');
    const bases = baseImagesOf(dockerfile);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(isPinnedImage(base), base).toBe(true);
    // A `# syntax=` line pulls a frontend image of its own.
    for (const [, frontend = ''] of dockerfile.matchAll(/^#\s*syntax\s*=\s*(\S+)/gim)) {
      expect(isPinnedImage(frontend), frontend).toBe(true);
    }
  });

  it('installs no compiler in the image the site runs from', () => {
    const runtime =
      read('Dockerfile')
        .split(/^FROM /m)
        .at(-1) ?? '';
    expect(runtime).toMatch(/npm ci --omit=dev/);
    // typescript is an optional peer of @react-router/node, so --omit=dev alone keeps it.
    expect(runtime).toMatch(/rm -rf node_modules\/typescript /);
    expect(runtime).toMatch(/npm ls --omit=dev/);
  });
});

describe('the site instances', () => {
  it('run one image, built once for both', () => {
    expect(siteServices.map(([name]) => name).sort()).toEqual(['site-1', 'site-2']);
    const images = new Set(siteServices.map(([, service]) => service.image));
    expect(images.size).toBe(1);
    const builders = siteServices.filter(([, service]) => service.build !== undefined);
    expect(builders).toHaveLength(1);
    for (const [name, service] of siteServices) {
      if (service.build === undefined)
        expect(service.pull_policy, `${name} would try to pull the image`).toBe('never');
    }
    // Nothing else builds: `docker compose build` builds exactly one image.
    expect(services.filter(([, service]) => service.build !== undefined)).toHaveLength(1);
  });

  it('get longer to stop than the server gives its requests to drain', () => {
    const drainMs = serverDrainMs();
    expect(drainMs).toBeGreaterThan(0);
    for (const [name, service] of siteServices) {
      expect(service.stop_grace_period, `${name} has Docker's default 10 s`).toBeDefined();
      expect(millisecondsOf(service.stop_grace_period ?? '0s')).toBeGreaterThanOrEqual(drainMs + 5000);
    }
  });

  it('read every secret from a file that compose.yaml mounts, never from the environment', () => {
    for (const [name, service] of siteServices) {
      const environment = environmentOf(service);
      for (const secret of SECRET_VARIABLES) {
        expect(environment[secret], `${name} sets ${secret} in its environment`).toBeUndefined();
      }
      const files = Object.entries(environment).filter(([variable]) => variable.endsWith('_FILE'));
      expect(files.map(([variable]) => variable)).toEqual(
        expect.arrayContaining([
          'DATABASE_URL_FILE',
          'S3_ACCESS_KEY_ID_FILE',
          'S3_SECRET_ACCESS_KEY_FILE',
          'METRICS_TOKEN_FILE',
        ]),
      );
      for (const [variable, file] of files) {
        const secret = String(file).match(/^\/run\/secrets\/([\w-]+)$/)?.[1];
        expect(secret, `${name}: ${variable}=${file}`).toBeDefined();
        expect(service.secrets, `${name} does not mount ${secret}`).toContain(secret);
        expect(compose.secrets[secret ?? '']?.file).toMatch(/^\.\/deploy\/secrets\//);
      }
    }
  });

  it('reach the bucket as its own user, never as MinIO root', () => {
    for (const [name, service] of siteServices) {
      const environment = environmentOf(service);
      expect(environment.S3_ACCESS_KEY_ID_FILE).toBe('/run/secrets/site_s3_access_key');
      expect(environment.S3_SECRET_ACCESS_KEY_FILE).toBe('/run/secrets/site_s3_secret_key');
      expect(service.secrets, name).not.toContain('minio_root_user');
      expect(service.secrets, name).not.toContain('minio_root_password');
      expect(JSON.stringify(environment), name).not.toMatch(/MINIO_ROOT/);
    }
  });

  it('trust the proxy, so that a request Caddy took over HTTPS is answered with HSTS', () => {
    for (const [, service] of siteServices) expect(environmentOf(service).TRUST_PROXY).toBe('on');
    // Caddy sets X-Forwarded-Proto: https on what it accepted over TLS.
    expect(isHttps(false, 'https', true)).toBe(true);
    expect(isHttps(false, 'https', false)).toBe(false);
    const maxAge = Number(STRICT_TRANSPORT_SECURITY.match(/max-age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });
});

describe('every service', () => {
  it('has a memory limit', () => {
    for (const [name, service] of services) {
      const limit = memoryLimitOf(service);
      expect(limit, `${name} has no memory limit`).toBeDefined();
      expect(bytesOf(limit ?? 0)).toBeGreaterThanOrEqual(64 * 2 ** 20);
    }
  });

  it("keeps the site's JavaScript heap well inside its memory limit", () => {
    for (const [name, service] of siteServices) {
      const heapMb = Number(
        String(environmentOf(service).NODE_OPTIONS).match(/--max-old-space-size=(\d+)/)?.[1],
      );
      expect(heapMb, `${name} sets no heap size`).toBeGreaterThan(0);
      expect(heapMb * 2 ** 20 * 2).toBeLessThanOrEqual(bytesOf(memoryLimitOf(service) ?? 0));
    }
  });

  it('takes its passwords from files: PostgreSQL and MinIO too', () => {
    const postgres = environmentOf(serviceNamed('postgres'));
    expect(postgres.POSTGRES_PASSWORD).toBeUndefined();
    expect(postgres.POSTGRES_PASSWORD_FILE).toBe('/run/secrets/postgres_password');
    const minio = environmentOf(serviceNamed('minio'));
    expect(minio.MINIO_ROOT_USER).toBeUndefined();
    expect(minio.MINIO_ROOT_PASSWORD).toBeUndefined();
    expect(minio.MINIO_ROOT_USER_FILE).toBe('/run/secrets/minio_root_user');
    expect(minio.MINIO_ROOT_PASSWORD_FILE).toBe('/run/secrets/minio_root_password');
  });

  it('is reached from outside only through the proxy', () => {
    for (const [name, service] of services) {
      if (name !== 'proxy') expect(service.ports, `${name} publishes a port`).toBeUndefined();
    }
  });
});

describe('the proxy', () => {
  it('is Caddy, on 80 and 443, with its Caddyfile and its certificates kept in a volume', () => {
    expect(imageName(proxy.image)).toBe('caddy');
    expect(proxy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(proxy.volumes).toEqual(expect.arrayContaining(['./deploy/caddy:/etc/caddy:ro']));
    expect(proxy.volumes?.some((volume) => /^[\w-]+:\/data$/.test(volume))).toBe(true);
    expect(environmentOf(proxy).SITE_DOMAIN).toMatch(/^\$\{SITE_DOMAIN:\?/);
  });

  it('serves the site over TLS for SITE_DOMAIN, with nothing that turns HTTPS or its redirect off', () => {
    expect(caddyfile).toMatch(/^\{\$SITE_DOMAIN\} \{$/m);
    expect(caddyfile).not.toMatch(/auto_https|^\s*tls\s+off|http:\/\//m);
  });

  it('balances over both instances, checking /api/health', () => {
    const proxied = caddyfile.match(/^\s*reverse_proxy (.+) \{$/m)?.[1]?.split(/\s+/);
    expect(proxied?.sort()).toEqual(siteServices.map(([name]) => `${name}:3000`).sort());
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/health$/m);
    expect(caddyfile).toMatch(/^\s*lb_try_duration \d+s$/m);
  });

  it('sets X-Forwarded-For to the caller alone and X-Forwarded-Proto as it is (no trusted proxies)', () => {
    // Without trusted_proxies Caddy replaces a client's X-Forwarded-For with the address it
    // accepted, the last (only) entry, which the site takes with TRUST_PROXY=on.
    expect(caddyfile).not.toMatch(/trusted_proxies|header_up\s+[-+]?X-Forwarded/i);
  });

  it('keeps /metrics off the internet', () => {
    expect(caddyfile).toMatch(/^\s*respond \/metrics 404$/m);
  });
});

describe('the bucket', () => {
  const bucketJob = serviceNamed('bucket');
  const setup = read('deploy/bucket/setup.sh');
  const policy = z
    .object({
      Statement: z.array(
        z.object({ Effect: z.literal('Allow'), Action: z.array(z.string()), Resource: z.array(z.string()) }),
      ),
    })
    .parse(JSON.parse(read('deploy/bucket/site-policy.json')));
  const bucket = String(environmentOf(siteServices[0]?.[1] ?? {}).S3_BUCKET);

  it('is made, with the sites user and its policy, by the one-shot job as MinIO root', () => {
    expect(bucketJob.entrypoint).toEqual(['/bin/sh', '/etc/voltline-bucket/setup.sh']);
    expect(bucketJob.volumes).toContain('./deploy/bucket:/etc/voltline-bucket:ro');
    expect(bucketJob.secrets).toEqual(
      expect.arrayContaining([
        'minio_root_user',
        'minio_root_password',
        'site_s3_access_key',
        'site_s3_secret_key',
      ]),
    );
    expect(setup).toContain(`mc mb --ignore-existing local/${bucket}`);
    expect(setup).toMatch(
      /mc admin policy create local voltline-site \/etc\/voltline-bucket\/site-policy\.json/,
    );
    expect(setup).toMatch(/mc admin user add local "\$site_user" "\$\(secret site_s3_secret_key\)"/);
    expect(setup).toMatch(/mc admin policy attach local voltline-site --user "\$site_user"/);
  });

  it("allows that user this bucket's objects only", () => {
    for (const statement of policy.Statement) {
      for (const resource of statement.Resource) {
        expect([`arn:aws:s3:::${bucket}`, `arn:aws:s3:::${bucket}/*`]).toContain(resource);
      }
      for (const action of statement.Action) expect(action).not.toMatch(/\*/);
    }
    const actions = policy.Statement.flatMap((statement) => statement.Action).sort();
    expect(actions).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject']);
  });

  it('allows every request the S3 file store sends', () => {
    // The S3 action each SDK command is authorised as (HeadBucket: ListBucket, by S3 and MinIO).
    const actionOf: Record<string, string> = {
      PutObjectCommand: 's3:PutObject',
      GetObjectCommand: 's3:GetObject',
      DeleteObjectCommand: 's3:DeleteObject',
      HeadBucketCommand: 's3:ListBucket',
    };
    const sent = [...read('server/storage/s3-file-store.ts').matchAll(/new (\w+Command)\(/g)].map(
      (m) => m[1] ?? '',
    );
    expect(sent.length).toBeGreaterThan(0);
    const allowed = policy.Statement.flatMap((statement) => statement.Action);
    for (const command of new Set(sent)) {
      const action = actionOf[command];
      expect(action, `${command}: add its action here and to deploy/bucket/site-policy.json`).toBeDefined();
      expect(allowed).toContain(action);
    }
  });
});

describe('deploy/make-secrets.sh', () => {
  it('writes every secret compose.yaml mounts, git-ignored, with the database password in its URL', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'make-secrets-'));
    try {
      await cp(path.join(ROOT, 'deploy', 'make-secrets.sh'), path.join(dir, 'deploy', 'make-secrets.sh'));
      const run = spawnSync('sh', [path.join(dir, 'deploy', 'make-secrets.sh')], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      for (const [name, { file }] of Object.entries(compose.secrets)) {
        expect(file, name).toBe(`./deploy/secrets/${name}`);
        await expect(readFile(path.join(dir, file), 'utf8'), name).resolves.toBeTypeOf('string');
      }
      const password = (await readFile(path.join(dir, 'deploy/secrets/postgres_password'), 'utf8')).trim();
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect(await readFile(path.join(dir, 'deploy/secrets/database_url'), 'utf8')).toBe(
        `postgres://voltline:${password}@postgres:5432/voltline\n`,
      );
      const ignored = spawnSync('git', ['check-ignore', '-q', 'deploy/secrets/database_url'], { cwd: ROOT });
      expect(ignored.status).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('docker compose', () => {
  const version = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  const hasCompose = version.error === undefined && version.status === 0;

  it('accepts compose.yaml with the example environment and generated secrets', async (context) => {
    if (!hasCompose) context.skip('docker compose is not installed here (`docker compose version` failed)');
    const dir = await mkdtemp(path.join(tmpdir(), 'compose-config-'));
    try {
      for (const entry of ['compose.yaml', 'Dockerfile', 'deploy']) {
        await cp(path.join(ROOT, entry), path.join(dir, entry), {
          recursive: true,
          filter: (source) => !source.includes(`${path.sep}secrets${path.sep}`),
        });
      }
      await cp(path.join(dir, 'deploy', 'compose.env.example'), path.join(dir, '.env'));
      expect(spawnSync('sh', ['deploy/make-secrets.sh'], { cwd: dir }).status).toBe(0);
      const { SITE_DOMAIN: _domain, SITE_VERSION: _version, ...environment } = process.env;
      const config = spawnSync('docker', ['compose', '-f', 'compose.yaml', 'config', '--quiet'], {
        cwd: dir,
        encoding: 'utf8',
        env: environment,
      });
      expect(config.status, config.stderr).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
