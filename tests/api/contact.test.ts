import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../content/site.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { TOO_MANY_REQUESTS } from '../../server/http/rate-limit.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// public-site.md §5 contact table, §7 and DESIGN.md: POST /api/contact stores the enquiry and
// queues the company e-mail; administrators read the enquiries.

const m = MESSAGES.contact;

const ENQUIRY = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phone: '0123456789',
  message: 'We need a protection study for a new 33 kV substation.',
};

describe.each(testDatabaseKinds())('contact API on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let revokedToken: string;
  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    revokedToken = await signIn(server);
    await call(server, 'GET', '/auth/logout', { token: revokedToken });
    token = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function send(body: unknown) {
    return call(server, 'POST', '/contact', { json: body });
  }

  describe('POST /api/contact', () => {
    async function enquiryCount(): Promise<number> {
      const row = await server.services.db
        .selectFrom('contactEnquiries')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    }

    it('refuses a JSON body that claims to be multipart, whatever its size, and stores nothing', async () => {
      const before = await enquiryCount();
      for (const message of ['Short enough.', 'x'.repeat(2 * 1024 * 1024)]) {
        const response = await call(server, 'POST', '/contact', {
          headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
          raw: JSON.stringify({ ...ENQUIRY, message }),
        });
        expect(response.status).toBe(415);
        expect(response.body.message).toBe('Send this request as JSON (Content-Type: application/json)');
      }
      expect(await enquiryCount()).toBe(before);
    });

    it('refuses JSON sent as text/plain or a form (what a page on another site can send unasked) with 415', async () => {
      const before = await enquiryCount();
      for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
        const response = await call(server, 'POST', '/contact', {
          headers: { 'Content-Type': type },
          raw: JSON.stringify(ENQUIRY),
        });
        expect(response.status, type).toBe(415);
      }
      expect(await enquiryCount()).toBe(before);
    });

    it('refuses a JSON body over 256 KB with 413 and stores nothing', async () => {
      const before = await enquiryCount();
      const response = await send({ ...ENQUIRY, message: 'x'.repeat(300 * 1024) });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ success: false, message: 'Request body is too large' });
      expect(await enquiryCount()).toBe(before);
    });

    it('stores the enquiry and answers 201 with the success message and data.enquiry', async () => {
      const response = await send(ENQUIRY);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        message: 'Thank you for your message. We will get back to you soon!',
        data: {
          enquiry: {
            _id: expect.stringMatching(/^[a-f0-9]{24}$/),
            ...ENQUIRY,
            createdAt: expect.any(String),
          },
        },
      });
    });

    it.each(['07700 900123', '+44 1206 000000', '+91 98100 00000'])(
      'accepts the UK or Indian number %j and keeps it as typed',
      async (phone) => {
        const response = await send({ ...ENQUIRY, phone });
        expect(response.status).toBe(201);
        expect(response.body.data.enquiry.phone).toBe(phone);
      },
    );

    it('queues the company e-mail with the template fields (public-site.md §3)', async () => {
      const response = await send({ ...ENQUIRY, firstName: 'Queued', lastName: 'Sender' });
      expect(response.status).toBe(201);
      const rows = await server.services.db
        .selectFrom('emailOutbox')
        .selectAll()
        .where('subject', '=', 'Website enquiry from Queued Sender')
        .execute();
      expect(rows).toHaveLength(1);
      const row = rows[0];
      const contactTo = server.services.config.mail.contactTo;
      expect(row).toMatchObject({ kind: 'enquiry', toEmail: contactTo, status: 'queued' });
      expect(JSON.parse(row?.payload ?? '{}')).toEqual({
        from_name: 'Queued Sender',
        from_email: ENQUIRY.email,
        phone_number: ENQUIRY.phone,
        message: ENQUIRY.message,
        to_email: contactTo,
        received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      // And a confirmation to the visitor that repeats nothing they typed.
      const confirmation = await server.services.db
        .selectFrom('emailOutbox')
        .selectAll()
        .where('kind', '=', 'enquiry-confirmation')
        .where('createdAt', '>=', row?.createdAt ?? '')
        .executeTakeFirstOrThrow();
      expect(confirmation).toMatchObject({ toEmail: ENQUIRY.email, status: 'queued' });
      // The company's phone and e-mail are the head office's as published (decision 025).
      expect(JSON.parse(confirmation.payload)).toEqual({
        to_email: ENQUIRY.email,
        company_phone: site.contact.phoneDisplay,
        company_email: site.contact.email,
      });
    });

    it('answers an empty form with every "required" message', async () => {
      const response = await send({});
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'First Name is required',
        errors: {
          firstName: 'First Name is required',
          lastName: 'Last Name is required',
          email: 'Email is required',
          phone: 'Phone number is required',
          message: 'Message is required',
        },
      });
    });

    it.each([
      ['firstName', '', m.firstNameRequired],
      ['firstName', '   ', m.firstNameRequired],
      ['lastName', '', m.lastNameRequired],
      ['email', '', m.emailRequired],
      ['email', 'jane.example.com', 'Invalid email address'],
      ['email', 'jane@example', 'Invalid email address'],
      ['phone', '', m.phoneRequired],
      ['phone', '12345', 'Phone number must be 10 digits'],
      ['phone', '0123 4567 89012', 'Phone number must be 10 digits'],
      ['phone', '+33 1 23 45 67 89', 'Phone number must be 10 digits'],
      ['phone', '012-345-678', 'Phone number must be 10 digits'],
      ['message', '', m.messageRequired],
    ])('rejects %s %j with 400 "%s"', async (field, value, message) => {
      const response = await send({ ...ENQUIRY, [field]: value });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message, errors: { [field]: message } });
    });

    it('answers malformed bodies with 4xx, never 5xx', async () => {
      const invalidJson = await call(server, 'POST', '/contact', {
        raw: '{"firstName": ',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(invalidJson.status).toBe(400);
      expect((await send([ENQUIRY])).status).toBe(400);
      const numbers = await send({ ...ENQUIRY, firstName: 5, phone: 123456789 });
      expect(numbers.status).toBe(400);
      expect(numbers.body.errors).toEqual({ firstName: m.firstNameRequired, phone: m.phoneRequired });
      // The server answers 413 without reading the body, so this connection is not reused.
      const huge = await call(server, 'POST', '/contact', {
        json: { ...ENQUIRY, message: 'x'.repeat(300 * 1024) },
        headers: { Connection: 'close' },
      });
      expect(huge.status).toBe(413);
      expect((await send({ ...ENQUIRY, message: 'a\u0000b' })).status).toBe(400);
    });
  });

  describe('GET /api/contact and /api/contact/:id', () => {
    it('lists enquiries newest first with page, total and totalPages', async () => {
      const before = await call(server, 'GET', '/contact', { token });
      expect(before.status).toBe(200);
      const existing = before.body.total;
      for (let index = existing; index < 12; index += 1) {
        expect((await send({ ...ENQUIRY, message: `Enquiry ${index}` })).status).toBe(201);
      }
      const first = await call(server, 'GET', '/contact', { token });
      expect(first.body).toMatchObject({ success: true, total: 12, totalPages: 2, page: 1 });
      expect(first.body.data.enquiries).toHaveLength(10);
      const second = await call(server, 'GET', '/contact?page=2&limit=10', { token });
      expect(second.body).toMatchObject({ total: 12, totalPages: 2, page: 2 });
      expect(second.body.data.enquiries).toHaveLength(2);
      const small = await call(server, 'GET', '/contact?limit=5&page=abc', { token });
      expect(small.body).toMatchObject({ totalPages: 3, page: 1 });
    });

    it('answers one enquiry as data.enquiry', async () => {
      const created = await send(ENQUIRY);
      const id = created.body.data.enquiry._id;
      const response = await call(server, 'GET', `/contact/${id}`, { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { enquiry: created.body.data.enquiry } });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['0123456789abcdef01234567', 'nope', '%00', '..%2F..%2Fsite.db']) {
        const response = await call(server, 'GET', `/contact/${id}`, { token });
        expect(response.status).toBe(404);
        expect(response.body.success).toBe(false);
      }
    });

    it('answers 401 without a token and with a revoked token', async () => {
      for (const path of ['/contact', '/contact/0123456789abcdef01234567']) {
        for (const options of [{}, { token: revokedToken }]) {
          const response = await call(server, 'GET', path, options);
          expect(response.status).toBe(401);
          expect(response.body).toEqual({ success: false, message: 'Authentication required' });
        }
      }
    });
  });
});

describe.each(testDatabaseKinds())('contact throttling per address on %s', (kind) => {
  let server: ApiServer;
  beforeAll(async () => {
    // Behind a load balancer: the caller's address is the last X-Forwarded-For entry.
    server = await startApiServer(kind, { TRUST_PROXY: 'on' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const from = (address: string) => ({ json: ENQUIRY, headers: { 'X-Forwarded-For': address } });

  it('answers the sixth enquiry within 10 minutes with 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await call(server, 'POST', '/contact', from('198.51.100.1'))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await call(server, 'POST', '/contact', from('198.51.100.1'));
    expect(refused.body).toEqual({ success: false, message: TOO_MANY_REQUESTS });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    // Another caller has a limit of its own.
    expect((await call(server, 'POST', '/contact', from('198.51.100.2'))).status).toBe(201);
  });

  it('counts twenty enquiries sent at once: five pass, fifteen get 429', async () => {
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await call(server, 'POST', '/contact', from('198.51.100.3'))).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('is not escaped by addresses the caller puts in front of the proxy’s own', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const forged = `203.0.113.${attempt}, 198.51.100.4`;
      statuses.push((await call(server, 'POST', '/contact', from(forged))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
