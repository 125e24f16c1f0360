import type { RecordStatus } from '../../../../domain/answers/publishing.ts';
import { type ScheduleValues, scheduleBody } from './schedule-fields.ts';

// What every write of the four types adds (decision 024 API): `status`, and on an explicit save
// the schedule (each an instant with its offset, '' clears). An autosave leaves the schedule out,
// which keeps the stored one.

export function publishingFields(
  status: RecordStatus,
  schedule: ScheduleValues | null,
): Record<string, string> {
  return { status, ...(schedule ? scheduleBody(schedule) : {}) };
}

export function appendPublishing(
  body: FormData,
  status: RecordStatus,
  schedule: ScheduleValues | null,
): FormData {
  for (const [name, value] of Object.entries(publishingFields(status, schedule))) body.append(name, value);
  return body;
}

/** How a save turned out, for the screen's notice. */
export type SaveOutcome = 'draft' | 'published' | 'scheduled';

export function saveOutcome(status: RecordStatus, intent: 'draft' | 'publish'): SaveOutcome {
  if (intent === 'publish' && status === 'draft') return 'scheduled';
  return status === 'draft' ? 'draft' : 'published';
}

/** "“Name” was published." and its kin. */
export function savedMessage(name: string, outcome: SaveOutcome): string {
  if (outcome === 'draft')
    return `“${name}” was saved as a draft. The public site does not show the changes yet.`;
  if (outcome === 'scheduled') return `“${name}” is scheduled to publish.`;
  return `“${name}” was published.`;
}
