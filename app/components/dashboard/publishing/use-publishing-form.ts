import { useState } from 'react';
import type { PublishingState, RecordStatus } from '../../../../domain/answers/publishing.ts';
import { ApiError } from '../../../api-client.ts';
import type { SavingAs } from './publish-actions.tsx';
import {
  EMPTY_SCHEDULE,
  publishStatus,
  type ScheduleErrors,
  type ScheduleValues,
  scheduleErrors,
} from './schedule-fields.ts';
import { isoToUkWallTime } from './uk-time.ts';

// The publishing part every content form shares: the schedule fields and their messages, which
// button's save is running, and whether the History dialog is open. The form's own hook owns
// the record's fields and the call.

export function scheduleOf(record: PublishingState | null): ScheduleValues {
  return record
    ? { publishAt: isoToUkWallTime(record.publishAt), unpublishAt: isoToUkWallTime(record.unpublishAt) }
    : EMPTY_SCHEDULE;
}

export function usePublishingForm() {
  const [schedule, setSchedule] = useState<ScheduleValues>(EMPTY_SCHEDULE);
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [savingAs, setSavingAs] = useState<SavingAs>(null);
  const [isHistoryOpen, setHistoryOpen] = useState(false);

  return {
    schedule,
    errors,
    savingAs,
    setSavingAs,
    isHistoryOpen,
    setHistoryOpen,
    change(field: keyof ScheduleValues, value: string) {
      const next = { ...schedule, [field]: value };
      setSchedule(next);
      // Messages already shown follow the typing; new ones wait for a save.
      if (Object.keys(errors).length > 0) setErrors(scheduleErrors(next));
    },
    /** The schedule of a record opened; the History dialog stays open when it asked for the reload. */
    fill(record: PublishingState | null, keepHistoryOpen = false) {
      setSchedule(scheduleOf(record));
      setErrors({});
      if (!keepHistoryOpen) setHistoryOpen(false);
    },
    /** Checks the schedule for a save; the status the intent sends, or null (focus moved to the field). */
    check(intent: 'draft' | 'publish', idPrefix: string): RecordStatus | null {
      const found = scheduleErrors(schedule);
      setErrors(found);
      const first = (['publishAt', 'unpublishAt'] as const).find((field) => found[field]);
      if (first) {
        document.getElementById(`${idPrefix}-${first}`)?.focus();
        return null;
      }
      return intent === 'draft' ? 'draft' : publishStatus(schedule);
    },
    /** After a failed save: the server's messages for the schedule under its fields. */
    showServerErrors(error: unknown) {
      if (!(error instanceof ApiError)) return;
      const { publishAt, unpublishAt } = error.fieldErrors;
      if (publishAt || unpublishAt)
        setErrors({ ...(publishAt ? { publishAt } : {}), ...(unpublishAt ? { unpublishAt } : {}) });
    },
    /** The label of the Publish button: Schedule while Publish at is still to come. */
    publishLabel: publishStatus(schedule) === 'draft' ? 'Schedule' : 'Publish',
  };
}

export type PublishingForm = ReturnType<typeof usePublishingForm>;
