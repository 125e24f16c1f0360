import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPETENCIES, SCORECARD_MESSAGES } from '../../domain/scorecards.ts';
import { interviewerLinkKey, signInterviewerToken } from '../../server/hiring/interviewer-link.ts';
import { openPage } from '../support/browser.ts';
import {
  adminToken,
  type Db,
  ownStaffAccount,
  seriousAxeViolations,
  siteDatabase,
  startedSite,
  unexpectedErrors,
  waitForHydration,
} from '../support/fixtures.ts';
import { insertInterview } from '../support/interviews.ts';

// Decision 026: an interviewer without a staff account opens the link HR made, reads who and
// when, opens the CV, fills the scorecard with keyboard and mouse, submits it and is thanked;
// HR then read it through the API. The page is never cached or indexed, and an expired or
// tampered link says so plainly.

const m = SCORECARD_MESSAGES;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
// Tuesday 19 January 2027, 10:00 in London (GMT).
const STARTS_AT = new Date('2027-01-19T10:00:00Z');

describe('the interviewer’s no-account feedback link', () => {
  const site = startedSite();
  let db: Db;
  let token = '';
  let interviewer: { _id: string; name: string; email: string };

  async function apply(): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
    const upload = await fetch(`${site.server.url}/api/applications/upload-cv`, {
      method: 'POST',
      body: form,
    });
    const { fileUrl } = await upload.json();
    const created = await fetch(`${site.server.url}/api/applications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Katherine',
        lastName: 'Johnson',
        email: 'katherine.johnson@applicant.example',
        phone: '+44 20 7946 0002',
        country: 'United Kingdom',
        position: 'Earthing Design Engineer',
        cvUrl: fileUrl,
      }),
    });
    expect(created.status).toBe(201);
    return (await created.json()).data.application._id;
  }

  async function linkFor(interviewId: string): Promise<string> {
    const made = await fetch(`${site.server.url}/api/interviews/${interviewId}/links`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ interviewerId: interviewer._id }),
    });
    expect(made.status).toBe(201);
    return (await made.json()).data.link.url;
  }

  beforeAll(async () => {
    token = (await adminToken(site)).token;
    db = siteDatabase(site.server.dataDir);
    const account = await ownStaffAccount(site, { role: 'editor', name: 'Ivy Interviewer' });
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    interviewer = { _id: row.id, name: account.name, email: account.email };
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('is filled by keyboard and mouse, submitted, and then in the API for HR', async () => {
    const applicationId = await apply();
    const interviewId = await insertInterview(db, {
      applicationId,
      interviewers: [interviewer],
      startsAt: STARTS_AT,
      durationMinutes: 90,
    });
    const link = await linkFor(interviewId);
    // The link's own host is the configured public address; the test site answers on its port.
    const url = `${site.server.url}${new URL(link).pathname}`;

    const raw = await fetch(url);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('cache-control')).toBe('no-store');
    expect(raw.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await raw.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(html).not.toContain('katherine.johnson@applicant.example');

    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Interview feedback' }).waitFor();
    const facts = page.getByRole('region', { name: 'The interview' });
    expect(await facts.textContent()).toContain('Katherine Johnson');
    expect(await facts.textContent()).toContain('Earthing Design Engineer');
    expect(await facts.textContent()).toContain('Tuesday 19 January 2027 at 10:00 (UK time)');
    expect(await facts.textContent()).toContain('1 hour 30 minutes');

    // "Open the CV" opens the PDF itself.
    const cvLink = page.getByRole('link', { name: /Open the CV/ });
    const [popup] = await Promise.all([page.waitForEvent('popup'), cvLink.click()]);
    const cvUrl = popup.url();
    await popup.close();
    const cv = await fetch(cvUrl);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(cv.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await cv.arrayBuffer()).equals(PDF)).toBe(true);

    await waitForHydration(page, 'form[aria-label="Scorecard"]');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Submitting nothing names what is missing and puts focus on the first question.
    const submit = page.getByRole('button', { name: 'Submit scorecard' });
    await submit.click();
    const technical = page.getByRole('group', { name: DEFAULT_COMPETENCIES[0]?.label });
    await technical.getByText(m.ratingMissing(DEFAULT_COMPETENCIES[0]?.label ?? '')).waitFor();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
      .toBe('1');

    // Technical depth with the mouse; communication with the keyboard (Space, then the arrows).
    await technical.getByText('Meets the bar').click();
    const communication = page.getByRole('group', { name: 'Communication' });
    await communication.getByRole('radio', { name: '1 Well below the bar' }).focus();
    await page.keyboard.press('Space');
    for (let n = 0; n < 3; n += 1) await page.keyboard.press('ArrowRight');
    expect(await communication.getByRole('radio', { name: '4 Exceeds the bar' }).isChecked()).toBe(true);
    // Safety culture and the recommendation by keyboard too: Tab reaches each group.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(
      await page
        .getByRole('group', { name: 'Safety culture' })
        .getByRole('radio', { name: '3 Meets the bar' })
        .isChecked(),
    ).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Yes', exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type(
      'Sound on earthing studies to BS 7430; explained step and touch voltages clearly.',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('status').filter({ hasText: m.submitted });
    await thanks.waitFor();
    await page.getByRole('heading', { name: 'Other interviewers' }).waitFor();
    expect(await page.getByText('No other interviewer has submitted a scorecard yet.').isVisible()).toBe(
      true,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();

    // HR read the scorecard in the API.
    const feedback = await fetch(`${site.server.url}/api/interviews/${interviewId}/feedback`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data } = await feedback.json();
    expect(data.feedback.otherScorecards).toEqual([
      expect.objectContaining({
        interviewerId: interviewer._id,
        interviewerName: 'Ivy Interviewer',
        ratings: { technical: 3, communication: 4, safety: 3 },
        recommendation: 'yes',
        notes: 'Sound on earthing studies to BS 7430; explained step and touch voltages clearly.',
      }),
    ]);

    // Opened again, the link shows the scorecard as sent, not the form.
    const again = await openPage(site.browser, { width: 375 });
    await again.page.goto(url);
    await again.page.getByText('Your scorecard is in').waitFor();
    expect(await again.page.getByRole('button', { name: 'Submit scorecard' }).count()).toBe(0);
    await again.close();
  });

  it('says plainly when a link has expired (410) or is not valid (404)', async () => {
    const applicationId = await apply();
    const interviewId = await insertInterview(db, { applicationId, interviewers: [interviewer] });
    const key = await interviewerLinkKey(db);
    const expired = signInterviewerToken(
      key,
      { interviewId, interviewerId: interviewer._id },
      new Date(Date.now() - 60_000),
    );
    const valid = new URL(await linkFor(interviewId)).pathname.split('/').at(-1) ?? '';
    const tampered = `${valid.slice(0, -1)}${valid.endsWith('A') ? 'B' : 'A'}`;

    const { page, consoleErrors, close } = await openPage(site.browser);
    const expiredAnswer = await page.goto(`${site.server.url}/interview-feedback/${expired}`);
    expect(expiredAnswer?.status()).toBe(410);
    await page.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor();
    await page.getByText(m.linkExpired).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const invalidAnswer = await page.goto(`${site.server.url}/interview-feedback/${tampered}`);
    expect(invalidAnswer?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'This link is not valid' }).waitFor();
    expect(await page.getByText('Katherine').count()).toBe(0);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
