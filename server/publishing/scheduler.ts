import { recordAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connection.ts';
import { nowIso } from '../db/ids.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AppServices } from '../services.ts';
import { type AnyContentType, CONTENT_TYPE_REGISTRY } from './content-types.ts';
import type { Actor } from './drafts.ts';
import { publishWorkingCopy, unpublishRecord } from './publish.ts';
import { claimSchedule, dueIds } from './record-state.ts';

// Scheduled publishing (decision 024). Every instance ticks (every 20 s, PUBLISHING_TICK_SECONDS,
// and once a second after start so what fell due during downtime is done): it reads the rows whose
// publish_at or unpublish_at is at or before now, an index range per table, and claims each with
// a conditional update (`set publish_at = null where id = ? and publish_at = ?`). Only the
// instance whose update changed the row acts, in the same transaction, so of several instances on
// one PostgreSQL one publishes, once. The actor in the log and the version is `schedule`.

export const SCHEDULE_ACTOR: Actor = { id: null, email: 'schedule' };

/** At most this many due records per table and direction in one tick; the next tick takes the rest. */
const DUE_PER_TICK = 100;

type Direction = 'publishAt' | 'unpublishAt';

/** Claims and carries out one due entry; true when this caller did it. */
async function actOn(
  db: Db,
  type: AnyContentType,
  column: Direction,
  id: string,
  at: string,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await claimSchedule(trx, type, id, column, at))) return false;
    if (column === 'publishAt') await publishWorkingCopy(trx, type, id, SCHEDULE_ACTOR);
    else await unpublishRecord(trx, type, id);
    await recordAudit(trx, {
      actor: { email: SCHEDULE_ACTOR.email },
      action: column === 'publishAt' ? 'publish' : 'unpublish',
      entity: type.auditEntity,
      entityId: id,
      detail: `scheduled for ${at}`,
    });
    return true;
  });
}

/**
 * One pass over every content type: does what is due, raises the content version when anything
 * changed. Stops between records once `signal` is aborted. Answers how many changes it made.
 */
export async function runScheduledChanges(
  services: Pick<AppServices, 'db' | 'contentVersion' | 'logger'>,
  options: { now?: Date; signal?: AbortSignal } = {},
): Promise<number> {
  const now = (options.now ?? new Date()).toISOString();
  let done = 0;
  for (const type of Object.values(CONTENT_TYPE_REGISTRY)) {
    for (const column of ['publishAt', 'unpublishAt'] as const) {
      for (const { id, at } of await dueIds(services.db, type, column, now, DUE_PER_TICK)) {
        if (options.signal?.aborted) break;
        try {
          if (await actOn(services.db, type, column, id, at)) done += 1;
        } catch (error) {
          // One record that cannot be published (a slug another record took meanwhile) must not
          // hold up the others; its schedule stays, so it is tried again next tick.
          services.logger.error({ err: error, type: type.name, id, column }, 'a scheduled change failed');
        }
      }
    }
  }
  if (done > 0) {
    // The pages the public sees changed: every instance's render cache must notice.
    await services.contentVersion.raise();
    services.logger.info({ changes: done, at: nowIso() }, 'scheduled publishing changes made');
  }
  return done;
}

// The pass at start waits this long (or a tick, if shorter), as the first housekeeping pass
// does: the server is listening by then, and a start that is stopped at once does no pass.
const FIRST_PASS_AFTER_MS = 1000;

/** Starts the tick (one pass at start, then every `tickMs`); answers the stop, which waits for a pass. */
export function startPublishingScheduler(services: AppServices, tickMs: number): () => Promise<void> {
  const stopping = new AbortController();
  let running: Promise<unknown> | undefined;
  const run = () => {
    // One pass at a time: a slow database must not stack them.
    running ??= runScheduledChanges(services, { signal: stopping.signal })
      .catch((error: unknown) => services.logger.error({ err: error }, 'the publishing scheduler failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, Math.min(tickMs, FIRST_PASS_AFTER_MS));
  const timer = setInterval(run, tickMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    stopping.abort();
    await running;
  };
}
