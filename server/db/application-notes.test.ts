import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { addApplicationNote, deleteApplicationNote, listApplicationNotes } from './application-notes.ts';
import { type ApplicationInput, createApplication, deleteApplication } from './applications.ts';

const author = { _id: 'a'.repeat(24), name: 'Ada Admin' };

let cvCount = 0;
const applicant = (): ApplicationInput => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '+44 20 7946 0000',
  country: 'United Kingdom',
  position: 'Protection Engineer',
  cvUrl: `/cv/notes-${++cvCount}.pdf`,
});

describe.each(testDatabaseKinds())('application notes on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('adds notes with the author name as it was, and lists them oldest first', async () => {
    const application = await createApplication(t.db, applicant());
    const first = await addApplicationNote(t.db, { applicationId: application._id, author, text: 'Called.' });
    expect(first).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      text: 'Called.',
      authorName: 'Ada Admin',
      createdAt: expect.any(String),
    });
    const second = await addApplicationNote(t.db, {
      applicationId: application._id,
      author: { ...author, name: 'Grace Recruiter' },
      text: 'Second interview booked.',
    });
    expect(await listApplicationNotes(t.db, application._id)).toEqual([first, second]);
  });

  it('adds nothing to an application that does not exist', async () => {
    expect(await addApplicationNote(t.db, { applicationId: 'missing', author, text: 'x' })).toBeUndefined();
    expect(await listApplicationNotes(t.db, 'missing')).toEqual([]);
  });

  it('deletes a note only from its own application', async () => {
    const one = await createApplication(t.db, applicant());
    const two = await createApplication(t.db, applicant());
    const note = await addApplicationNote(t.db, { applicationId: one._id, author, text: 'Keep?' });
    expect(await deleteApplicationNote(t.db, two._id, note!._id)).toBe(false);
    expect(await listApplicationNotes(t.db, one._id)).toEqual([note]);
    expect(await deleteApplicationNote(t.db, one._id, note!._id)).toBe(true);
    expect(await deleteApplicationNote(t.db, one._id, note!._id)).toBe(false);
    expect(await listApplicationNotes(t.db, one._id)).toEqual([]);
  });

  it('goes with its application', async () => {
    const application = await createApplication(t.db, applicant());
    await addApplicationNote(t.db, { applicationId: application._id, author, text: 'Gone soon.' });
    await deleteApplication(t.db, application._id);
    const left = await t.db
      .selectFrom('applicationNotes')
      .select('id')
      .where('applicationId', '=', application._id)
      .execute();
    expect(left).toEqual([]);
  });
});
