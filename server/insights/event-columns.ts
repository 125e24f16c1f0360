import type { InsightEventRow } from './event-store.ts';

// The columns of insight_events in the order the SQLite writer thread binds them
// (sqlite-event-thread.ts): a row crosses to the thread as a plain array.

export const EVENT_COLUMNS = [
  'id',
  'day',
  'occurred_at',
  'visitor',
  'kind',
  'path',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'country',
  'device',
  'detail',
  'occurrences',
] as const;

export type EventValues = (string | number | null)[];

export function eventValues(row: InsightEventRow): EventValues {
  return [
    row.id,
    row.day,
    row.occurredAt,
    row.visitor,
    row.kind,
    row.path,
    row.referrerHost ?? null,
    row.utmSource ?? null,
    row.utmMedium ?? null,
    row.utmCampaign ?? null,
    row.country ?? null,
    row.device,
    row.detail ?? null,
    row.occurrences ?? 1,
  ];
}
