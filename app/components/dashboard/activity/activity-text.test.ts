import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../../domain/audit.ts';
import {
  ACTION_LABELS,
  acceptedQuery,
  actorText,
  ENTITY_LABELS,
  isFiltered,
  recordPath,
  totalText,
} from './activity-text.ts';

describe('activity screen words', () => {
  it('names every action and record type in plain words, each once', () => {
    const actions = AUDIT_ACTIONS.map((action) => ACTION_LABELS[action]);
    const entities = AUDIT_ENTITIES.map((entity) => ENTITY_LABELS[entity]);
    expect(new Set(actions).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(entities).size).toBe(AUDIT_ENTITIES.length);
    expect(ACTION_LABELS['status-change']).toBe('Changed status');
    expect(ACTION_LABELS['sign-in-failed']).toBe('Failed sign-in');
  });

  it('links an application to its dialog and a job to its form, but not a deleted one or other records', () => {
    expect(recordPath({ action: 'status-change', entity: 'application', entityId: 'a1' })).toBe(
      '/dashboard/applications?open=a1',
    );
    expect(recordPath({ action: 'create', entity: 'job', entityId: 'j1' })).toBe('/dashboard/jobs/edit/j1');
    expect(recordPath({ action: 'delete', entity: 'job', entityId: 'j1' })).toBeNull();
    expect(recordPath({ action: 'update', entity: 'product', entityId: 'p1' })).toBeNull();
    expect(recordPath({ action: 'erase', entity: 'personal-data' })).toBeNull();
  });

  it('drops filters from the address that the API would refuse', () => {
    const query = acceptedQuery(
      new URLSearchParams('action=explode&entity=job&from=2026-13&to=2026-02-01&actor=hr'),
    );
    expect(query.toString()).toBe('entity=job&to=2026-02-01&actor=hr');
  });

  it('tells a filtered view from the whole log, whatever the page', () => {
    expect(isFiltered(new URLSearchParams('page=2'))).toBe(false);
    expect(isFiltered(new URLSearchParams('from=2026-01-01'))).toBe(true);
  });

  it('says who and how many in words', () => {
    expect(actorText('system')).toBe('The website (housekeeping)');
    expect(actorText('hr@voltline.example')).toBe('hr@voltline.example');
    expect(totalText(1, true)).toBe('1 entry matches these filters.');
    expect(totalText(1204, false)).toBe('1,204 entries in the log.');
    expect(totalText(10_000, false, false)).toBe('More than 10,000 entries in the log.');
    expect(totalText(10_000, true, false)).toBe('More than 10,000 entries match these filters.');
  });
});
