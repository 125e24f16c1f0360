import { describe, expect, it } from 'vitest';
import { publishActions, publishState } from './publish-state.ts';

const base = { status: 'published' as const, hasDraft: false, publishAt: null, unpublishAt: null };

describe('the state a list shows', () => {
  it('is Draft, Published or Changes not published from status and hasDraft', () => {
    expect(publishState({ ...base, status: 'draft' }).label).toBe('Draft');
    expect(publishState(base).label).toBe('Published');
    expect(publishState({ ...base, hasDraft: true }).label).toBe('Changes not published');
  });

  it('is Scheduled with which way and when in UK time while a schedule is set', () => {
    const publishing = publishState({ ...base, status: 'draft', publishAt: '2026-07-13T08:00:00.000Z' });
    expect(publishing).toEqual({
      kind: 'scheduled',
      label: 'Scheduled',
      detail: 'Publishes Mon 13 Jul 2026, 09:00',
    });
    const closing = publishState({ ...base, hasDraft: true, unpublishAt: '2026-12-14T17:00:00.000Z' });
    expect(closing.detail).toBe('Unpublishes Mon 14 Dec 2026, 17:00 (changes not published)');
  });

  it('offers Publish when something is unpublished and Unpublish when the public sees it', () => {
    expect(publishActions({ ...base, status: 'draft' })).toEqual({ canPublish: true, canUnpublish: false });
    expect(publishActions(base)).toEqual({ canPublish: false, canUnpublish: true });
    expect(publishActions({ ...base, hasDraft: true })).toEqual({ canPublish: true, canUnpublish: true });
  });
});
