import { describe, expect, it } from 'vitest';
import { sharedRead } from './content-version.ts';

/** A read whose answers are released by hand, counting the queries started. */
function manualRead() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      started += 1;
      pending.push(resolve);
    });
  return {
    read,
    started: () => started,
    answer: (value: number) => pending.shift()?.(value),
  };
}

describe('sharedRead', () => {
  it('gives callers arriving during a query the next query, shared among them', async () => {
    const source = manualRead();
    const current = sharedRead(source.read);
    const first = current();
    const second = current();
    const third = current();
    expect(source.started()).toBe(1);
    source.answer(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(source.started()).toBe(2);
    source.answer(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('starts a fresh query once none is running, and recovers after a failed one', async () => {
    let calls = 0;
    const current = sharedRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection reset');
      return calls;
    });
    await expect(current()).rejects.toThrow('connection reset');
    expect(await current()).toBe(2);
    expect(await current()).toBe(3);
  });
});
