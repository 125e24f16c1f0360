import { purgeAudit, recordAudit } from './db/audit-log.ts';
import { purgeFinishedEmails } from './db/email-outbox.ts';
import { deleteStaleThrottles } from './db/login-throttles.ts';
import { deleteEndedRateLimits } from './db/rate-limits.ts';
import { deleteExpiredSessions } from './db/sessions.ts';
import { deleteExpiredPersonalData } from './personal-data/personal-data.ts';
import type { AppServices } from './services.ts';
import { deleteOrphanCvs } from './uploads/orphan-cvs.ts';

// Hourly tidying, each task on its own (hourly, so a day's deadline is met within the hour) so one failure does not stop the others (a failed task is
// logged and tried again next hour): CVs no application uses (UK GDPR storage limitation, see
// uploads/orphan-cvs.ts), applications (APPLICATION_RETENTION_DAYS) and enquiries
// (ENQUIRY_RETENTION_DAYS) past their retention, expired sessions, sent, failed and cancelled e-mails older than
// MAIL_RETENTION_DAYS (they hold personal data), activity-log entries older than
// AUDIT_RETENTION_DAYS, rate-limit windows that have ended, and sign-in
// counts left idle for a day.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Task = { name: string; run: (services: AppServices, now: Date) => Promise<number> };

/** Applications and enquiries past their retention periods; the activity log gets the counts. */
async function deleteExpired(services: AppServices, now: Date): Promise<number> {
  const { retention } = services.config;
  const deleted = await deleteExpiredPersonalData(services, {
    applicationsBefore: new Date(now.getTime() - retention.applicationsMs).toISOString(),
    enquiriesBefore: new Date(now.getTime() - retention.enquiriesMs).toISOString(),
  });
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

const TASKS: Task[] = [
  {
    name: 'deleted applications and enquiries past their retention periods',
    run: deleteExpired,
  },
  { name: 'deleted CVs that no application uses', run: (services, now) => deleteOrphanCvs(services, now) },
  {
    name: 'deleted expired sessions',
    run: (services, now) => deleteExpiredSessions(services.db, now.toISOString()),
  },
  {
    name: 'deleted finished e-mails past their retention period',
    run: (services, now) =>
      purgeFinishedEmails(
        services.db,
        new Date(now.getTime() - services.config.mail.retentionMs).toISOString(),
      ),
  },
  {
    name: 'deleted activity-log entries past their retention period',
    run: (services, now) =>
      purgeAudit(services.db, new Date(now.getTime() - services.config.auditRetentionMs).toISOString()),
  },
  {
    name: 'deleted ended rate-limit windows',
    run: (services, now) => deleteEndedRateLimits(services.db, now.toISOString()),
  },
  {
    name: 'deleted idle sign-in counts',
    run: (services, now) => deleteStaleThrottles(services.db, new Date(now.getTime() - DAY).toISOString()),
  },
];

export async function runHousekeeping(services: AppServices, now: Date = new Date()): Promise<void> {
  for (const task of TASKS) {
    try {
      const count = await task.run(services, now);
      if (count > 0) services.logger.info({ count }, task.name);
    } catch (error) {
      services.logger.error({ err: error, task: task.name }, 'housekeeping task failed');
    }
  }
}

/**
 * Runs the tasks `firstRunMs` after start (HOUSEKEEPING_FIRST_RUN_SECONDS, default 5 s) and then
 * hourly; each pass ends with one log line with its duration (`npm run bench:data` waits for it).
 * The function it returns stops the schedule and resolves once a pass that is under way has
 * finished, so a shutdown closes the database only after it (a sweep is never cut off between
 * deleting a file and its record).
 */
export function scheduleHousekeeping(
  services: AppServices,
  { firstRunMs = 5_000, intervalMs = HOUR }: { firstRunMs?: number; intervalMs?: number } = {},
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    const started = performance.now();
    // One pass at a time: an hour is plenty, but a slow database must not stack them.
    running ??= runHousekeeping(services).finally(() => {
      running = undefined;
      services.logger.info(
        { durationMs: Math.round(performance.now() - started) },
        'housekeeping pass finished',
      );
    });
  };
  const first = setTimeout(run, firstRunMs);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
