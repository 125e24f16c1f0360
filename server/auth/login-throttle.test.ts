import { describe, expect, it } from 'vitest';
import {
  accountLockedMessage,
  accountLockPolicy,
  addressKey,
  addressSlowdownPolicy,
  slowdownDelayMs,
  type ThrottleState,
} from './login-throttle.ts';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const fresh: ThrottleState = {
  failures: 0,
  windowStartedAt: new Date(NOW).toISOString(),
  blockedUntil: null,
};

function run(policy: typeof accountLockPolicy, attempts: number, start = fresh) {
  let state = start;
  const decisions = [];
  for (let i = 0; i < attempts; i += 1) {
    const decision = policy(state, NOW);
    decisions.push(decision);
    if (decision.isAllowed) state = decision.next;
  }
  return { decisions, state };
}

describe('account lock', () => {
  it('allows 5 attempts, locks on the 5th for 10 minutes, then refuses until it ends', () => {
    const { decisions, state } = run(accountLockPolicy, 7);
    expect(decisions.map((d) => d.isAllowed)).toEqual([true, true, true, true, true, false, false]);
    expect(decisions.map((d) => d.isAllowed && d.isNowBlocked)).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(state.blockedUntil).toBe('2026-11-23T10:10:00.000Z');
    const after = accountLockPolicy(state, NOW + 10 * 60_000 + 1);
    expect(after).toMatchObject({ isAllowed: true, isNowBlocked: false, next: { failures: 1 } });
  });

  it('forgets failures older than 15 minutes', () => {
    const old = {
      failures: 4,
      windowStartedAt: new Date(NOW - 16 * 60_000).toISOString(),
      blockedUntil: null,
    };
    expect(accountLockPolicy(old, NOW)).toMatchObject({ isAllowed: true, next: { failures: 1 } });
  });

  it('says when sign-in opens again', () => {
    expect(accountLockedMessage('2026-11-23T10:10:00.000Z', NOW)).toBe(
      'Sign-in for this e-mail address is paused after 5 failed attempts. Please try again after 10:10 UTC (in 10 minutes).',
    );
  });
});

describe('address slow-down', () => {
  it('lets 3 attempts through, then waits 30 s, 60 s, 120 s ... up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(slowdownDelayMs)).toEqual([
      0, 0, 30_000, 60_000, 120_000, 240_000, 900_000,
    ]);
    const { decisions } = run(addressSlowdownPolicy, 5);
    expect(decisions.map((d) => d.isAllowed)).toEqual([true, true, true, false, false]);
  });
});

describe('addressKey', () => {
  it('counts IPv4 addresses one by one and IPv6 clients by their /64', () => {
    expect(addressKey('203.0.113.7')).toBe('address:203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('address:203.0.113.7');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('address:2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::9')).toBe('address:2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('address:2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('address:0:0:0:0::/64');
  });
});
