import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { renderEmail } from '../../server/mail/render-email.ts';
import { withdrawalKey, withdrawalTokenFor } from '../../server/personal-data/withdraw-application.ts';
import { signWithdrawalToken } from '../../server/personal-data/withdrawal-token.ts';
import { call, fileForm, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 017: the applicant withdraws an application with the signed, expiring link from their
// confirmation e-mail (POST /api/applications/withdraw). It deletes the application, its notes,
// history, e-mails and CV; refuses a link that is not ours (400), expired or used (410); answers
// nothing about the application; and is logged as the applicant, without their address.

const w = MESSAGES.withdrawal;
const APPLICANT = 'joan.clarke@applicant.example';
const LINK = /https?:\/\/\S+\/withdraw-application\?token=([A-Za-z0-9_.-]+)/;

describe.each(testDatabaseKinds())('withdrawing an application with the e-mailed link on %s', (kind) => {
  let server: ApiServer;
  let token: string;

  const cvPath = (url: string) => path.join(server.dataDir, 'uploads', 'private', 'cv', path.basename(url));

  async function apply(email = APPLICANT): Promise<{ id: string; cvUrl: string }> {
    const cv = await call(server, 'POST', '/applications/upload-cv', {
      form: fileForm('file', pdfBytes(2048), 'cv.pdf', 'application/pdf'),
    });
    const created = await call(server, 'POST', '/applications', {
      json: {
        firstName: 'Joan',
        lastName: 'Clarke',
        email,
        phone: '+44 20 7946 0000',
        country: 'United Kingdom',
        position: 'Protection Engineer',
        cvUrl: cv.body.fileUrl,
      },
    });
    expect(created.status).toBe(201);
    return { id: created.body.data.application._id, cvUrl: cv.body.fileUrl };
  }

  /** The confirmation e-mail queued for `applicationId`, rendered as the sender renders it. */
  async function confirmationFor(applicationId: string) {
    const rows = await server.services.db
      .selectFrom('emailOutbox')
      .select('payload')
      .where('kind', '=', 'application-confirmation')
      .execute();
    const payload = rows
      .map((row) => JSON.parse(row.payload))
      .find((p) => p.application_id === applicationId);
    return renderEmail('application-confirmation', payload, { publicUrl: server.services.config.publicUrl });
  }

  async function linkTokenFor(applicationId: string): Promise<string> {
    const { text } = await confirmationFor(applicationId);
    const found = text.match(LINK)?.[1];
    if (!found) throw new Error('no withdrawal link in the confirmation');
    return found;
  }

  const withdraw = (linkToken: unknown) =>
    call(server, 'POST', '/applications/withdraw', { json: { token: linkToken } });
  const stillThere = async (id: string) =>
    (await call(server, 'GET', `/applications/${id}`, { token })).status === 200;

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off', APPLICATION_WITHDRAW_DAYS: '14' });
    token = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('puts a working link in both parts of the confirmation e-mail, with the configured lifetime', async () => {
    const { id } = await apply();
    const { text, html } = await confirmationFor(id);
    const fromText = text.match(LINK);
    expect(fromText?.[0].startsWith(`${server.services.config.publicUrl}/withdraw-application?token=`)).toBe(
      true,
    );
    expect(html).toContain(`href="${fromText?.[0]}"`);
    expect(text.replace(/\s+/g, ' ')).toContain(
      `If you change your mind, you can withdraw your application and have your CV deleted: ${fromText?.[0]} The link works for 14 days.`,
    );
    expect(html).toContain(
      '>withdraw your application and have your CV deleted</a>. The link works for 14 days.',
    );
    const expiry = Number(fromText?.[1]?.split('.')[1]);
    expect(expiry * 1000 - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect(expiry * 1000 - Date.now()).toBeLessThanOrEqual(14 * 86_400_000);
  });

  it('deletes the application, its CV, notes, history and e-mails, answering nothing about it', async () => {
    const mine = await apply();
    const other = await apply('someone.else@applicant.example');
    await call(server, 'POST', `/applications/${mine.id}/notes`, {
      token,
      json: { text: 'Call on Monday.' },
    });
    await call(server, 'PATCH', `/applications/${mine.id}/status`, { token, json: { status: 'reviewed' } });
    expect(existsSync(cvPath(mine.cvUrl))).toBe(true);

    const answer = await withdraw(await linkTokenFor(mine.id));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Your application has been withdrawn' });
    expect(answer.headers.get('cache-control')).toBe('no-store');

    const { db } = server.services;
    expect(await stillThere(mine.id)).toBe(false);
    expect(existsSync(cvPath(mine.cvUrl))).toBe(false);
    const cvKey = `private/cv/${path.basename(mine.cvUrl)}`;
    expect(await db.selectFrom('storedFiles').select('key').where('key', '=', cvKey).execute()).toEqual([]);
    for (const table of ['applicationNotes', 'applicationStatusChanges'] as const) {
      const rows = await db.selectFrom(table).select('applicationId').execute();
      expect(rows.map((row) => row.applicationId)).not.toContain(mine.id);
    }
    const payloads = (await db.selectFrom('emailOutbox').select('payload').execute()).map(
      (row) => row.payload,
    );
    expect(payloads.filter((payload) => payload.includes(mine.id))).toEqual([]);
    // Someone else's application, CV and e-mails are untouched.
    expect(await stillThere(other.id)).toBe(true);
    expect(existsSync(cvPath(other.cvUrl))).toBe(true);
    expect(payloads.filter((payload) => payload.includes(other.id))).toHaveLength(2);
  });

  it('records the withdrawal as the applicant, never their address or details', async () => {
    const { id } = await apply();
    expect((await withdraw(await linkTokenFor(id))).status).toBe(200);
    const log = await call(server, 'GET', `/audit?entity=application&entityId=${id}`, { token });
    expect(log.body.data.entries).toEqual([
      {
        _id: expect.any(String),
        actorEmail: 'applicant (withdrawal link)',
        action: 'delete',
        entity: 'application',
        entityId: id,
        detail: 'withdrawn by the applicant; e-mails removed: 2',
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(log.body).toLowerCase()).not.toMatch(/joan|clarke|applicant\.example|127\.0\.0\.1/);
  });

  it('refuses the link a second time: "already withdrawn or removed" (410)', async () => {
    const { id } = await apply();
    const linkToken = await linkTokenFor(id);
    expect((await withdraw(linkToken)).status).toBe(200);
    const again = await withdraw(linkToken);
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ success: false, message: w.gone });
  });

  it('refuses the link once HR have deleted the application', async () => {
    const { id } = await apply();
    const linkToken = await linkTokenFor(id);
    expect((await call(server, 'DELETE', `/applications/${id}`, { token })).status).toBe(200);
    expect((await withdraw(linkToken)).body).toEqual({ success: false, message: w.gone });
  });

  it('refuses an expired link (410) and deletes nothing', async () => {
    const { id, cvUrl } = await apply();
    const key = await withdrawalKey(server.services);
    const expired = signWithdrawalToken(key, id, new Date(Date.now() - 1000));
    const answer = await withdraw(expired);
    expect(answer.status).toBe(410);
    expect(answer.body).toEqual({ success: false, message: w.linkExpired });
    // One made 15 days ago with the 14 days this site gives has run out too.
    const fifteenDaysAgo = new Date(Date.now() - 15 * 86_400_000);
    expect((await withdraw(withdrawalTokenFor(key, id, 14, fifteenDaysAgo))).status).toBe(410);
    expect(await stillThere(id)).toBe(true);
    expect(existsSync(cvPath(cvUrl))).toBe(true);
  });

  it('refuses a tampered, foreign or missing token as not valid (400) and deletes nothing', async () => {
    const { id } = await apply();
    const real = await linkTokenFor(id);
    const [encodedId, expiry, mac] = real.split('.');
    const later = `${encodedId}.${Number(expiry) + 86_400}.${mac}`;
    const flipped = `${encodedId}.${expiry}.${mac?.startsWith('A') ? 'B' : 'A'}${mac?.slice(1)}`;
    const foreign = signWithdrawalToken(Buffer.alloc(32, 7), id, new Date(Date.now() + 86_400_000));
    for (const bad of [later, flipped, foreign, `${real}x`, 'nonsense', '', 'a'.repeat(400), 42]) {
      const answer = await withdraw(bad);
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.message).toBe(w.linkInvalid);
      expect(Object.keys(answer.body).sort()).toEqual(
        typeof bad === 'string' && bad.length > 0 && bad.length <= 300
          ? ['message', 'success']
          : ['errors', 'message', 'success'],
      );
    }
    expect((await call(server, 'POST', '/applications/withdraw', { json: {} })).status).toBe(400);
    expect(await stillThere(id)).toBe(true);
  });
});

describe('withdrawal rate limit', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer('sqlite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('limits one address to 10 tries in ten minutes, like the other anonymous writes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await call(server, 'POST', '/applications/withdraw', { json: { token: 'guess' } })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});
