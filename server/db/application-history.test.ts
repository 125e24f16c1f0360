import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { changeApplicationStatus, listStatusChanges } from './application-history.ts';
import {
  type ApplicationInput,
  createApplication,
  deleteApplication,
  getApplication,
} from './applications.ts';

const ada = { _id: 'a'.repeat(24), name: 'Ada Admin' };
const grace = { _id: 'b'.repeat(24), name: 'Grace Recruiter' };

let cvCount = 0;
const applicant = (): ApplicationInput => ({
  firstName: 'Nikola',
  lastName: 'Tesla',
  email: 'nikola@example.com',
  phone: '+44 20 7946 0000',
  country: 'Uzbekistan',
  position: 'Substation Engineer',
  cvUrl: `/cv/history-${++cvCount}.pdf`,
});

describe.each(testDatabaseKinds())('application status history on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('sets the status and records who changed it from what, oldest first', async () => {
    const application = await createApplication(t.db, applicant());
    const reviewed = await changeApplicationStatus(t.db, application._id, 'reviewed', ada);
    expect(reviewed?.application).toMatchObject({ _id: application._id, status: 'reviewed' });
    expect(reviewed?.change).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      from: 'pending',
      to: 'reviewed',
      changedByName: 'Ada Admin',
      changedAt: expect.any(String),
    });
    const hired = await changeApplicationStatus(t.db, application._id, 'hired', grace);
    expect(await listStatusChanges(t.db, application._id)).toEqual([reviewed?.change, hired?.change]);
    expect(hired?.change).toMatchObject({ from: 'reviewed', to: 'hired', changedByName: 'Grace Recruiter' });
    expect((await getApplication(t.db, application._id))?.status).toBe('hired');
  });

  it('records nothing, and leaves updatedAt alone, when the status does not change', async () => {
    const application = await createApplication(t.db, applicant());
    const same = await changeApplicationStatus(t.db, application._id, 'pending', ada);
    expect(same?.change).toBeUndefined();
    expect(same?.application.updatedAt).toBe(application.updatedAt);
    expect(await listStatusChanges(t.db, application._id)).toEqual([]);
  });

  it('answers undefined for an application that does not exist', async () => {
    expect(await changeApplicationStatus(t.db, 'missing', 'hired', ada)).toBeUndefined();
  });

  it('keeps the changes in order when two administrators change the status at once', async () => {
    const application = await createApplication(t.db, applicant());
    await Promise.all([
      changeApplicationStatus(t.db, application._id, 'reviewed', ada),
      changeApplicationStatus(t.db, application._id, 'interviewed', grace),
    ]);
    const history = await listStatusChanges(t.db, application._id);
    expect(history).toHaveLength(2);
    expect(history[0]?.from).toBe('pending');
    expect(history[1]?.from).toBe(history[0]?.to);
    expect((await getApplication(t.db, application._id))?.status).toBe(history[1]?.to);
  });

  it('reads a change away from a status the code does not know', async () => {
    const application = await createApplication(t.db, applicant());
    await t.db
      .updateTable('applications')
      .set({ status: 'archived' })
      .where('id', '=', application._id)
      .execute();
    const result = await changeApplicationStatus(t.db, application._id, 'pending', ada);
    expect(result?.change).toBeDefined();
    expect(result?.application.status).toBe('pending');
    const stored = await t.db
      .selectFrom('applicationStatusChanges')
      .select(['fromStatus', 'toStatus'])
      .where('applicationId', '=', application._id)
      .execute();
    expect(stored).toEqual([{ fromStatus: 'archived', toStatus: 'pending' }]);
  });

  it('goes with its application', async () => {
    const application = await createApplication(t.db, applicant());
    await changeApplicationStatus(t.db, application._id, 'rejected', ada);
    await deleteApplication(t.db, application._id);
    expect(await listStatusChanges(t.db, application._id)).toEqual([]);
  });
});
