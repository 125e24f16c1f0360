import { describe, expect, it } from 'vitest';
import { createLogger, type Logger } from '../logger.ts';
import { startEventBuffer } from './event-buffer.ts';

// The buffer's contract with its writer: batches in order, at the size or the interval, nothing
// lost at stop, a bounded memory when writes fail. The writer here keeps what it is given (the
// database's side is tested through the server, tests/api/insights-collection.test.ts).

function recordingLogger(): { logger: Logger; lines: { level: string; fields: unknown }[] } {
  const lines: { level: string; fields: unknown }[] = [];
  const logger = createLogger('silent');
  for (const level of ['warn', 'error'] as const) {
    logger[level] = ((fields: unknown) => {
      lines.push({ level, fields });
    }) as Logger['warn'];
  }
  return { logger, lines };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the buffered writer of insights events', () => {
  it('writes a batch as soon as the batch size is reached, in order', async () => {
    const batches: number[][] = [];
    const buffer = startEventBuffer<number>({
      write: async (events) => {
        batches.push(events);
      },
      logger: recordingLogger().logger,
      flushAt: 3,
      flushEveryMs: 60_000,
    });
    for (const n of [1, 2, 3]) buffer.push(n);
    await wait(10);
    expect(batches).toEqual([[1, 2, 3]]);
    buffer.push(4);
    await wait(10);
    expect(batches).toEqual([[1, 2, 3]]);
    await buffer.stop();
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('writes what waits at each interval', async () => {
    const batches: number[][] = [];
    const buffer = startEventBuffer<number>({
      write: async (events) => {
        batches.push(events);
      },
      logger: recordingLogger().logger,
      flushEveryMs: 30,
    });
    buffer.push(1);
    buffer.push(2);
    await expect.poll(() => batches, { timeout: 2000 }).toEqual([[1, 2]]);
    await buffer.stop();
  });

  it('writes everything left at stop, after a write under way, one write at a time', async () => {
    const written: number[] = [];
    let concurrent = 0;
    let maxConcurrent = 0;
    const buffer = startEventBuffer<number>({
      write: async (events) => {
        concurrent += 1;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await wait(20);
        written.push(...events);
        concurrent -= 1;
      },
      logger: recordingLogger().logger,
      flushAt: 5,
      flushEveryMs: 60_000,
    });
    for (let n = 0; n < 23; n += 1) buffer.push(n);
    await buffer.stop();
    expect(written).toEqual([...Array(23).keys()]);
    expect(maxConcurrent).toBe(1);
  });

  it('holds at most its limit, drops the rest and says how many in the log', async () => {
    const { logger, lines } = recordingLogger();
    const written: number[] = [];
    const buffer = startEventBuffer<number>({
      write: async (events) => {
        written.push(...events);
      },
      logger,
      maxBuffered: 10,
      flushAt: 1000,
      flushEveryMs: 60_000,
    });
    for (let n = 0; n < 25; n += 1) buffer.push(n);
    await buffer.stop();
    expect(written).toEqual([...Array(10).keys()]);
    expect(lines).toEqual([{ level: 'warn', fields: { dropped: 15 } }]);
  });

  it('keeps a failed batch for the next write, within its limit', async () => {
    const { logger, lines } = recordingLogger();
    const written: number[] = [];
    let isDown = true;
    const buffer = startEventBuffer<number>({
      write: async (events) => {
        if (isDown) throw new Error('database unavailable');
        written.push(...events);
      },
      logger,
      flushAt: 1000,
      flushEveryMs: 60_000,
    });
    buffer.push(1);
    buffer.push(2);
    await buffer.flush();
    expect(lines.map((line) => line.level)).toEqual(['error']);
    buffer.push(3);
    isDown = false;
    await buffer.stop();
    expect(written).toEqual([1, 2, 3]);
  });
});
