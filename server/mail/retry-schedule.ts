// When a failed message is tried again (decision 013): exponential back-off from the first wait,
// capped, with "equal jitter" (half the wait fixed, half random) so that messages which failed
// together, or several server instances, do not all retry in the same instant. With the default
// policy (MAIL_RETRY_FIRST_SECONDS 20, MAIL_RETRY_MAX_SECONDS 300) the first retry comes after
// 10-20 s and no wait exceeds 5 minutes; a message is tried for MAIL_GIVE_UP_HOURS (24) from
// when it was queued, then marked failed.

export type RetryPolicy = { firstDelayMs: number; maxDelayMs: number; giveUpAfterMs: number };

/** The wait after the `failures`-th failed try in a row (1 for the first). */
export function retryDelayMs(
  failures: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 30);
  const ceiling = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** When to try next, or null when the message has been tried for long enough. */
export function nextTryAt(
  message: { attempts: number; queuedAt: string },
  now: Date,
  policy: RetryPolicy,
  random: () => number = Math.random,
): string | null {
  const triedFor = now.getTime() - Date.parse(message.queuedAt);
  if (!(triedFor < policy.giveUpAfterMs)) return null;
  return new Date(now.getTime() + retryDelayMs(message.attempts, policy, random)).toISOString();
}
