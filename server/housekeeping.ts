import { deleteOldRenders, RENDER_KEPT_DAYS } from './capability-statements/clean-up.ts';
import { purgeAudit, recordAudit } from './db/audit-log.ts';
import { deleteExpiredAuthChallenges } from './db/auth-challenges.ts';
import { type BatchPace, deleteInBatches, pauseFor } from './db/delete-in-batches.ts';
import { purgeFinishedEmails } from './db/email-outbox-removal.ts';
import { deleteStaleThrottles } from './db/login-throttles.ts';
import { deleteEndedRateLimits } from './db/rate-limits.ts';
import { deleteExpiredSessions } from './db/sessions.ts';
import { deleteUnseenStaffDevices } from './db/staff-devices.ts';
import { deleteExpiredStatementLinks } from './db/statement-links.ts';
import { deletePastSalts } from './insights/day-salts.ts';
import { deleteOldInsightEvents, INSIGHT_EVENTS_KEPT_DAYS } from './insights/event-store.ts';
import {
  deleteOldInsightMonthly,
  deleteOldInsightMonthRollups,
  monthOf,
  rollUpFinishedMonths,
} from './insights/month-rollup.ts';
import {
  deleteOldInsightDaily,
  deleteOldInsightRollups,
  firstKeptAggregateDay,
  rollUpFinishedDays,
} from './insights/rollup-housekeeping.ts';
import { ukDayOf } from './insights/uk-day.ts';
import { deleteExpiredPersonalData } from './personal-data/personal-data.ts';
import type { AppServices } from './services.ts';
import { deleteOrphanCvs } from './uploads/orphan-cvs.ts';

// Hourly tidying, each task on its own (hourly, so a day's deadline is met within the hour) so one failure does not stop the others (a failed task is
// logged and tried again next hour): CVs no application uses (UK GDPR storage limitation, see
// uploads/orphan-cvs.ts), applications (APPLICATION_RETENTION_DAYS) and enquiries
// (ENQUIRY_RETENTION_DAYS) past their retention, expired sessions and sign-in challenges, staff
// devices not seen for 400 days, sent, failed and cancelled e-mails older than
// MAIL_RETENTION_DAYS (they hold personal data), activity-log entries older than
// AUDIT_RETENTION_DAYS, rate-limit windows that have ended, old statement and case-study PDFs
// and long-expired client links (decision 028), sign-in counts left idle for a day, and the
// insights (decision 029): finished days rolled up and finished months summed, then raw events
// older than 30 days, the salts of past days, and aggregates older than 25 months deleted.
//
// Every task deletes in bounded batches with a pause between them (db/delete-in-batches.ts,
// decision 018): the first pass after a restore, a lowered retention or a long downtime may have
// years of rows to delete, and one statement for all of them would hold the database, and on
// SQLite every request, for as long as it takes.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Decision 027: a browser not seen for this long is forgotten (a new sign-in from it is "new"). */
const STAFF_DEVICE_UNSEEN_DAYS = 400;
/** Decision 028: a client's link is kept this long after it expired (the statement shows it). */
const STATEMENT_LINK_KEPT_DAYS = 90;

/**
 * Rows per batch and the pause between batches. Measured on SQLite (decision 018): no batch of
 * 250 (applications with their notes, history and e-mails, activity entries, sessions) held the
 * event loop for more than about 20 ms of this process's time, where one statement for all of
 * them held it for over a second.
 */
export const HOUSEKEEPING_BATCH_SIZE = 250;
export const HOUSEKEEPING_PAUSE_MS = 10;

type Task = { name: string; run: (services: AppServices, now: Date, pace: BatchPace) => Promise<number> };

/** Applications and enquiries past their retention periods; the activity log gets the counts. */
async function deleteExpired(services: AppServices, now: Date, pace: BatchPace): Promise<number> {
  const { retention } = services.config;
  const deleted = await deleteExpiredPersonalData(
    services,
    {
      applicationsBefore: new Date(now.getTime() - retention.applicationsMs).toISOString(),
      enquiriesBefore: new Date(now.getTime() - retention.enquiriesMs).toISOString(),
    },
    pace,
  );
  for (const [entity, count] of [
    ['application', deleted.applications],
    ['enquiry', deleted.enquiries],
  ] as const) {
    if (count > 0) {
      await recordAudit(services.db, {
        actor: { email: 'system' },
        action: 'retention-purge',
        entity,
        detail: `count: ${count}`,
      });
    }
  }
  return deleted.applications + deleted.enquiries;
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

const TASKS: Task[] = [
  {
    name: 'deleted applications and enquiries past their retention periods',
    run: deleteExpired,
  },
  {
    name: 'deleted CVs that no application uses',
    run: (services, now, pace) => deleteOrphanCvs(services, pace, now),
  },
  {
    name: 'deleted expired sessions',
    run: (services, now, pace) =>
      deleteInBatches(pace, (limit) => deleteExpiredSessions(services.db, now.toISOString(), limit)),
  },
  // Decision 027: sign-in challenges past their minutes, and browsers not seen for over a year.
  {
    name: 'deleted expired sign-in challenges',
    run: (services, now, pace) =>
      deleteInBatches(pace, (limit) => deleteExpiredAuthChallenges(services.db, now.toISOString(), limit)),
  },
  {
    name: 'deleted staff devices not seen for 400 days',
    run: (services, now, pace) =>
      deleteInBatches(pace, (limit) =>
        deleteUnseenStaffDevices(services.db, ago(now, STAFF_DEVICE_UNSEEN_DAYS * DAY), limit),
      ),
  },
  {
    name: 'deleted finished e-mails past their retention period',
    run: (services, now, pace) =>
      deleteInBatches(pace, (limit) =>
        purgeFinishedEmails(services.db, ago(now, services.config.mail.retentionMs), limit),
      ),
  },
  {
    name: 'deleted activity-log entries past their retention period',
    run: (services, now, pace) =>
      deleteInBatches(pace, (limit) =>
        purgeAudit(services.db, ago(now, services.config.auditRetentionMs), limit),
      ),
  },
  {
    name: 'deleted ended rate-limit windows',
    run: (services, now, pace) =>
      deleteInBatches(pace, (limit) => deleteEndedRateLimits(services.db, now.toISOString(), limit)),
  },
  // Decision 028: old PDFs no link serves and that are not the latest of their statement or case
  // study; then client links long expired (which frees their PDFs for a later pass).
  {
    name: 'deleted old capability statement and case study PDFs',
    run: (services, now, pace) => deleteOldRenders(services, ago(now, RENDER_KEPT_DAYS * DAY), pace),
  },
  {
    name: 'deleted expired capability statement links',
    run: (services, now, pace) =>
      deleteInBatches(pace, (limit) =>
        deleteExpiredStatementLinks(services.db, ago(now, STATEMENT_LINK_KEPT_DAYS * DAY), limit),
      ),
  },
  // Decision 029: finished days rolled up into insight_daily before the raw events are deleted,
  // so no day is deleted before it is rolled up.
  {
    name: 'rolled up finished days of insights',
    run: (services, now, pace) => rollUpFinishedDays(services.db, now, pace),
  },
  // Then the finished months (their last day is rolled up by now), so a year reads 12 months.
  {
    name: 'summed finished months of insights',
    run: (services, now, pace) => rollUpFinishedMonths(services.db, ukDayOf(now.getTime()), now, pace),
  },
  {
    name: 'deleted insights events older than 30 days',
    run: (services, now, pace) =>
      deleteInBatches(pace, (limit) =>
        deleteOldInsightEvents(services.db, ukDayOf(now.getTime() - INSIGHT_EVENTS_KEPT_DAYS * DAY), limit),
      ),
  },
  // A day's salt is deleted once the day is over, so no visitor hash can be worked out again.
  {
    name: "deleted past days' insights salts",
    run: (services, now) => deletePastSalts(services.db, ukDayOf(now.getTime())),
  },
  {
    name: 'deleted idle sign-in counts',
    run: (services, now, pace) =>
      deleteInBatches(pace, (limit) => deleteStaleThrottles(services.db, ago(now, DAY), limit)),
  },
  // Decision 029: the aggregates are kept 25 months.
  {
    name: 'deleted insight aggregates older than 25 months',
    run: (services, now, pace) =>
      deleteInBatches(pace, (limit) => deleteOldInsightDaily(services.db, firstKeptAggregateDay(now), limit)),
  },
  {
    name: 'deleted insight roll-up records older than 25 months',
    run: (services, now, pace) =>
      deleteInBatches(pace, (limit) =>
        deleteOldInsightRollups(services.db, firstKeptAggregateDay(now), limit),
      ),
  },
  // A month's record goes before its rows, so a reader never takes a month half deleted.
  {
    name: 'deleted insight month records older than 25 months',
    run: (services, now) => deleteOldInsightMonthRollups(services.db, monthOf(firstKeptAggregateDay(now))),
  },
  {
    name: 'deleted monthly insight aggregates older than 25 months',
    run: (services, now, pace) =>
      deleteInBatches(pace, (limit) =>
        deleteOldInsightMonthly(services.db, monthOf(firstKeptAggregateDay(now)), limit),
      ),
  },
];

export type HousekeepingOptions = {
  now?: Date;
  /** Rows per batch and the pause between batches; the defaults above otherwise. */
  pace?: Partial<BatchPace>;
};

export async function runHousekeeping(
  services: AppServices,
  options: HousekeepingOptions = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const pace: BatchPace = {
    size: HOUSEKEEPING_BATCH_SIZE,
    pause: pauseFor(HOUSEKEEPING_PAUSE_MS),
    ...options.pace,
  };
  const started = performance.now();
  let failedTasks = 0;
  for (const task of TASKS) {
    // Stopped for a shutdown: the tasks not begun wait for the next start.
    if (pace.signal?.aborted) return;
    try {
      const count = await task.run(services, now, pace);
      if (count > 0) services.logger.info({ count }, task.name);
    } catch (error) {
      failedTasks += 1;
      services.logger.error({ err: error, task: task.name }, 'housekeeping task failed');
    }
  }
  // Decision 030: a pass that ran to its end (not one stopped for a shutdown).
  services.metrics.observeHousekeeping((performance.now() - started) / 1000, failedTasks);
}

/**
 * Runs the tasks `firstAfterMs` after start (HOUSEKEEPING_FIRST_RUN_SECONDS, default 5 s) and then
 * hourly; each pass ends with one log line with its duration (`npm run bench:data` waits for it).
 * The function it returns stops the schedule and resolves once a pass that is under way has
 * stopped: it finishes the batch it is in (a batch's rows and their files go together) and
 * starts no other, so a shutdown closes the database only after it, and waits at most one batch.
 */
export function scheduleHousekeeping(
  services: AppServices,
  schedule: { intervalMs?: number; firstAfterMs?: number; pace?: Partial<BatchPace> } = {},
): () => Promise<void> {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  const run = () => {
    const started = performance.now();
    // One pass at a time: an hour is plenty, but a slow database must not stack them.
    running ??= runHousekeeping(services, { pace: { ...schedule.pace, signal: stopping.signal } }).finally(
      () => {
        running = undefined;
        services.logger.info(
          { durationMs: Math.round(performance.now() - started) },
          'housekeeping pass finished',
        );
      },
    );
  };
  const first = setTimeout(run, schedule.firstAfterMs ?? 5_000);
  const timer = setInterval(run, schedule.intervalMs ?? HOUR);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    stopping.abort();
    await running;
  };
}
