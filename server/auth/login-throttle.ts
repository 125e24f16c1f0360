// Two brakes on guessing passwords (admin.md §7 POST /auth/login), both counted in the database
// so that they hold across server instances and cannot be beaten by sending attempts in parallel
// (each attempt is counted before its password is checked; see db/login-throttles.ts):
//
// - the account lock: 5 failed attempts on one e-mail address within 15 minutes pause sign-in
//   for that address for 10 minutes. Keyed by the address typed, whether or not an account has
//   it, so a lock tells a stranger nothing about which addresses are accounts. Not a rate limit:
//   it stays on with RATE_LIMIT=off (DESIGN.md).
// - the address slow-down: from one client address, 3 attempts go through at once; after that
//   each attempt must wait, 30 s and then twice as long each time (up to 15 minutes). Someone who
//   knows an administrator's e-mail can still lock that account, but from one address it takes
//   them minutes, not a second. A per-address rate limit: off with RATE_LIMIT=off.

export type ThrottleState = {
  failures: number;
  windowStartedAt: string;
  blockedUntil: string | null;
};

export type ThrottleDecision =
  | { isAllowed: true; next: ThrottleState; isNowBlocked: boolean }
  | { isAllowed: false; retryAt: string };

/** What one more attempt does to a key's count, at `now` (ms). */
export type ThrottlePolicy = (state: ThrottleState, now: number) => ThrottleDecision;

const MINUTE = 60_000;

export const ACCOUNT_LOCK = { maxFailures: 5, lockMs: 10 * MINUTE, windowMs: 15 * MINUTE } as const;
export const ADDRESS_SLOWDOWN = {
  freeAttempts: 3,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE,
  windowMs: 15 * MINUTE,
} as const;

const iso = (ms: number) => new Date(ms).toISOString();

function blockedAt(state: ThrottleState, now: number): string | undefined {
  return state.blockedUntil && Date.parse(state.blockedUntil) > now ? state.blockedUntil : undefined;
}

/** The count so far, or 0 when its window (or a lock that has run out) has passed. */
function failuresSoFar(state: ThrottleState, now: number, windowMs: number): number {
  const isLockOver = state.blockedUntil !== null && Date.parse(state.blockedUntil) <= now;
  const isWindowOver = Date.parse(state.windowStartedAt) + windowMs <= now;
  return isLockOver || isWindowOver ? 0 : state.failures;
}

export const accountLockPolicy: ThrottlePolicy = (state, now) => {
  const retryAt = blockedAt(state, now);
  if (retryAt) return { isAllowed: false, retryAt };
  const before = failuresSoFar(state, now, ACCOUNT_LOCK.windowMs);
  const failures = before + 1;
  const isNowBlocked = failures >= ACCOUNT_LOCK.maxFailures;
  return {
    isAllowed: true,
    isNowBlocked,
    next: {
      failures,
      windowStartedAt: before === 0 ? iso(now) : state.windowStartedAt,
      blockedUntil: isNowBlocked ? iso(now + ACCOUNT_LOCK.lockMs) : null,
    },
  };
};

/** The wait that follows the `failures`-th attempt from one address. */
export function slowdownDelayMs(failures: number): number {
  if (failures < ADDRESS_SLOWDOWN.freeAttempts) return 0;
  const doublings = failures - ADDRESS_SLOWDOWN.freeAttempts;
  return Math.min(ADDRESS_SLOWDOWN.maxDelayMs, ADDRESS_SLOWDOWN.firstDelayMs * 2 ** Math.min(doublings, 20));
}

export const addressSlowdownPolicy: ThrottlePolicy = (state, now) => {
  const retryAt = blockedAt(state, now);
  if (retryAt) return { isAllowed: false, retryAt };
  const before = failuresSoFar(state, now, ADDRESS_SLOWDOWN.windowMs);
  const failures = before + 1;
  const delay = slowdownDelayMs(failures);
  return {
    isAllowed: true,
    isNowBlocked: delay > 0,
    next: {
      failures,
      // The window slides with each attempt, so a steady trickle never starts afresh.
      windowStartedAt: iso(now),
      blockedUntil: delay > 0 ? iso(now + delay) : null,
    },
  };
};

/** 'account:<e-mail>', lower-cased and trimmed as users.ts stores e-mail addresses. */
export function accountKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

/**
 * 'address:<client address>'. An IPv6 client is counted by its /64 network, because one
 * subscriber is given a whole /64 and could otherwise take a fresh address for every attempt.
 */
export function addressKey(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped?.[1]) return `address:${mapped[1]}`;
  if (!address.includes(':')) return `address:${address}`;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::')
    ? [...headGroups, ...Array(Math.max(0, missing)).fill('0'), ...tailGroups]
    : headGroups;
  const network = groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':');
  return `address:${network}::/64`;
}

function clock(retryAt: string): string {
  return new Date(retryAt).toISOString().slice(11, 16);
}

function minutesUntil(retryAt: string, now: number): number {
  return Math.max(1, Math.ceil((Date.parse(retryAt) - now) / MINUTE));
}

/** The answer to an attempt on a locked e-mail address: why, and when it ends. */
export function accountLockedMessage(retryAt: string, now: number): string {
  const minutes = minutesUntil(retryAt, now);
  return (
    `Sign-in for this e-mail address is paused after ${ACCOUNT_LOCK.maxFailures} failed attempts. ` +
    `Please try again after ${clock(retryAt)} UTC (in ${minutes} minute${minutes === 1 ? '' : 's'}).`
  );
}

/** The answer to an attempt made too soon after the last one from the same address. */
export function slowDownMessage(retryAt: string, now: number): string {
  const seconds = Math.max(1, Math.ceil((Date.parse(retryAt) - now) / 1000));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many sign-in attempts from your network. Please wait ${wait} and try again.`;
}

/** Seconds until `retryAt`, for the Retry-After header (at least 1). */
export function retryAfterSeconds(retryAt: string, now: number): number {
  return Math.max(1, Math.ceil((Date.parse(retryAt) - now) / 1000));
}
