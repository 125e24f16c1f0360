import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationDetailAnswer,
  applicationStatusAnswer,
  noteAnswer,
} from '../../domain/answers/applications.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { type ApplicationInput, createApplication } from '../../server/db/applications.ts';
import { createUser } from '../../server/db/users.ts';
import { call, signIn, TEST_ADMIN } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// The staff applications screen (admin.md §2) beyond the spec: internal notes, the status
// history written by PATCH /applications/{id}/status (admin.md §4), the same person's other
// applications, and all of it going with a deleted application.

const UNKNOWN_ID = '0123456789abcdef01234567';
const NOTE_REQUIRED = 'Note text is required';
const NOTE_TOO_LONG = 'Note must be 5000 characters or fewer';

const SECOND_ADMIN = {
  email: 'grace@voltline.example',
  password: 'another-strong-password',
  name: 'Grace Recruiter',
};

let cvCount = 0;

describe.each(testDatabaseKinds())('application notes and history API on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  // The applications under review are stored directly; how they arrive is tested elsewhere.
  function stored(overrides: Partial<ApplicationInput> = {}) {
    return createApplication(server.services.db, {
      firstName: 'Nikola',
      lastName: 'Tesla',
      email: `nikola.${++cvCount}@example.com`,
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
      position: 'Protection Engineer',
      cvUrl: `/api/applications/cv/${cvCount.toString(16).padStart(32, '0')}.pdf`,
      ...overrides,
    });
  }

  const detail = (id: string) => call(server, 'GET', `/applications/${id}`, { token });
  const addNote = (id: string, json: unknown, options: { token?: string } = { token }) =>
    call(server, 'POST', `/applications/${id}/notes`, { ...options, json });
  const setStatus = (id: string, status: string, as = token) =>
    call(server, 'PATCH', `/applications/${id}/status`, { token: as, json: { status } });

  describe('notes', () => {
    it('adds a trimmed note as the signed-in administrator and answers 201 data.note', async () => {
      const application = await stored();
      const response = await addNote(application._id, { text: '  Strong on protection relays.\n' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        data: {
          note: {
            _id: expect.stringMatching(/^[a-f0-9]{24}$/),
            text: 'Strong on protection relays.',
            authorName: TEST_ADMIN.name,
            createdAt: expect.any(String),
          },
        },
      });
      expect(noteAnswer.safeParse(response.body).success).toBe(true);
    });

    it('lists the notes in the detail, oldest first', async () => {
      const application = await stored();
      const texts = ['Phoned, left a message.', 'Called back: available in March.', 'Invite to interview.'];
      const notes = [];
      for (const text of texts) notes.push((await addNote(application._id, { text })).body.data.note);
      const response = await detail(application._id);
      expect(response.status).toBe(200);
      expect(response.body.data.notes).toEqual(notes);
      expect(applicationDetailAnswer.safeParse(response.body).success).toBe(true);
    });

    it.each([
      ['blank', { text: '   ' }, NOTE_REQUIRED],
      ['missing', {}, NOTE_REQUIRED],
      ['not text', { text: 42 }, NOTE_REQUIRED],
      ['5001 characters', { text: 'x'.repeat(5001) }, NOTE_TOO_LONG],
    ])('refuses a %s note with 400 "%s"', async (_label, body, message) => {
      const application = await stored();
      const response = await addNote(application._id, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message, errors: { text: message } });
      expect((await detail(application._id)).body.data.notes).toEqual([]);
    });

    it('takes a note of exactly 5000 characters, counted after trimming', async () => {
      const application = await stored();
      const response = await addNote(application._id, { text: ` ${'x'.repeat(5000)} ` });
      expect(response.status).toBe(201);
      expect(response.body.data.note.text).toHaveLength(5000);
    });

    it('refuses a note sent as text/plain with 415', async () => {
      const application = await stored();
      const response = await call(server, 'POST', `/applications/${application._id}/notes`, {
        token,
        raw: JSON.stringify({ text: 'Hello' }),
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(response.status).toBe(415);
    });

    it('answers 404 "Application not found" for a note on an unknown or malformed application', async () => {
      for (const id of [UNKNOWN_ID, 'nope']) {
        const response = await addNote(id, { text: 'Anyone there?' });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'Application not found' });
      }
    });

    it('deletes a note with { success, message }, and answers 404 once it is gone', async () => {
      const application = await stored();
      const keep = (await addNote(application._id, { text: 'Keep me.' })).body.data.note;
      const drop = (await addNote(application._id, { text: 'Typo, delete me.' })).body.data.note;
      const path = `/applications/${application._id}/notes/${drop._id}`;
      const response = await call(server, 'DELETE', path, { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Note deleted' });
      expect((await detail(application._id)).body.data.notes).toEqual([keep]);
      const again = await call(server, 'DELETE', path, { token });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ success: false, message: 'Note not found' });
    });

    it('does not delete a note through another application, nor on an unknown one', async () => {
      const owner = await stored();
      const other = await stored();
      const note = (await addNote(owner._id, { text: 'Mine.' })).body.data.note;
      const wrong = await call(server, 'DELETE', `/applications/${other._id}/notes/${note._id}`, { token });
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toBe('Note not found');
      const unknown = await call(server, 'DELETE', `/applications/${UNKNOWN_ID}/notes/${note._id}`, {
        token,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Application not found');
      const malformed = await call(server, 'DELETE', `/applications/${owner._id}/notes/nope`, { token });
      expect(malformed.status).toBe(404);
      expect(malformed.body.message).toBe('Note not found');
      expect((await detail(owner._id)).body.data.notes).toEqual([note]);
    });

    it('answers 401 without a token, and changes nothing', async () => {
      const application = await stored();
      const note = (await addNote(application._id, { text: 'Private.' })).body.data.note;
      const added = await addNote(application._id, { text: 'Sneaky.' }, {});
      expect(added.status).toBe(401);
      expect(added.body).toEqual({ success: false, message: 'Authentication required' });
      const deleted = await call(server, 'DELETE', `/applications/${application._id}/notes/${note._id}`);
      expect(deleted.status).toBe(401);
      const read = await call(server, 'GET', `/applications/${application._id}`);
      expect(read.status).toBe(401);
      expect((await detail(application._id)).body.data.notes).toEqual([note]);
    });
  });

  describe('status history', () => {
    it('records each change with the signed-in administrator, oldest first, and nothing for a no-op', async () => {
      const application = await stored();
      expect((await setStatus(application._id, 'reviewed')).status).toBe(200);
      expect((await setStatus(application._id, 'reviewed')).status).toBe(200);
      const hired = await setStatus(application._id, 'hired');
      expect(hired.body.data.application).toMatchObject({ status: 'hired', earlierApplications: 0 });
      expect(applicationStatusAnswer.safeParse(hired.body).success).toBe(true);
      const response = await detail(application._id);
      expect(response.body.data.history).toEqual([
        {
          _id: expect.stringMatching(/^[a-f0-9]{24}$/),
          from: 'pending',
          to: 'reviewed',
          changedByName: TEST_ADMIN.name,
          changedAt: expect.any(String),
        },
        {
          _id: expect.stringMatching(/^[a-f0-9]{24}$/),
          from: 'reviewed',
          to: 'hired',
          changedByName: TEST_ADMIN.name,
          changedAt: expect.any(String),
        },
      ]);
      const [first, second] = response.body.data.history;
      expect(first.changedAt <= second.changedAt).toBe(true);
    });

    it('names whoever made the change, as they were named then', async () => {
      const { db } = server.services;
      await createUser(db, { ...SECOND_ADMIN, passwordHash: await hashPassword(SECOND_ADMIN.password) });
      const login = await call(server, 'POST', '/auth/login', {
        json: { email: SECOND_ADMIN.email, password: SECOND_ADMIN.password },
      });
      const graceToken: string = login.body.token;
      const application = await stored();
      await setStatus(application._id, 'interviewed', graceToken);
      await setStatus(application._id, 'rejected');
      await db
        .updateTable('users')
        .set({ name: 'Grace Renamed' })
        .where('email', '=', SECOND_ADMIN.email)
        .execute();
      const history = (await detail(application._id)).body.data.history;
      expect(history.map((change: any) => [change.from, change.to, change.changedByName])).toEqual([
        ['pending', 'interviewed', 'Grace Recruiter'],
        ['interviewed', 'rejected', TEST_ADMIN.name],
      ]);
    });

    it('writes no history for a refused or unknown change', async () => {
      const application = await stored();
      expect((await setStatus(application._id, 'archived')).status).toBe(400);
      expect((await setStatus(UNKNOWN_ID, 'hired')).status).toBe(404);
      expect((await detail(application._id)).body.data.history).toEqual([]);
    });
  });

  describe('related applications', () => {
    it('lists the same person’s other applications (e-mail in any case), newest first, at most 20', async () => {
      const made = [];
      for (let i = 0; i < 22; i++) {
        made.push(
          await stored({
            email: i % 2 ? 'Returning.Engineer@Example.com' : 'returning.engineer@example.com',
            position: `Role ${i}`,
            country: i % 3 ? 'India' : 'Uzbekistan',
          }),
        );
      }
      const oldest = made[0]!;
      const response = await detail(oldest._id);
      expect(response.body.data.application.earlierApplications).toBe(0);
      const expected = made
        .slice(2)
        .reverse()
        .map(({ _id, position, country, status, createdAt }) => ({
          _id,
          position,
          country,
          status,
          createdAt,
        }));
      expect(response.body.data.related).toEqual(expected);
      const newest = await detail(made[21]!._id);
      expect(newest.body.data.application.earlierApplications).toBe(21);
      expect(newest.body.data.related).toHaveLength(20);
      expect(newest.body.data.related[0]._id).toBe(made[20]!._id);
    });

    it('is empty for someone who applied once', async () => {
      const application = await stored({ email: 'just.once@example.com' });
      expect((await detail(application._id)).body.data.related).toEqual([]);
    });
  });

  it('deletes the application’s notes and history with it', async () => {
    const application = await stored();
    await addNote(application._id, { text: 'Will be deleted.' });
    await setStatus(application._id, 'rejected');
    const response = await call(server, 'DELETE', `/applications/${application._id}`, { token });
    expect(response.status).toBe(200);
    const { db } = server.services;
    const notes = await db
      .selectFrom('applicationNotes')
      .select('id')
      .where('applicationId', '=', application._id)
      .execute();
    const history = await db
      .selectFrom('applicationStatusChanges')
      .select('id')
      .where('applicationId', '=', application._id)
      .execute();
    expect({ notes, history }).toEqual({ notes: [], history: [] });
    expect((await detail(application._id)).status).toBe(404);
  });
});
