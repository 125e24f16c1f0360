import { randomUUID } from 'node:crypto';
import { oneLineError, startClaimLoop } from '../claim-loop.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import {
  claimNextEmail,
  markEmailAttemptFailed,
  markEmailSent,
  nextDueTime,
  type OutboxEmail,
} from '../db/email-outbox.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { composeMessage, UnsendableEmailError } from './compose-message.ts';
import { nextTryAt } from './retry-schedule.ts';
import type { SmtpTransport } from './smtp-transport.ts';

// The mail sender (decision 013): a claim loop (claim-loop.ts) in the server process that claims
// the most overdue message in the outbox, sends it over SMTP, records the outcome, and repeats;
// when nothing is due it sleeps until the next message is (at most POLL_MS, so messages queued by
// another instance are seen), or until this process queues one and wakes it. One message at a time:
// the site sends a handful a day, and stop() then has at most one send to wait for.

/** A claimed message is another sender's to take after this long (a crashed or hung sender). */
export const LEASE_MS = 5 * 60_000;
const POLL_MS = 5_000;
const MAX_ERROR_LENGTH = 500;

export type MailSender = {
  /** A message was queued here: look now rather than at the next poll. */
  wake: () => void;
  /** Stops claiming; resolves once a send in flight has finished and been recorded. */
  stop: () => Promise<void>;
};

type SenderOptions = {
  db: Db;
  config: Config;
  logger: Logger;
  transport: SmtpTransport;
  /** Decision 030: failed tries are counted for GET /metrics. */
  metrics?: Pick<Metrics, 'countEmailFailure'>;
};

export function startOutboxSender({ db, config, logger, transport, metrics }: SenderOptions): MailSender {
  const token = randomUUID();

  const recordFailure = async (email: OutboxEmail, error: unknown) => {
    const reason = describeError(error);
    const isFinal = error instanceof UnsendableEmailError || isRefusedForGood(error);
    const retryAt = isFinal ? null : nextTryAt(email, new Date(), config.mail.retry);
    await markEmailAttemptFailed(db, { id: email.id, token }, { error: reason, retryAt });
    metrics?.countEmailFailure(retryAt === null);
    if (retryAt) {
      logger.warn(
        { emailId: email.id, kind: email.kind, attempts: email.attempts, retryAt, err: reason },
        'e-mail not sent; will retry',
      );
    } else {
      logger.error(
        { emailId: email.id, kind: email.kind, attempts: email.attempts, err: reason },
        'e-mail failed; given up',
      );
    }
  };

  const deliver = async (email: OutboxEmail) => {
    try {
      // An interview's calendar rides in the message as nodemailer's icalEvent and an invite.ics
      // attachment (compose-message.ts); its content is text we made, never a path or URL to read.
      const message = composeMessage(email, config.mail, config.publicUrl);
      await transport.sendMail({ ...message, disableFileAccess: true, disableUrlAccess: true });
    } catch (error) {
      await recordFailure(email, error);
      return;
    }
    const isRecorded = await markEmailSent(db, { id: email.id, token }, new Date().toISOString());
    if (isRecorded)
      logger.info({ emailId: email.id, kind: email.kind, attempts: email.attempts }, 'e-mail sent');
    else
      logger.warn(
        { emailId: email.id },
        'e-mail sent after its claim had lapsed; another sender may repeat it',
      );
  };

  /** Sends the most overdue message; answers how long to wait when none is due yet. */
  const turn = async (): Promise<number> => {
    const now = new Date();
    const email = await claimNextEmail(db, {
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
      token,
    });
    if (email) {
      await deliver(email);
      return 0;
    }
    const due = await nextDueTime(db);
    return due === undefined ? POLL_MS : Date.parse(due) - Date.now();
  };
  const loop = startClaimLoop({
    logger,
    pollMs: POLL_MS,
    failureMessage: 'mail sender could not read the outbox',
    turn,
  });

  return {
    wake: loop.wake,
    stop: async () => {
      await loop.stop();
      transport.close();
    },
  };
}

// What staff read on the Outbox screen: a plain sentence for the usual causes, then the mail
// library's own words (which name the server and its reply) for whoever fixes it.
const PLAIN_CAUSES: Record<string, string> = {
  ECONNECTION: 'Could not reach the mail server',
  ESOCKET: 'Could not reach the mail server',
  EDNS: 'The mail server’s name could not be found',
  ETIMEDOUT: 'The mail server did not answer in time',
  ETLS: 'A secure connection to the mail server failed',
  EAUTH: 'The mail server refused the user name or password in SMTP_URL',
  ENOAUTH: 'The mail server asks for a user name and password (SMTP_URL has none)',
  EENVELOPE: 'The mail server refused the sender or recipient',
  EMESSAGE: 'The mail server refused the message',
};

function describeError(error: unknown): string {
  const code = error instanceof Error ? (error as Error & { code?: string }).code : undefined;
  const plain = code ? PLAIN_CAUSES[code] : undefined;
  const text = error instanceof Error ? error.message : String(error);
  return oneLineError(plain ? `${plain}: ${text}` : text, MAX_ERROR_LENGTH);
}

/**
 * The server refused the sender or recipient with a permanent (5xx) reply: trying for a day
 * would only repeat the refusal. Anything else (no connection, a timeout, a 4xx "try later",
 * even a refused login, which an administrator may fix) is tried again.
 */
function isRefusedForGood(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, responseCode } = error as Error & { code?: string; responseCode?: number };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}
