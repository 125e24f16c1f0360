import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { oneLineError, startClaimLoop } from './claim-loop.ts';

/** A logger whose lines are kept, to see what the loop reported. */
function keptLogger() {
  const lines: { level: number; msg: string; err?: { message: string } }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startClaimLoop', () => {
  it('takes turns back to back while there is work, then sleeps up to the poll interval', async () => {
    const { logger } = keptLogger();
    let queued = 3;
    const turnsAt: number[] = [];
    const loop = startClaimLoop({
      logger,
      pollMs: 400,
      failureMessage: 'queue unreadable',
      turn: async () => {
        turnsAt.push(Date.now());
        if (queued === 0) return 10_000; // asks for longer than the poll: the poll caps it
        queued -= 1;
        return 0;
      },
    });
    await tick(150);
    // Three items handled and one empty look, all at once; then it sleeps.
    expect(turnsAt).toHaveLength(4);
    await tick(400);
    expect(turnsAt).toHaveLength(5);
    expect((turnsAt[4] ?? 0) - (turnsAt[3] ?? 0)).toBeGreaterThanOrEqual(380);
    await loop.stop();
  });

  it('wakes at once when work is queued here, even when woken during a turn', async () => {
    const { logger } = keptLogger();
    let turns = 0;
    let release: () => void = () => undefined;
    const loop = startClaimLoop({
      logger,
      pollMs: 60_000,
      failureMessage: 'queue unreadable',
      turn: async () => {
        turns += 1;
        if (turns === 2) await new Promise<void>((resolve) => (release = resolve));
        return 60_000;
      },
    });
    await tick(20);
    expect(turns).toBe(1);
    loop.wake();
    await tick(20);
    expect(turns).toBe(2);
    // Woken while the second turn is still working: the wake is kept for after it.
    loop.wake();
    release();
    await tick(20);
    expect(turns).toBe(3);
    await tick(50);
    expect(turns).toBe(3);
    await loop.stop();
  });

  it('waits firstTurnAfterMs before its first turn, unless woken', async () => {
    const { logger } = keptLogger();
    const turns = { late: 0, woken: 0 };
    const loop = (key: keyof typeof turns) =>
      startClaimLoop({
        logger,
        pollMs: 60_000,
        firstTurnAfterMs: 150,
        failureMessage: 'queue unreadable',
        turn: async () => {
          turns[key] += 1;
          return 60_000;
        },
      });
    const late = loop('late');
    const woken = loop('woken');
    await tick(30);
    expect(turns).toEqual({ late: 0, woken: 0 });
    woken.wake();
    await tick(30);
    expect(turns).toEqual({ late: 0, woken: 1 });
    await tick(150);
    expect(turns).toEqual({ late: 1, woken: 1 });
    await Promise.all([late.stop(), woken.stop()]);
  });

  it('logs a turn that throws with its cause and tries again after the poll interval', async () => {
    const { logger, lines } = keptLogger();
    let turns = 0;
    const loop = startClaimLoop({
      logger,
      pollMs: 100,
      failureMessage: 'queue unreadable',
      turn: async () => {
        turns += 1;
        if (turns === 1) throw new Error('connection refused');
        return 100;
      },
    });
    await tick(30);
    expect(turns).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'queue unreadable',
        err: expect.objectContaining({ message: 'connection refused' }),
      }),
    ]);
    await tick(120);
    expect(turns).toBe(2);
    await loop.stop();
  });

  it('stop lets the turn in hand finish, and takes no turn after', async () => {
    const { logger } = keptLogger();
    let turns = 0;
    let isFinished = false;
    const loop = startClaimLoop({
      logger,
      pollMs: 50,
      failureMessage: 'queue unreadable',
      turn: async () => {
        turns += 1;
        await tick(100);
        isFinished = true;
        return 0;
      },
    });
    await tick(10);
    await loop.stop();
    expect(isFinished).toBe(true);
    expect(turns).toBe(1);
    await tick(100);
    expect(turns).toBe(1);
  });
});

describe('oneLineError', () => {
  it('keeps one line of at most the given length, and never an empty one', () => {
    expect(oneLineError(new Error('refused\n   by   the server'))).toBe('refused by the server');
    expect(oneLineError('x'.repeat(900), 500)).toHaveLength(500);
    expect(oneLineError(new Error(''))).toBe('Unknown error');
  });
});
