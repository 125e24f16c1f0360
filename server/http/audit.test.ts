import { describe, expect, it } from 'vitest';
import { auditTarget } from './audit.ts';

describe('what a staff write did, from its method and path', () => {
  it('names the action, the entity and the record', () => {
    expect(auditTarget('POST', '/api/jobs')).toEqual({ action: 'create', entity: 'job' });
    expect(auditTarget('PUT', '/api/jobs/j1')).toEqual({ action: 'update', entity: 'job', entityId: 'j1' });
    expect(auditTarget('DELETE', '/api/products/p1')).toEqual({
      action: 'delete',
      entity: 'product',
      entityId: 'p1',
    });
    expect(auditTarget('PATCH', '/api/applications/a1/status')).toEqual({
      action: 'status-change',
      entity: 'application',
      entityId: 'a1',
    });
    expect(auditTarget('DELETE', '/api/applications/a1/notes/n1')).toEqual({
      action: 'delete',
      entity: 'application-note',
      entityId: 'n1',
    });
    expect(auditTarget('PATCH', '/api/users/u1')).toEqual({
      action: 'update',
      entity: 'user',
      entityId: 'u1',
    });
    expect(auditTarget('POST', '/api/auth/password')).toEqual({
      action: 'password-change',
      entity: 'account',
    });
    expect(auditTarget('POST', '/api/applications/upload-cv')).toEqual({ action: 'create', entity: 'cv' });
    expect(auditTarget('PATCH', '/api/contact/e1')).toEqual({
      action: 'update',
      entity: 'enquiry',
      entityId: 'e1',
    });
  });

  it('names the publishing routes of the content types (decision 024)', () => {
    expect(auditTarget('POST', '/api/jobs/j1/publish')).toEqual({
      action: 'publish',
      entity: 'job',
      entityId: 'j1',
    });
    expect(auditTarget('POST', '/api/gallery/g1/unpublish')).toEqual({
      action: 'unpublish',
      entity: 'gallery-image',
      entityId: 'g1',
    });
    expect(auditTarget('POST', '/api/case-studies/c1/versions/v1/restore')).toEqual({
      action: 'restore',
      entity: 'case-study',
      entityId: 'c1',
      detail: 'version v1',
    });
    expect(auditTarget('DELETE', '/api/products/p1/draft')).toEqual({
      action: 'update',
      entity: 'product',
      entityId: 'p1',
      detail: 'draft discarded',
    });
    // A preview link changes nothing.
    expect(auditTarget('POST', '/api/products/p1/preview-link')).toBeUndefined();
  });

  it('leaves alone what is no record: sign-in (recorded where it happens), unknown paths, reads', () => {
    expect(auditTarget('POST', '/api/auth/login')).toBeUndefined();
    // Decision 027: sessions ended and passwords reset are recorded by their routes.
    expect(auditTarget('DELETE', '/api/auth/sessions')).toBeUndefined();
    expect(auditTarget('DELETE', '/api/auth/sessions/0123456789abcdef01234567')).toBeUndefined();
    expect(auditTarget('DELETE', '/api/users/0123456789abcdef01234567/sessions')).toBeUndefined();
    expect(auditTarget('POST', '/api/auth/reset-password')).toBeUndefined();
    expect(auditTarget('POST', '/api/nothing-here')).toBeUndefined();
    expect(auditTarget('GET', '/api/jobs')).toBeUndefined();
    // The applicant's withdrawal is recorded by its route, as the applicant (decision 017).
    expect(auditTarget('POST', '/api/applications/withdraw')).toBeUndefined();
    // Decision 026: scorecards and interviewer links are recorded by their routes; a job's hiring
    // settings are an update of the job.
    expect(auditTarget('POST', '/api/interviews/0123456789abcdef01234567/scorecards')).toBeUndefined();
    expect(auditTarget('POST', '/api/interviews/0123456789abcdef01234567/links')).toBeUndefined();
    expect(auditTarget('PUT', '/api/jobs/0123456789abcdef01234567/hiring')).toEqual({
      action: 'update',
      entity: 'job',
      entityId: '0123456789abcdef01234567',
      detail: 'hiring settings',
    });
  });
});
