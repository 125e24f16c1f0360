import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../server/http/openapi-operations.ts';
import { UNCAUGHT_MESSAGE, UNHANDLED_REJECTION_MESSAGE } from '../../server/process-guard.ts';
import { call, pdfBytes } from '../support/api-client.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { createEmptyDatabase, testDatabaseKinds } from '../support/test-databases.ts';

// Generated hostile forms against every route that reads multipart/form-data, sent to the API
// running as its own process: each route's real form, and the same form with parts the route
// does not expect (another file field, the file twice, a numbered file past the run, names like
// __proto__), cut off at every byte; the same forms sent by a client that hangs up part-way. One
// broken request must never stop the process: every answer is a 4xx (or the form's success when
// it arrived whole), the server stays healthy, nothing escaped to the process guard, and the
// upload spool is empty afterwards.

const ADMIN = { email: 'fuzz-admin@voltline.example', password: randomBytes(12).toString('hex') };
const BOUNDARY = 'fuzzboundary';
const CONCURRENCY = 8;

type Part =
  | { name: string; value: string }
  | { name: string; file: Uint8Array; filename: string; type: string };

/** A multipart body written byte for byte, as a browser would send it. */
function encodeForm(parts: Part[]): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        Buffer.from(part.file),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

const text = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

describe.each(testDatabaseKinds())('multipart forms cut short or malformed, on %s', (kind) => {
  // Every byte on SQLite; on the PostgreSQL pass, which adds only the session look-up's
  // database, every fifth and the whole closing stretch.
  const CUT_STRIDE = kind === 'sqlite' ? 1 : 5;
  let server: SiteProcess;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let token: string;
  let png: Uint8Array;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createEmptyDatabase(kind);
    const { options } = database;
    server = await startSiteProcess({
      entry: 'api',
      env: {
        RATE_LIMIT: 'off',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...(options.kind === 'postgres'
          ? { DATABASE_URL: options.url, ...(options.schema ? { DATABASE_SCHEMA: options.schema } : {}) }
          : {}),
      },
    });
    token = (await call(server, 'POST', '/auth/login', { json: ADMIN })).body.token;
    png = new Uint8Array(
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#2a6f97' } })
        .png()
        .toBuffer(),
    );
    const job = await call(server, 'POST', '/jobs', { token, json: JOB_FIELDS });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    ids.job = job.body.data.job._id;
    for (const [route, record] of [
      ['/gallery', 'image'],
      ['/products', 'product'],
      ['/case-studies', 'caseStudy'],
    ] as const) {
      const form = formOf(route, 'post', 0);
      const created = await send(`/api${route}`, form, true);
      expect(created.status, route).toBe(201);
      ids[record] = (Object.values(created.json.data)[0] as { _id: string })._id;
    }
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const JOB_FIELDS = {
    title: 'Protection Engineer',
    country: 'India',
    place: 'New Delhi',
    qualifications: 'Degree in electrical engineering',
    experience: '5 years',
    responsibilities:
      'Relay settings and coordination studies\nProtection design reviews for 33 kV substations',
  };

  /** The text fields of each route's real form; `n` keeps unique fields unique. */
  function fieldsOf(route: string, n: number): Record<string, string> {
    if (route.startsWith('/gallery'))
      return { title: 'Visit', category: 'siteVisit', description: 'A visit', imageDate: '2025-01-01' };
    if (route.startsWith('/products'))
      return { title: 'Pillar', category: 'Switchgear', description: 'LV pillar', id: `pillar-${n}` };
    if (route.startsWith('/case-studies'))
      return {
        name: 'Load bank',
        description: 'A load bank test',
        content: 'Tested.',
        link: `load-bank-${n}`,
        sections: JSON.stringify([
          {
            id: '1',
            title: 'Photos',
            type: 'image-gallery',
            images: [{ upload: 'sectionImage0', caption: 'Bank' }],
          },
        ]),
      };
    if (route.startsWith('/jobs')) return JOB_FIELDS;
    if (route.startsWith('/media')) return { alt: 'A 33 kV substation at dusk', credit: 'Site team' };
    return {};
  }

  /** The route's real form: its text fields and each file field it takes, with a real file. */
  function realParts(route: string, method: string, n: number): Part[] {
    const operation = OPERATIONS.find((op) => op.path === route && op.method === method);
    const body = operation?.body;
    const files = body?.kind === 'multipart' ? Object.keys(body.files) : [];
    const numbered = body?.kind === 'multipart' ? (body.numberedFiles ?? []) : [];
    const fileParts: Part[] = [
      ...files.map((name) => fileFor(route, name)),
      ...numbered.map((run) => fileFor(route, `${run.prefix}0`)),
    ];
    return [...text(fieldsOf(route, n)), ...fileParts];
  }

  function fileFor(route: string, name: string): Part {
    return route === '/applications/upload-cv'
      ? { name, file: pdfBytes(200), filename: 'cv.pdf', type: 'application/pdf' }
      : { name, file: png, filename: 'a.png', type: 'image/png' };
  }

  /** The real form with parts no route takes around and inside it. */
  function hostileParts(route: string, method: string, n: number): Part[] {
    const real = realParts(route, method, n);
    const firstFile = real.find((part) => 'file' in part);
    const stranger = (name: string): Part => ({ name, file: png, filename: 'x.png', type: 'image/png' });
    // The real form first, so that its cuts at every byte are among this form's.
    return [
      ...real,
      stranger('image-unexpected'),
      ...(firstFile ? [firstFile] : []), // the same file field twice
      stranger('sectionImage99999'),
      stranger('__proto__'),
      { name: 'constructor', value: 'x' },
      stranger(''),
    ];
  }

  function formOf(route: string, method: string, n: number): Uint8Array<ArrayBuffer> {
    return encodeForm(realParts(route, method, n));
  }

  async function send(
    target: string,
    body: Uint8Array<ArrayBuffer>,
    withToken: boolean,
    method = 'POST',
  ): Promise<{ status: number; json: any }> {
    const response = await fetch(`${server.url}${target}`, {
      method,
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(withToken ? { Authorization: `Bearer ${token}` } : {}),
      },
      body,
    });
    const answer = await response.text();
    return { status: response.status, json: answer.startsWith('{') ? JSON.parse(answer) : answer };
  }

  /** Every multipart route as a caller reaches it: the path with real ids, and whether signed in. */
  function targets() {
    const routes = OPERATIONS.filter((op) => op.body?.kind === 'multipart' || op.path.startsWith('/jobs'))
      .filter((op) => op.method === 'post' || op.method === 'put')
      .filter((op) => !op.path.includes('/status') && !op.path.includes('/notes'));
    const records: [string, string][] = [
      ['/jobs', 'job'],
      ['/gallery', 'image'],
      ['/products', 'product'],
      ['/case-studies', 'caseStudy'],
    ];
    const list = routes
      .filter((op) => op.body?.kind === 'multipart' || /^\/jobs(\/\{id\})?$/.test(op.path))
      .map((op) => {
        const record = records.find(([prefix]) => op.path.startsWith(prefix))?.[1];
        const url = `/api${op.path.replace('{id}', (record && ids[record]) || 'none')}`;
        return { route: op.path, method: op.method, url, withToken: op.isAdminOnly };
      });
    // The CV route twice: a visitor's CV, and an administrator's job description PDF.
    list.push({
      route: '/applications/upload-cv',
      method: 'post',
      url: '/api/applications/upload-cv?purpose=job-description',
      withToken: true,
    });
    return list;
  }

  async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < items.length) await work(items[next++] as T);
      }),
    );
  }

  it('covers every route that reads a multipart form', () => {
    const routes = new Set(targets().map((target) => `${target.method} ${target.route}`));
    expect([...routes].sort()).toEqual([
      'post /applications/upload-cv',
      'post /case-studies',
      'post /gallery',
      'post /jobs',
      'post /media',
      'post /products',
      'put /case-studies/{id}',
      'put /gallery/{id}',
      'put /jobs/{id}',
      'put /products/{id}',
    ]);
  });

  it('answers every form cut off at every byte, with odd parts or without, with a 4xx and goes on', {
    timeout: 300_000,
  }, async () => {
    let n = 1_000;
    const failures: string[] = [];
    for (const target of targets()) {
      n += 1;
      const whole = encodeForm(hostileParts(target.route, target.method, n));
      // Past the last delimiter every part has arrived whole: only the closing "--\r\n" is
      // missing, and taking the form then is as right as refusing it.
      const lastDelimiterEnd = whole.byteLength - '--\r\n'.length;
      const cuts = Array.from({ length: whole.byteLength }, (_, index) => index).filter(
        (cut) => cut % CUT_STRIDE === 0 || cut >= lastDelimiterEnd - 64,
      );
      await inBatches(cuts, async (cut) => {
        const { status } = await send(
          target.url,
          whole.subarray(0, cut),
          target.withToken,
          target.method.toUpperCase(),
        );
        const isAnswered = status >= 400 && status < 500;
        if (!isAnswered && !(cut >= lastDelimiterEnd && status < 300))
          failures.push(`${target.url} cut at ${cut} of ${whole.byteLength}: ${status}`);
      });
      // Whole, the form with its odd parts is answered (taken or refused), never with a 5xx.
      const { status } = await send(target.url, whole, target.withToken, target.method.toUpperCase());
      if (status >= 500) failures.push(`${target.url} whole: ${status}`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('survives clients that hang up part-way through every route’s form', async () => {
    const hangUps: { target: ReturnType<typeof targets>[number]; whole: Uint8Array; cut: number }[] = [];
    for (const target of targets()) {
      const whole = encodeForm(hostileParts(target.route, target.method, 5_000 + hangUps.length));
      for (let cut = 0; cut < whole.byteLength; cut += 37) hangUps.push({ target, whole, cut });
    }
    const { port, hostname } = new URL(server.url);
    await inBatches(hangUps, async ({ target, whole, cut }) => {
      const socket = net.connect(Number(port), hostname);
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('error', reject);
      });
      socket.on('error', () => undefined);
      socket.write(
        `${target.method.toUpperCase()} ${target.url} HTTP/1.1\r\nHost: ${hostname}\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${whole.byteLength}\r\n` +
          (target.withToken ? `Authorization: Bearer ${token}\r\n` : '') +
          '\r\n',
      );
      socket.write(whole.subarray(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 5));
      socket.destroy();
    });
    // Each hang-up is noticed by the server in its own time.
    await new Promise((resolve) => setTimeout(resolve, 500));
  });

  it('is healthy afterwards, with nothing escaped to the process guard and the spool empty', async () => {
    expect(server.child.exitCode).toBeNull();
    const health = await call(server, 'GET', '/health');
    expect(health.status).toBe(200);
    const escaped = server.logs.filter(
      (entry) => entry.msg === UNCAUGHT_MESSAGE || entry.msg === UNHANDLED_REJECTION_MESSAGE,
    );
    expect(escaped).toEqual([]);
    // A form that broke off leaves no spooled file behind (give the last hang-ups a moment).
    const spool = path.join(server.dataDir, 'tmp', 'uploads');
    for (let attempt = 0; attempt < 50 && (await readdir(spool)).length > 0; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await readdir(spool)).toEqual([]);
  });
});
