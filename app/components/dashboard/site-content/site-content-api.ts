import { z } from 'zod';
import { successAnswer } from '../../../../domain/answers/common.ts';
import type { RecordStatus } from '../../../../domain/answers/publishing.ts';
import { type ContentTypeName, publishingAnswerFields } from '../../../../domain/answers/publishing.ts';
import {
  SITE_CONTENT_KEYS,
  type SiteContentKey,
  type SiteContentValues,
} from '../../../../domain/site-content.ts';
import { apiRequest } from '../../../api-client.ts';
import { type ScheduleValues, scheduleBody } from '../publishing/schedule-fields.ts';

// Decision 025 API as the "Site content" screens read and write it: the six sections' working
// copies with their publishing state (GET /api/site-content?view=draft), one section
// (GET /api/site-content/{key}?view=draft) and its write (PUT, the whole section). Publishing,
// preview, history and restore are decision 024's routes under /api/site-content/{key}/…, so the
// shared publishing components drive them with the type name below and the key as the record id.

export const SITE_CONTENT_TYPE: ContentTypeName = 'site-content';

/** A section's working copy as staff read it. The value is checked by the section's form. */
export const staffSectionSchema = z.object({
  key: z.enum(SITE_CONTENT_KEYS),
  value: z.unknown(),
  ...publishingAnswerFields,
  updatedAt: z.string().nullable().default(null),
});
export type StaffSection = z.output<typeof staffSectionSchema>;

export const staffSectionListAnswer = successAnswer({ sections: z.array(staffSectionSchema) });
export const staffSectionAnswer = successAnswer({ section: staffSectionSchema });

export function sectionPath(key: SiteContentKey): string {
  return `/site-content/${key}`;
}

export async function readSection(key: SiteContentKey): Promise<StaffSection> {
  const { data } = await apiRequest(`${sectionPath(key)}?view=draft`, staffSectionAnswer);
  return data.section;
}

/**
 * Writes the whole section. An autosave sends no schedule (the stored one stays); an explicit
 * save sends both fields, '' clearing one.
 */
export async function writeSection<K extends SiteContentKey>(
  key: K,
  value: SiteContentValues[K] | unknown,
  status: RecordStatus,
  schedule: ScheduleValues | null,
): Promise<StaffSection> {
  const { data } = await apiRequest(sectionPath(key), staffSectionAnswer, {
    method: 'PUT',
    json: { value, status, ...(schedule ? scheduleBody(schedule) : {}) },
  });
  return data.section;
}
