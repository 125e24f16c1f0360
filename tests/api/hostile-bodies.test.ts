import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../server/http/openapi-operations.ts';
import { call, fileForm, pdfBytes } from '../support/api-client.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

// A stranger's bodies, sent to the API running as its own process so that its memory can be
// watched from outside: bodies far past every limit under every Content-Type (the declared length
// true, or absent), uploads in parallel, a body that stops halfway. Every answer must be a 4xx
// with a message the caller can read (not a reset connection), and the server's memory must not
// grow with what it is sent.

const MiB = 1024 * 1024;
const ADMIN = { email: 'hostile-admin@voltline.example', password: randomBytes(12).toString('hex') };

const CONTENT_TYPES = [
  'application/json',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/octet-stream',
  undefined,
];

// Past the limit of every route but the case-study form (two 15 MB images and its text fields);
// that form may also carry 24 section pictures, so it reads this body through and refuses it as
// a form it cannot read (400), which the test below takes like any other 4xx.
const OVERSIZED = 33 * MiB;
const oversized = new Uint8Array(OVERSIZED).fill(0x78);
// A route that takes a JSON body reads at most 256 KB whatever the claimed type: sixteen times
// that is past it as surely, and keeps the sweep over every route and type to a few gigabytes.
const OVERSIZED_JSON = 4 * MiB;
const oversizedJson = oversized.subarray(0, OVERSIZED_JSON);

function chunked(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.subarray(offset, offset + MiB));
      offset += MiB;
    },
  });
}

async function pngBytes(): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

describe('hostile bodies against the API process', () => {
  let server: SiteProcess;
  let token: string;
  const ids: Record<string, string | undefined> = {};

  beforeAll(async () => {
    server = await startSiteProcess({
      entry: 'api',
      env: {
        RATE_LIMIT: 'off',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
    const login = await call(server, 'POST', '/auth/login', { json: ADMIN });
    token = login.body.token;
    // Real records, so that every route with an id reaches the point where it reads its body.
    const png = await pngBytes();
    const job = await call(server, 'POST', '/jobs', {
      token,
      json: {
        title: 'Protection Engineer',
        country: 'India',
        place: 'New Delhi',
        qualifications: 'Degree in electrical engineering',
        experience: '5 years',
        responsibilities:
          'Relay settings and coordination studies\nProtection design reviews for 33kV substations',
      },
    });
    ids.job = job.body.data.job._id;
    const category = await call(server, 'POST', '/gallery-categories', {
      token,
      json: { name: 'Site Visit' },
    });
    ids.category = category.body.data.category.id;
    const withImage = async (route: string, field: string, fields: Record<string, string>) => {
      const created = await call(server, 'POST', route, {
        token,
        form: fileForm(field, png, 'picture.png', 'image/png', fields),
      });
      return (Object.values(created.body.data ?? {})[0] as { _id?: string } | undefined)?._id;
    };
    ids.image = await withImage('/gallery', 'image', {
      title: 'Visit',
      category: ids.category ?? '',
      description: 'A visit',
      imageDate: '2025-01-01',
    });
    ids.product = await withImage('/products', 'thumbnail', {
      title: 'Feeder pillar',
      category: 'Switchgear',
      description: 'LV feeder pillar',
      id: 'pillar-1',
    });
    ids.caseStudy = await withImage('/case-studies', 'cardImage', {
      name: 'Load bank test',
      description: 'A 2 MW load bank test',
      content: 'Tested.',
      link: 'load-bank-test',
    });
    for (const [name, id] of Object.entries(ids)) expect(id, name).toBeTruthy();
  });
  afterAll(async () => {
    await server?.stop();
  });

  // Which record an {id} in a route stands for; '/gallery-categories' before '/gallery'.
  const ID_BY_ROUTE: [prefix: string, record: string][] = [
    ['/jobs', 'job'],
    ['/gallery-categories', 'category'],
    ['/gallery', 'image'],
    ['/products', 'product'],
    ['/case-studies', 'caseStudy'],
  ];

  function pathOf(template: string): string {
    const record = ID_BY_ROUTE.find(([prefix]) => template.startsWith(prefix))?.[1];
    // Anything else (an application) needs no real record: its body is read before the lookup.
    return template.replace(/\{\w+\}/g, (record && ids[record]) || '0123456789abcdef01234567');
  }

  /** Every write route, each under every Content-Type, with a body past its limit; what failed. */
  async function sweepEveryWriteRoute(): Promise<string[]> {
    const writes = OPERATIONS.filter((op) => op.method !== 'get' && op.method !== 'delete');
    const failures: string[] = [];
    let sent = 0;
    for (const op of writes) {
      for (const type of CONTENT_TYPES) {
        const isChunked = sent % 2 === 1;
        sent += 1;
        const body = op.body?.kind === 'json' ? oversizedJson : oversized;
        const label = `${op.method.toUpperCase()} ${op.path} as ${type ?? '(no type)'}${isChunked ? ', chunked' : ''}`;
        try {
          const response = await fetch(`${server.url}/api${pathOf(op.path)}`, {
            method: op.method.toUpperCase(),
            headers: { ...(type ? { 'Content-Type': type } : {}), Authorization: `Bearer ${token}` },
            body: isChunked ? chunked(body) : body,
            duplex: 'half',
          } as RequestInit);
          const answer = await response.json();
          if (response.status < 400 || response.status >= 500 || typeof answer.message !== 'string') {
            failures.push(`${label} -> ${response.status} ${JSON.stringify(answer)}`);
          }
        } catch (error) {
          failures.push(`${label} -> ${String((error as Error).cause ?? error)}`);
        }
      }
    }
    return failures;
  }

  it('answers bodies past every limit, under every Content-Type, with a readable 4xx, and keeps its memory flat', async () => {
    await server.resetPeak();
    const before = await server.memory();
    expect(await sweepEveryWriteRoute()).toEqual([]);
    const afterFirst = await server.memory();
    expect(await sweepEveryWriteRoute()).toEqual([]);
    const afterSecond = await server.memory();
    // Each sweep sends some 3.5 GB, 33 MB (4 MB to a JSON route) at a time. Read and dropped
    // chunk by chunk, the process settles into a working size for such traffic during the first
    // sweep (measured: 55 to 120 MB above idle, by machine) and stays there: the second sweep,
    // as large again, must not raise the peak. Bodies held, even in part, would raise it by
    // gigabytes; a working size past a few bodies' worth would fail the first bound.
    expect(afterFirst.peakMiB - before.rssMiB).toBeLessThan(160);
    expect(afterSecond.peakMiB - afterFirst.peakMiB).toBeLessThan(16);
    expect(await readdir(path.join(server.dataDir, 'tmp', 'uploads'))).toEqual([]);
    // Two sweeps through loopback, one write route after another: its own time limit, not the
    // default, so a busy machine does not turn a volume check into a failure (measured: 325 s on
    // a shared machine running at about half its usual speed).
  }, 900_000);

  it('answers over-limit uploads and bodies with their 413 message, not a reset connection', async () => {
    const cases = [
      {
        path: '/applications/upload-cv',
        size: 11 * MiB,
        form: 'file',
        message: 'File size should not exceed 10MB',
      },
      { path: '/gallery', size: 16 * MiB, form: 'image', message: 'Image size should not exceed 15MB' },
      { path: '/contact', size: 20 * MiB, form: undefined, message: 'Request body is too large' },
    ];
    for (const { path: route, size, form, message } of cases) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const bytes = new Uint8Array(size).fill(0x25);
        const response = await fetch(`${server.url}/api${route}`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            ...(form ? {} : { 'Content-Type': 'application/json' }),
          },
          body: form ? fileForm(form, bytes, 'big.pdf', 'application/pdf') : bytes,
        });
        expect(response.status, route).toBe(413);
        expect((await response.json()).message).toBe(message);
      }
    }
  });

  it('keeps its memory flat through 30 concurrent 9 MB CV uploads, and stores every one', async () => {
    const cv = pdfBytes(9 * MiB);
    await server.resetPeak();
    const before = await server.memory();
    // Every upload is waited for, failed or not, so that none is still arriving when the checks
    // of the spool below (or the next test) run.
    const answers = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        call(server, 'POST', '/applications/upload-cv', {
          form: fileForm('file', cv, 'cv.pdf', 'application/pdf'),
        }),
      ),
    );
    expect(
      answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.status : String(answer.reason))),
    ).toEqual(Array(30).fill(201));
    const after = await server.memory();
    // Held whole in memory, 30 CVs took the server up by 700 MB; streamed, by a few buffers each.
    expect(after.peakMiB - before.rssMiB).toBeLessThan(80);
    const stored = await readdir(path.join(server.dataDir, 'uploads', 'private', 'cv'));
    expect(stored.length).toBeGreaterThanOrEqual(30);
    expect(await readdir(path.join(server.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('gives up a body that stops arriving halfway with 408, and keeps nothing of it', async () => {
    // A process of its own with a short stall limit, so the test waits one second, not the
    // default 30; the process above keeps the default, so that 30 uploads sharing a busy machine
    // with other test files are never cut off for pausing between chunks.
    const stalling = await startSiteProcess({
      entry: 'api',
      env: { RATE_LIMIT: 'off', REQUEST_BODY_TIMEOUT_SECONDS: '1' },
    });
    try {
      const { hostname, port } = new URL(stalling.url);
      const boundary = 'stall';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), hostname, () => {
          socket.write(
            `POST /api/applications/upload-cv HTTP/1.1\r\nHost: ${hostname}\r\n` +
              `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${5 * MiB}\r\n\r\n${head}`,
          );
          socket.write(Buffer.alloc(MiB, 0x25));
          // ...and then nothing more.
        });
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString('latin1');
        });
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
        setTimeout(() => {
          socket.destroy();
          reject(new Error(`no answer within 10 s: ${received}`));
        }, 10_000).unref();
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('The request body stopped arriving. Please try again.');
      expect(await readdir(path.join(stalling.dataDir, 'tmp', 'uploads'))).toEqual([]);
      expect((await call(stalling, 'GET', '/health')).status).toBe(200);
    } finally {
      await stalling.stop();
    }
  });
});
