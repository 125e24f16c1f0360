import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgedAnswer } from '../../domain/answers/common.ts';
import { enquiryAnswer, enquiryListAnswer } from '../../domain/answers/enquiries.ts';
import { call, signIn, TEST_ADMIN } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// The dashboard's handling of the contact form's enquiries: GET /api/contact searched, filtered
// and counted; PATCH /api/contact/{id} to mark one handled or open again; DELETE /api/contact/{id}.

const UNKNOWN_ID = '0123456789abcdef01234567';

const PEOPLE = [
  {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya.sharma@delhi-grid.example',
    phone: '0112345678',
    message: 'Earthing study for a 132 kV substation in Noida.',
  },
  {
    firstName: 'Élodie',
    lastName: 'Marchand',
    email: 'elodie@paris.example',
    phone: '0612345678',
    message: 'Can you cover 100% of the design, incl. the 11kV_feeder?',
  },
  {
    firstName: 'Timur',
    lastName: 'Karimov',
    email: 'timur@tashkent.example',
    phone: '0998877665',
    message: 'Protection settings review for a solar farm.',
  },
  {
    firstName: 'James',
    lastName: 'Wright',
    email: 'j.wright@colchester.example',
    phone: '0120655501',
    message: 'Cable sizing for an EV charging hub.',
  },
];

describe.each(testDatabaseKinds())('enquiry handling API on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let revokedToken: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    revokedToken = await signIn(server);
    await call(server, 'GET', '/auth/logout', { token: revokedToken });
    token = await signIn(server);
    for (const person of PEOPLE) {
      const response = await call(server, 'POST', '/contact', { json: person });
      expect(response.status).toBe(201);
      ids[person.firstName] = response.body.data.enquiry._id;
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  const list = (query = '') => call(server, 'GET', `/contact${query}`, { token });
  const handle = (id: string, body: unknown, options: { token?: string } = { token }) =>
    call(server, 'PATCH', `/contact/${id}`, { ...options, json: body });

  async function names(query: string): Promise<string[]> {
    const response = await list(query);
    expect(response.status).toBe(200);
    const answer = enquiryListAnswer.parse(response.body);
    expect(answer.total).toBe(answer.data.enquiries.length);
    return answer.data.enquiries.map((enquiry) => enquiry.firstName).sort();
  }

  describe('GET /api/contact?q= searches', () => {
    it.each([
      ['a first name, in any case', 'pRIYA', ['Priya']],
      ['a last name', 'karimov', ['Timur']],
      ['"first last"', 'james wright', ['James']],
      ['an accented name in other case', 'ÉLODIE MARCHAND', ['Élodie']],
      ['part of an e-mail address', 'TASHKENT.EXAMPLE', ['Timur']],
      ['part of a phone number', '065550', ['James']],
      ['words of a message', '132 KV SUBSTATION', ['Priya']],
      ['a literal percent sign', '100%', ['Élodie']],
      ['a literal underscore', '11kv_feeder', ['Élodie']],
      ['text that pads the search with spaces', '   solar farm   ', ['Timur']],
      ['every enquiry for a blank search', '   ', ['Priya', 'Timur', 'James', 'Élodie'].sort()],
    ])('finds %s', async (_, q, expected) => {
      expect(await names(`?q=${encodeURIComponent(q)}`)).toEqual(expected);
    });

    it('treats % and _ as themselves, not as wildcards', async () => {
      expect(await names(`?q=${encodeURIComponent('%')}`)).toEqual(['Élodie']);
      expect(await names(`?q=${encodeURIComponent('earthing%noida')}`)).toEqual([]);
      expect(await names(`?q=${encodeURIComponent('j_wright')}`)).toEqual([]);
    });

    it('accepts 200 characters and refuses 201 with 400', async () => {
      expect(await names(`?q=${'x'.repeat(200)}`)).toEqual([]);
      const response = await list(`?q=${'x'.repeat(201)}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Search text must be at most 200 characters',
        errors: { q: 'Search text must be at most 200 characters' },
      });
    });
  });

  describe('PATCH /api/contact/:id', () => {
    it("marks an enquiry handled with the signed-in administrator's name, then open again", async () => {
      const id = ids.Timur ?? '';
      const before = Date.now();
      const handled = await handle(id, { handled: true });
      expect(handled.status).toBe(200);
      const { enquiry } = enquiryAnswer.parse(handled.body).data;
      expect(enquiry).toMatchObject({ _id: id, ...PEOPLE[2], handledByName: TEST_ADMIN.name });
      expect(Date.parse(enquiry.handledAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect((await call(server, 'GET', `/contact/${id}`, { token })).body.data.enquiry).toEqual(enquiry);

      const reopened = await handle(id, { handled: false });
      expect(reopened.status).toBe(200);
      expect(reopened.body).toEqual({
        success: true,
        data: { enquiry: { _id: id, ...PEOPLE[2], createdAt: enquiry.createdAt } },
      });
    });

    it('keeps who handled an enquiry first when it is marked handled again', async () => {
      const id = ids.James ?? '';
      const first = await handle(id, { handled: true });
      const second = await handle(id, { handled: true });
      expect(second.status).toBe(200);
      expect(second.body.data.enquiry).toEqual(first.body.data.enquiry);
      await handle(id, { handled: false });
    });

    it.each([
      ['an empty object', {}],
      ['a string for the flag', { handled: 'yes' }],
      ['a number for the flag', { handled: 1 }],
      ['null for the flag', { handled: null }],
    ])('answers %s with 400 "Must be true or false"', async (_, body) => {
      const response = await handle(ids.Priya ?? '', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Must be true or false',
        errors: { handled: 'Must be true or false' },
      });
    });

    it('answers a body that is no JSON object with 400, and one not sent as JSON with 415', async () => {
      const path = `/contact/${ids.Priya}`;
      const broken = await call(server, 'PATCH', path, {
        token,
        raw: '{"handled": ',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      expect((await handle(ids.Priya ?? '', [true])).status).toBe(400);
      const text = await call(server, 'PATCH', path, {
        token,
        raw: '{"handled": true}',
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(text.status).toBe(415);
      expect((await call(server, 'GET', path, { token })).body.data.enquiry.handledAt).toBeUndefined();
    });

    it('answers 404 "Enquiry not found" for an unknown or malformed id', async () => {
      for (const id of [UNKNOWN_ID, 'nope', '%00']) {
        const response = await handle(id, { handled: true });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'Enquiry not found' });
      }
    });
  });

  describe('GET /api/contact?state= and openCount', () => {
    it('lists open or handled enquiries and counts the open ones whatever the filter', async () => {
      await handle(ids.Priya ?? '', { handled: true });
      await handle(ids.Élodie ?? '', { handled: true });

      const handled = await list('?state=handled');
      expect(handled.status).toBe(200);
      expect(enquiryListAnswer.parse(handled.body)).toMatchObject({
        total: 2,
        page: 1,
        totalPages: 1,
        openCount: 2,
      });
      expect(handled.body.data.enquiries.map((e: { firstName: string }) => e.firstName).sort()).toEqual([
        'Priya',
        'Élodie',
      ]);
      for (const enquiry of handled.body.data.enquiries) {
        expect(enquiry).toMatchObject({ handledAt: expect.any(String), handledByName: TEST_ADMIN.name });
      }

      const open = await list('?state=open');
      expect(open.body).toMatchObject({ total: 2, openCount: 2 });
      for (const enquiry of open.body.data.enquiries) {
        expect(enquiry).not.toHaveProperty('handledAt');
        expect(enquiry).not.toHaveProperty('handledByName');
      }

      expect((await list()).body).toMatchObject({ total: 4, openCount: 2 });
      expect((await list('?state=')).body).toMatchObject({ total: 4, openCount: 2 });
      expect((await list('?state=handled&q=priya')).body).toMatchObject({ total: 1, openCount: 2 });
      expect((await list('?state=open&q=priya')).body).toMatchObject({ total: 0, openCount: 2 });
    });

    it('lists newest first and pages', async () => {
      const page = await list('?limit=3&page=2');
      expect(page.body).toMatchObject({ total: 4, totalPages: 2, page: 2 });
      expect(page.body.data.enquiries.map((e: { firstName: string }) => e.firstName)).toEqual(['Priya']);
      const first = await list('?limit=3');
      expect(first.body.data.enquiries.map((e: { firstName: string }) => e.firstName)).toEqual([
        'James',
        'Timur',
        'Élodie',
      ]);
    });

    it.each(['closed', 'OPEN', 'all'])(
      'answers the state %j with 400 listing the allowed values',
      async (state) => {
        const response = await list(`?state=${state}`);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          success: false,
          message: 'Unknown state. Use one of: open, handled',
          errors: { state: 'Unknown state. Use one of: open, handled' },
        });
      },
    );
  });

  describe('DELETE /api/contact/:id', () => {
    it('deletes an enquiry, which is then gone', async () => {
      const created = await call(server, 'POST', '/contact', {
        json: { ...PEOPLE[0], firstName: 'Short-lived' },
      });
      const id = created.body.data.enquiry._id;
      const response = await call(server, 'DELETE', `/contact/${id}`, { token });
      expect(response.status).toBe(200);
      expect(acknowledgedAnswer.parse(response.body)).toEqual({ success: true, message: 'Enquiry deleted' });
      expect((await call(server, 'GET', `/contact/${id}`, { token })).status).toBe(404);
      expect((await list('?q=short-lived')).body.total).toBe(0);
      const again = await call(server, 'DELETE', `/contact/${id}`, { token });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ success: false, message: 'Enquiry not found' });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [UNKNOWN_ID, 'nope', '..%2F..%2Fsite.db']) {
        expect((await call(server, 'DELETE', `/contact/${id}`, { token })).status).toBe(404);
      }
    });
  });

  it('answers 401 without a token and with a revoked token, and changes nothing', async () => {
    const id = ids.Timur ?? '';
    const attempts: [string, string, unknown][] = [
      ['GET', '/contact?q=timur&state=open', undefined],
      ['GET', `/contact/${id}`, undefined],
      ['PATCH', `/contact/${id}`, { handled: true }],
      ['DELETE', `/contact/${id}`, undefined],
    ];
    for (const [method, path, json] of attempts) {
      for (const options of [{}, { token: revokedToken }]) {
        const response = await call(server, method, path, { ...options, ...(json ? { json } : {}) });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(response.body).toEqual({ success: false, message: 'Authentication required' });
      }
    }
    const stored = await call(server, 'GET', `/contact/${id}`, { token });
    expect(stored.status).toBe(200);
    expect(stored.body.data.enquiry.handledAt).toBeUndefined();
  });
});
