import { ukWallTimeToIso } from './uk-time.ts';

// The "Publish at" and "Unpublish at" fields of every content form: UK wall times as the
// datetime-local controls hold them, checked before a save and sent as instants with their
// offset ('' clears a schedule, decision 024 API).

export type ScheduleValues = { publishAt: string; unpublishAt: string };
export type ScheduleErrors = Partial<Record<keyof ScheduleValues, string>>;

export const EMPTY_SCHEDULE: ScheduleValues = { publishAt: '', unpublishAt: '' };

export const SCHEDULE_MESSAGES = {
  notATime: 'Enter both a date and a time.',
  noSuchTime:
    'That time does not exist in the UK: the clocks go forward an hour that night. Choose another time.',
  unpublishFirst: 'Unpublish at must be after Publish at.',
} as const;

export function scheduleErrors(values: ScheduleValues): ScheduleErrors {
  const errors: ScheduleErrors = {};
  const instants: Partial<Record<keyof ScheduleValues, number>> = {};
  for (const field of ['publishAt', 'unpublishAt'] as const) {
    const wall = values[field].trim();
    if (wall === '') continue;
    const iso = ukWallTimeToIso(wall);
    if (iso) instants[field] = Date.parse(iso);
    else
      errors[field] = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wall)
        ? SCHEDULE_MESSAGES.noSuchTime
        : SCHEDULE_MESSAGES.notATime;
  }
  if (
    instants.publishAt !== undefined &&
    instants.unpublishAt !== undefined &&
    instants.unpublishAt <= instants.publishAt
  )
    errors.unpublishAt = SCHEDULE_MESSAGES.unpublishFirst;
  return errors;
}

/** The schedule as a write sends it: each an instant with its offset, or '' to clear. */
export function scheduleBody(values: ScheduleValues): { publishAt: string; unpublishAt: string } {
  return {
    publishAt: ukWallTimeToIso(values.publishAt.trim()) ?? '',
    unpublishAt: ukWallTimeToIso(values.unpublishAt.trim()) ?? '',
  };
}

/**
 * The status an explicit Publish sends: a Publish at still to come means "publish then", so the
 * changes are saved as the draft and the schedule publishes them (decision 024 scheduler).
 */
export function publishStatus(values: ScheduleValues, now: number = Date.now()): 'draft' | 'published' {
  const iso = ukWallTimeToIso(values.publishAt.trim());
  return iso && Date.parse(iso) > now ? 'draft' : 'published';
}
