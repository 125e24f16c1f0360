import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, scheduleBody, scheduleErrors } from './schedule-fields.ts';

describe('the schedule fields', () => {
  it('accept nothing, or times in order, and send them with the UK offset', () => {
    expect(scheduleErrors({ publishAt: '', unpublishAt: '' })).toEqual({});
    const values = { publishAt: '2026-12-14T09:00', unpublishAt: '2027-07-01T17:30' };
    expect(scheduleErrors(values)).toEqual({});
    expect(scheduleBody(values)).toEqual({
      publishAt: '2026-12-14T09:00:00+00:00',
      unpublishAt: '2027-07-01T17:30:00+01:00',
    });
    expect(scheduleBody({ publishAt: '', unpublishAt: '' })).toEqual({ publishAt: '', unpublishAt: '' });
  });

  it('say what is wrong: a time missing from the UK clock, nonsense, an end before the start', () => {
    expect(scheduleErrors({ publishAt: '2026-03-29T01:15', unpublishAt: '' })).toEqual({
      publishAt: SCHEDULE_MESSAGES.noSuchTime,
    });
    expect(scheduleErrors({ publishAt: 'soon', unpublishAt: '' })).toEqual({
      publishAt: SCHEDULE_MESSAGES.notATime,
    });
    expect(scheduleErrors({ publishAt: '2026-12-14T09:00', unpublishAt: '2026-12-14T09:00' })).toEqual({
      unpublishAt: SCHEDULE_MESSAGES.unpublishFirst,
    });
  });
});
