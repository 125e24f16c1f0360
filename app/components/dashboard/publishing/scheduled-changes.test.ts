import { describe, expect, it } from 'vitest';
import { scheduledChanges } from './scheduled-changes.ts';

const record = { status: 'draft' as const, hasDraft: false, publishAt: null, unpublishAt: null };

describe('the scheduled changes of the overview', () => {
  it('lists each publish and unpublish to come, soonest first, and leaves out what has none', () => {
    const changes = scheduledChanges([
      {
        type: 'jobs',
        records: [
          {
            ...record,
            id: 'j1',
            name: 'Engineer',
            publishAt: '2026-12-14T09:00:00.000Z',
            unpublishAt: '2027-01-31T17:00:00.000Z',
          },
          { ...record, id: 'j2', name: 'Not scheduled' },
        ],
      },
      {
        type: 'products',
        records: [{ ...record, id: 'p1', name: 'Relay', publishAt: '2026-12-01T08:00:00.000Z' }],
      },
    ]);
    expect(changes.map((change) => [change.type, change.name, change.action])).toEqual([
      ['products', 'Relay', 'publish'],
      ['jobs', 'Engineer', 'publish'],
      ['jobs', 'Engineer', 'unpublish'],
    ]);
  });
});
