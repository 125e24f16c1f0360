import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, fileForm, pdfBytes } from '../support/api-client.ts';
import { startTestS3, type TestS3 } from '../support/s3-server.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { createEmptyDatabase, testDatabaseKinds } from '../support/test-databases.ts';

// Decision 030 (traces): with OTEL_EXPORTER_OTLP_ENDPOINT set, the server sends its spans over
// OTLP/HTTP (JSON) to a collector; here the collector is a plain HTTP server in the test process.
// The site runs as its own process, so its global tracer provider touches no other test.

// OTLP/HTTP JSON, the part read here. https://opentelemetry.io/docs/specs/otlp/#json-protobuf-encoding
const ZAttribute = z.object({
  key: z.string(),
  value: z.object({
    stringValue: z.string().optional(),
    intValue: z.union([z.number(), z.string()]).optional(),
  }),
});
const ZExportRequest = z.object({
  resourceSpans: z.array(
    z.object({
      resource: z.object({ attributes: z.array(ZAttribute) }),
      scopeSpans: z.array(
        z.object({
          spans: z.array(
            z.object({
              traceId: z.string(),
              spanId: z.string(),
              parentSpanId: z.string().optional(),
              name: z.string(),
              kind: z.number(),
              attributes: z.array(ZAttribute),
              status: z.object({ code: z.number().optional() }).optional(),
            }),
          ),
        }),
      ),
    }),
  ),
});

type ReceivedSpan = {
  traceId: string;
  spanId: string;
  /** Absent, or empty, for the first span of a trace. */
  parentSpanId: string | undefined;
  name: string;
  kind: 'server' | 'client' | number;
  attributes: Record<string, string | number | undefined>;
  resource: Record<string, string | number | undefined>;
  isError: boolean;
};

// OTLP's SpanKind and StatusCode numbers.
const KIND = { 2: 'server', 3: 'client' } as const;
const STATUS_ERROR = 2;

const flatten = (attributes: z.infer<typeof ZAttribute>[]) =>
  Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ?? (value.intValue === undefined ? undefined : Number(value.intValue)),
    ]),
  );

type Collector = { url: string; spans: ReceivedSpan[]; bodies: string[]; close: () => Promise<void> };

async function startCollector(): Promise<Collector> {
  const spans: ReceivedSpan[] = [];
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => {
      const isTraces = request.method === 'POST' && request.url === '/v1/traces';
      const isJson = request.headers['content-type'] === 'application/json';
      if (!isTraces || !isJson) {
        response.writeHead(404).end();
        return;
      }
      bodies.push(text);
      for (const { resource, scopeSpans } of ZExportRequest.parse(JSON.parse(text)).resourceSpans) {
        for (const span of scopeSpans.flatMap((scope) => scope.spans)) {
          spans.push({
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            name: span.name,
            kind: span.kind === 2 || span.kind === 3 ? KIND[span.kind] : span.kind,
            attributes: flatten(span.attributes),
            resource: flatten(resource.attributes),
            isError: span.status?.code === STATUS_ERROR,
          });
        }
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

describe.each(testDatabaseKinds())('OpenTelemetry traces, on %s', (kind) => {
  const bucket = `site-traces-${kind}`;
  let collector: Collector;
  let s3: TestS3;
  let sink: SmtpSink;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
  let site: SiteProcess;

  beforeAll(async () => {
    collector = await startCollector();
    s3 = await startTestS3();
    await s3.createBucket(bucket);
    sink = await startSmtpSink();
    database = kind === 'postgres' ? await createEmptyDatabase('postgres') : undefined;
    const databaseEnv: Record<string, string> =
      database?.options.kind === 'postgres'
        ? { DATABASE_URL: database.options.url, DATABASE_SCHEMA: database.options.schema ?? '' }
        : {};
    site = await startSiteProcess({
      entry: 'api',
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        // Spans sent a tenth of a second after they end, not the default five seconds.
        OTEL_BSP_SCHEDULE_DELAY: '100',
        RATE_LIMIT: 'off',
        SMTP_URL: sink.url,
        ...s3.env(bucket),
        ...databaseEnv,
      },
    });
  });
  afterAll(async () => {
    await site?.stop();
    await sink?.close();
    await s3?.stop();
    await collector?.close();
    await database?.drop();
  });

  const spansOf = (traceId: string) => collector.spans.filter((span) => span.traceId === traceId);
  const serverSpanOf = (traceId: string) => spansOf(traceId).find((span) => span.kind === 'server');

  it("continues the caller's trace, and the request's queries are children of its span", async () => {
    const traceId = hex(16);
    const callerSpanId = hex(8);
    const response = await call(site, 'GET', '/jobs', {
      headers: { traceparent: `00-${traceId}-${callerSpanId}-01` },
    });
    expect(response.status).toBe(200);

    await expect
      .poll(() => spansOf(traceId).filter((span) => span.attributes['db.system.name']).length, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    const request = serverSpanOf(traceId);
    expect(request).toMatchObject({
      name: 'GET /api/jobs',
      parentSpanId: callerSpanId,
      isError: false,
      attributes: {
        'http.request.method': 'GET',
        'url.path': '/api/jobs',
        'http.route': '/api/jobs',
        'http.response.status_code': 200,
      },
      resource: { 'service.name': 'voltline-site' },
    });
    // The request's log line leads to its trace.
    const requestId = response.headers.get('x-request-id');
    await expect
      .poll(() => site.logs.find((line) => line.msg === 'request' && line.requestId === requestId))
      .toMatchObject({ traceId, route: '/api/jobs' });
    const queries = spansOf(traceId).filter((span) => span.attributes['db.system.name']);
    for (const query of queries) {
      expect(query).toMatchObject({ kind: 'client', parentSpanId: request?.spanId });
      expect(query.attributes['db.system.name']).toBe(kind === 'sqlite' ? 'sqlite' : 'postgresql');
    }
    expect(queries).toContainEqual(
      expect.objectContaining({
        name: 'SELECT jobs',
        attributes: expect.objectContaining({
          'db.operation.name': 'SELECT',
          'db.collection.name': 'jobs',
          'db.query.text': expect.stringMatching(/^select .* from "jobs"/),
        }),
      }),
    );
  });

  it("records a write's SQL with its placeholders, never what the visitor typed", async () => {
    const message = `Please quote for a substation survey ${hex(6)}`;
    const email = `trace-${hex(4)}@client.example`;
    const response = await call(site, 'POST', '/contact', {
      json: { firstName: 'Tracy', lastName: 'Spanner', email, phone: '0123456789', message },
    });
    expect(response.status).toBe(201);

    const request = () => collector.spans.find((span) => span.name === 'POST /api/contact');
    await expect.poll(() => request(), { timeout: 10_000 }).toBeDefined();
    const traceId = request()?.traceId ?? '';
    // No traceparent came with it: a trace of its own.
    expect(request()).toMatchObject({
      parentSpanId: undefined,
      attributes: { 'http.response.status_code': 201 },
    });
    const insert = spansOf(traceId).find((span) => span.name === 'INSERT contact_enquiries');
    expect(insert).toMatchObject({ kind: 'client', parentSpanId: request()?.spanId });
    expect(insert?.attributes['db.query.text']).toMatch(/^insert into "contact_enquiries"/);
    // The e-mail to the company goes out from the outbox, after the request: a trace of its own.
    await expect
      .poll(() => collector.spans.find((span) => span.name === 'smtp.send'), { timeout: 10_000 })
      .toMatchObject({
        kind: 'client',
        attributes: { 'server.address': '127.0.0.1', 'server.port': sink.port },
      });

    for (const body of collector.bodies) {
      expect(body).not.toContain(message);
      expect(body).not.toContain(email);
    }
  });

  it("puts the request's S3 upload in its trace", async () => {
    const response = await call(site, 'POST', '/applications/upload-cv', {
      form: fileForm('file', pdfBytes(), 'my cv.pdf', 'application/pdf'),
    });
    expect(response.status).toBe(201);

    const request = () => collector.spans.find((span) => span.name === 'POST /api/applications/upload-cv');
    const upload = () =>
      collector.spans.find((span) => span.name === 'S3.PutObject' && span.traceId === request()?.traceId);
    await expect.poll(() => upload(), { timeout: 10_000 }).toBeDefined();
    expect(upload()).toMatchObject({
      kind: 'client',
      parentSpanId: request()?.spanId,
      isError: false,
      attributes: {
        'rpc.system': 'aws-api',
        'rpc.service': 'S3',
        'rpc.method': 'PutObject',
        'aws.s3.bucket': bucket,
        'aws.s3.key': expect.stringMatching(/^private\//),
        'http.response.status_code': 200,
      },
    });
  });
});

describe('OpenTelemetry traces at shutdown', () => {
  it('sends the spans still waiting for their batch before the process ends', async () => {
    const collector = await startCollector();
    try {
      const site = await startSiteProcess({
        entry: 'api',
        // A batch a minute: only the shutdown can send this one in time.
        env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '60000' },
      });
      const traceId = hex(16);
      const response = await call(site, 'GET', '/jobs', {
        headers: { traceparent: `00-${traceId}-${hex(8)}-01` },
      });
      expect(response.status).toBe(200);
      expect(collector.spans.filter((span) => span.traceId === traceId)).toEqual([]);

      await site.stop();
      expect(collector.spans.filter((span) => span.traceId === traceId)).toContainEqual(
        expect.objectContaining({ name: 'GET /api/jobs', kind: 'server' }),
      );
    } finally {
      await collector.close();
    }
  });
});
