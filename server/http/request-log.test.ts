import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type FinishedRequest, logRequest, requestLine } from './request-log.ts';

const request = (path: string, status: number, started = performance.now()): FinishedRequest => ({
  requestId: `id-${path}`,
  method: 'GET',
  path,
  route: '/page/:index',
  status,
  started,
  bytes: 100,
  address: '127.0.0.1',
});

describe('request log', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('writes a line pino itself would write, with any path escaped as JSON', () => {
    const path = '/search?q="volt"\\\u0001 Ω';
    const facts = {
      requestId: 'f3b1c2d4-1111-4222-8333-944455556666',
      method: 'GET',
      path,
      route: '/search',
      status: 200,
      durationMs: 1.5,
      bytes: 5120,
      address: '2001:db8::1',
    };
    const line = requestLine(30, '2026-11-25T10:00:00.000Z', facts);
    expect(line.endsWith('\n')).toBe(true);
    expect(JSON.parse(line)).toEqual({
      level: 30,
      time: '2026-11-25T10:00:00.000Z',
      ...facts,
      msg: 'request',
    });
    // The signed-in member of staff, when there is one.
    const signedIn = requestLine(30, '2026-11-25T10:00:00.000Z', { ...facts, userId: 'u123' });
    expect(JSON.parse(signedIn)).toMatchObject({ userId: 'u123', msg: 'request' });
  });

  it('writes the lines of many requests to the log file, in order, within moments', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'request-log-'));
    dirs.push(dir);
    const file = path.join(dir, 'server.log');
    const logger = pino(
      { base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
      pino.destination({ dest: file, sync: false, mkdir: true }),
    );
    const started = performance.now();
    const counted: string[] = [];
    const metrics = {
      observeRequest: (_method: string, route: string, status: number) => counted.push(`${route} ${status}`),
    };
    for (let index = 0; index < 500; index += 1) {
      logRequest({ logger, metrics }, request(`/page/${index}`, index === 7 ? 503 : 200, started));
    }
    // Every request is counted for the metrics, whatever the log level.
    expect(counted).toHaveLength(500);
    expect(counted[7]).toBe('/page/:index 503');
    // The last lines wait at most 50 ms for the block they are part of.
    await expect
      .poll(async () => (await readFile(file, 'utf8')).split('\n').filter(Boolean).length, { timeout: 2000 })
      .toBe(500);
    const lines = (await readFile(file, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.path)).toEqual(Array.from({ length: 500 }, (_, index) => `/page/${index}`));
    expect(lines[7]).toMatchObject({ level: 50, status: 503, msg: 'request' });
    expect(lines[8]).toMatchObject({ level: 30, method: 'GET', status: 200, durationMs: expect.any(Number) });
    expect(Date.parse(lines[0].time)).not.toBeNaN();
  });

  it('writes nothing below the logger level', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'request-log-'));
    dirs.push(dir);
    const file = path.join(dir, 'server.log');
    const logger = pino({ level: 'error', base: undefined }, pino.destination({ dest: file, sync: true }));
    const metrics = { observeRequest: () => undefined };
    logRequest({ logger, metrics }, request('/', 200));
    logRequest({ logger, metrics }, request('/broken', 500));
    await new Promise((resolve) => setTimeout(resolve, 120));
    const lines = (await readFile(file, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.path)).toEqual(['/broken']);
  });
});
