import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { call, signIn, TEST_ADMIN } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 030, through a real server and database of each kind, with its log written to a file
// as a log shipper would read it: request ids (kept, made, returned, on every line of the
// request), the request line's facts, GET /metrics in the Prometheus text format and who may
// read it, and a fault's 500 carrying the id that finds its log lines.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = Record<string, unknown>;

/** The text format, line by line (https://prometheus.io/docs/instrumenting/exposition_formats/). */
const HELP = /^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/;
const TYPE = /^# TYPE [a-zA-Z_:][a-zA-Z0-9_:]* (counter|gauge|histogram|summary|untyped)$/;
const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\["\\n])*",?)*\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)( -?[0-9]+)?$/;

/** Parses Prometheus text strictly: every line a comment of the format or a sample. */
function parseMetrics(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      expect(HELP.test(line) || TYPE.test(line), line).toBe(true);
      continue;
    }
    const match = SAMPLE.exec(line);
    expect(match, line).not.toBeNull();
    samples.set(`${match?.[1]}${match?.[2] ?? ''}`, Number(match?.[3]));
  }
  return samples;
}

/** GET /metrics from this process (a loopback caller), with any headers given. */
async function readMetrics(server: Pick<ApiServer, 'url'>, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/metrics`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe.each(testDatabaseKinds())('request ids, logs and metrics on %s', (kind) => {
  let server: ApiServer;
  let logDir: string;
  let logFile: string;

  beforeAll(async () => {
    logDir = await mkdtemp(path.join(tmpdir(), 'observability-'));
    logFile = path.join(logDir, 'server.log');
    server = await startApiServer(kind, {}, { logger: createLogger('info', logFile) });
  });
  afterAll(async () => {
    await server?.stop();
    if (logDir) await rm(logDir, { recursive: true, force: true });
  });

  /** The log's lines that match, once they are there (the request line follows the response). */
  async function logLines(match: (line: LogLine) => boolean, count = 1): Promise<LogLine[]> {
    let found: LogLine[] = [];
    await expect
      .poll(
        async () => {
          const text = await readFile(logFile, 'utf8').catch(() => '');
          found = text
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as LogLine)
            .filter(match);
          return found.length;
        },
        { timeout: 5000 },
      )
      .toBeGreaterThanOrEqual(count);
    return found;
  }

  it('returns the X-Request-ID it was sent, makes one when none or a hostile one came, and logs the request under it', async () => {
    const sent = await call(server, 'GET', '/jobs', { headers: { 'X-Request-ID': 'proxy-7f3a.42' } });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('x-request-id')).toBe('proxy-7f3a.42');
    const made = await call(server, 'GET', '/jobs');
    expect(made.headers.get('x-request-id')).toMatch(UUID);
    // What would forge a log line or a header, or is simply too long, is not believed.
    for (const hostile of ['{"level":60}', 'a b', 'x'.repeat(200), 'a;b=c', '<id>']) {
      const answer = await call(server, 'GET', '/jobs', { headers: { 'X-Request-ID': hostile } });
      expect(answer.headers.get('x-request-id'), hostile).toMatch(UUID);
    }

    const [line] = await logLines((entry) => entry.msg === 'request' && entry.requestId === 'proxy-7f3a.42');
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/api/jobs',
      route: '/api/jobs',
      status: 200,
      address: '127.0.0.1',
    });
    expect(line?.bytes).toBeGreaterThan(Number(sent.headers.get('content-length') ?? 20));
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(line).not.toHaveProperty('userId');
    const [other] = await logLines((entry) => entry.requestId === made.headers.get('x-request-id'));
    expect(other).toMatchObject({ msg: 'request', route: '/api/jobs' });
  });

  it('puts the request id on every line logged while serving it, and the signed-in user on the request line', async () => {
    // A password reset for a real account: the route logs its own line and queues an e-mail.
    const token = await signIn(server);
    const reset = await call(server, 'POST', '/auth/forgot-password', {
      json: { email: TEST_ADMIN.email },
      headers: { 'X-Request-ID': 'reset-req-1' },
    });
    expect(reset.status).toBe(200);
    const lines = await logLines((entry) => entry.requestId === 'reset-req-1', 2);
    expect(lines.map((entry) => entry.msg)).toEqual(['password reset link queued', 'request']);
    expect(lines[1]).toMatchObject({ route: '/api/auth/forgot-password', status: 200 });

    const admin = await server.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    const stats = await call(server, 'GET', '/stats', { token, headers: { 'X-Request-ID': 'staff-req-1' } });
    expect(stats.status).toBe(200);
    const [staffLine] = await logLines((entry) => entry.requestId === 'staff-req-1');
    expect(staffLine).toMatchObject({ msg: 'request', route: '/api/stats', userId: admin.id });
  });

  it('serves GET /metrics as Prometheus text: requests by route and status, an e-mail queued, the process', async () => {
    const before = parseMetrics((await readMetrics(server)).text);
    const jobs = 'http_requests_total{method="GET",route="/api/jobs",status="200"}';
    const queued = 'outbox_messages{status="queued"}';
    for (let index = 0; index < 3; index += 1) await call(server, 'GET', '/jobs');
    await call(server, 'GET', '/jobs/no-such-job');
    // No SMTP server here: the reset link's e-mail stays queued.
    await call(server, 'POST', '/auth/forgot-password', { json: { email: TEST_ADMIN.email } });

    const answer = await readMetrics(server);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const after = parseMetrics(answer.text);
    expect((after.get(jobs) ?? 0) - (before.get(jobs) ?? 0)).toBe(3);
    expect(
      after.get('http_requests_total{method="GET",route="/api/jobs/:id",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      after.get(`http_request_duration_seconds_count{method="GET",route="/api/jobs",status="200"}`),
    ).toBe(after.get(jobs));
    expect((after.get(queued) ?? 0) - (before.get(queued) ?? 0)).toBe(1);
    expect(after.get('outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(0);
    expect(after.get('outbox_messages{status="failed"}')).toBe(0);
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'page_cache_bytes',
      'page_cache_entries',
      'page_cache_hits_total',
      'upload_bytes_total',
      'housekeeping_runs_total',
      'db_query_duration_seconds_count{operation="select"}',
    ])
      expect(after.has(name), name).toBe(true);
    // The public job list was kept by the render cache, and the later calls answered from it.
    expect(after.get('page_cache_hits_total')).toBeGreaterThanOrEqual(2);
    // A route label is a pattern, never a path someone typed.
    await call(server, 'GET', '/jobs/a-made-up-path-for-metrics');
    expect((await readMetrics(server)).text).not.toContain('a-made-up-path-for-metrics');
  });

  it('answers /metrics only to this machine without METRICS_TOKEN: not through a proxy, nor from another address', async (context) => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const answer = await readMetrics(server, { [header]: '203.0.113.9' });
      expect(answer.status, header).toBe(403);
      expect(answer.text).toContain('Set METRICS_TOKEN');
      expect(answer.text).not.toContain('http_requests_total');
    }
    // A caller on another address of this machine is not a loopback caller.
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === 'IPv4');
    if (!external) return context.skip('this machine has no address but loopback to call from');
    const open = await startApiServer(kind, { HOST: '0.0.0.0' });
    try {
      const port = new URL(open.url).port;
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          { host: external.address, port, path: '/metrics', localAddress: external.address },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(status).toBe(403);
      expect((await readMetrics(open)).status).toBe(200);
    } finally {
      await open.stop();
    }
  });

  it('answers /metrics with METRICS_TOKEN set only to that bearer token, from anywhere', async () => {
    const token = 'metrics-token-for-the-scraper-1';
    const guarded = await startApiServer(kind, { METRICS_TOKEN: token });
    try {
      for (const headers of [
        {} as Record<string, string>,
        { authorization: 'Bearer wrong-token-wrong-token' },
        { authorization: token },
      ]) {
        const answer = await readMetrics(guarded, headers);
        expect(answer.status).toBe(401);
        expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
        expect(answer.text).not.toContain('http_requests_total');
      }
      const allowed = await readMetrics(guarded, {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': '203.0.113.9',
      });
      expect(allowed.status).toBe(200);
      expect(parseMetrics(allowed.text).size).toBeGreaterThan(50);
    } finally {
      await guarded.stop();
    }
  });

  it('answers a fault with a 500 carrying the request id, which finds the logged cause', async () => {
    const broken = await startApiServer(kind, {}, { logger: createLogger('info', logFile) });
    try {
      // A real fault: the table the gallery categories come from is gone.
      await sql`drop table gallery_categories`.execute(broken.services.db);
      const answer = await call(broken, 'GET', '/gallery-categories', {
        headers: { 'X-Request-ID': 'fault-req-1' },
      });
      expect(answer.status).toBe(500);
      expect(answer.headers.get('x-request-id')).toBe('fault-req-1');
      expect(answer.body).toEqual({
        success: false,
        message: 'Something went wrong on our side. Please try again later.',
        requestId: 'fault-req-1',
      });
      const lines = await logLines((entry) => entry.requestId === 'fault-req-1', 2);
      expect(lines[0]).toMatchObject({ level: 50, msg: 'unhandled error while serving request' });
      expect(JSON.stringify(lines[0]?.err)).toMatch(/gallery_categories/);
      expect(lines[1]).toMatchObject({ level: 50, msg: 'request', status: 500 });
    } finally {
      await broken.stop();
    }
  });
});
