import { describe, expect, it } from 'vitest';
import { nextTryAt, type RetryPolicy, retryDelayMs } from './retry-schedule.ts';

const DEFAULT_POLICY: RetryPolicy = {
  firstDelayMs: 20_000,
  maxDelayMs: 300_000,
  giveUpAfterMs: 24 * 3_600_000,
};
const lowest = () => 0;
const highest = () => 0.999_999;

describe('retry schedule', () => {
  it('retries the first failure within 30 s, at least half the first wait away', () => {
    expect(retryDelayMs(1, DEFAULT_POLICY, lowest)).toBe(10_000);
    expect(retryDelayMs(1, DEFAULT_POLICY, highest)).toBeLessThanOrEqual(20_000);
    expect(retryDelayMs(1, DEFAULT_POLICY, highest)).toBeLessThan(30_000);
  });

  it('doubles the wait after each failure and never waits more than 5 minutes', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 50, 10_000].map((n) => retryDelayMs(n, DEFAULT_POLICY, highest));
    expect(ceilings.slice(0, 4)).toEqual([20_000, 40_000, 80_000, 160_000]);
    for (const wait of ceilings) expect(wait).toBeLessThanOrEqual(300_000);
    expect(ceilings.at(-1)).toBe(300_000);
  });

  it('spreads retries: two messages failing together rarely wait the same', () => {
    const waits = new Set(Array.from({ length: 50 }, () => retryDelayMs(8, DEFAULT_POLICY)));
    expect(waits.size).toBeGreaterThan(40);
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(150_000);
  });

  it('keeps trying for 24 hours from when the message was queued, then gives up', () => {
    const queuedAt = '2030-01-01T00:00:00.000Z';
    const later = (hours: number) => new Date(Date.parse(queuedAt) + hours * 3_600_000);
    expect(nextTryAt({ attempts: 3, queuedAt }, later(1), DEFAULT_POLICY, lowest)).toBe(
      new Date(later(1).getTime() + 40_000).toISOString(),
    );
    expect(nextTryAt({ attempts: 280, queuedAt }, later(23.9), DEFAULT_POLICY)).not.toBeNull();
    expect(nextTryAt({ attempts: 290, queuedAt }, later(24), DEFAULT_POLICY)).toBeNull();
    // At most one try every 2.5 minutes after the first half hour: about 300 tries in a day.
  });
});
