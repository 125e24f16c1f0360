import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORECARD_MESSAGES } from '../../../domain/scorecards.ts';
import {
  adminToken,
  type Db,
  openSignedInPage,
  seriousAxeViolations,
  siteDatabase,
  startedSite,
  TEST_ADMIN,
  unexpectedErrors,
} from '../../support/fixtures.ts';
import { insertInterview } from '../../support/interviews.ts';

// Decision 026 in the dashboard: a job's Hiring settings (competencies added, renamed, moved,
// removed, and the stale-after days), reached from the job listings; and "My interviews", where
// the signed-in interviewer writes a scorecard that then rates the job's own competencies.

const site = startedSite();
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const TITLE = 'Protection Settings Engineer';

describe('scorecards in the dashboard', () => {
  let db: Db;
  let token = '';
  let jobId = '';

  beforeAll(async () => {
    token = (await adminToken(site)).token;
    db = siteDatabase(site.server.dataDir);
    const job = await fetch(`${site.server.url}/api/jobs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: TITLE,
        country: 'United Kingdom',
        place: 'Manchester',
        type: 'Engineering',
        qualifications: 'Degree in electrical engineering',
        experience: '4+ years',
        responsibilities: 'Relay setting calculations\nProtection coordination studies for 33 kV networks',
        isActive: true,
      }),
    });
    jobId = (await job.json()).data.job._id;
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('edits a job’s competencies and days from the job listings', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/jobs');
    await page.getByRole('link', { name: `Hiring settings for ${TITLE}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Hiring settings' }).waitFor();
    await page.getByLabel('Competency 1').waitFor();
    expect(await page.getByLabel('Competency 3').inputValue()).toBe('Safety culture');

    // Add one, leave it blank: refused, focus on it; then name it.
    await page.getByRole('button', { name: 'Add a competency' }).click();
    await page.getByRole('button', { name: 'Save hiring settings' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('competency-4');
    await page.getByLabel('Competency 4').fill('Relay coordination');
    // Rename the first, move the new one up, remove Communication.
    await page.getByLabel('Competency 1').fill('Protection theory');
    await page.getByRole('button', { name: 'Move Relay coordination up' }).click();
    // Each move is announced in the form's live region.
    await page.getByText('Relay coordination moved to position 3 of 4.').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Remove Communication' }).click();
    await page.getByLabel(/Mark applicants waiting longer than/).fill('10');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save hiring settings' }).click();
    await page.getByText(SCORECARD_MESSAGES.settingsSaved).waitFor();

    const saved = await fetch(`${site.server.url}/api/jobs/${jobId}/hiring`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await saved.json()).data.hiring).toEqual({
      competencies: [
        { key: 'technical', label: 'Protection theory' },
        { key: 'relay-coordination', label: 'Relay coordination' },
        { key: 'safety', label: 'Safety culture' },
      ],
      staleAfterDays: 10,
    });
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('lists the signed-in person’s interviews and takes their scorecard on the job’s competencies', async () => {
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
    const { fileUrl } = await (
      await fetch(`${site.server.url}/api/applications/upload-cv`, { method: 'POST', body: form })
    ).json();
    const created = await fetch(`${site.server.url}/api/applications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada.lovelace@applicant.example',
        phone: '+44 20 7946 0003',
        country: 'United Kingdom',
        position: TITLE,
        cvUrl: fileUrl,
      }),
    });
    const applicationId = (await created.json()).data.application._id;
    const me = await db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('email', '=', TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    const interviewId = await insertInterview(db, {
      applicationId,
      interviewers: [{ _id: me.id, name: me.name, email: me.email }],
      startsAt: new Date(Date.now() - 60 * 60 * 1000),
      durationMinutes: 45,
    });

    const { page, close: closePage, consoleErrors } = await openSignedInPage(site, '/dashboard');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .first()
      .getByRole('link', { name: 'My interviews' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'My interviews' }).waitFor();
    const past = page.getByRole('region', { name: /Past/ });
    await past.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    await past.getByText('Scorecard to do').waitFor();
    const open = page.getByRole('button', { name: 'Write scorecard for Ada Lovelace' });
    await open.click();
    const close = page.getByRole('button', { name: 'Close for Ada Lovelace' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('group', { name: 'Relay coordination' }).waitFor();
    expect(await page.getByRole('group', { name: 'Communication' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Open the CV/ }).getAttribute('href')).toMatch(
      /^\/api\/interview-feedback\/[^/]+\/cv$/,
    );

    await page.getByRole('group', { name: 'Protection theory' }).getByText('Exceeds the bar').click();
    await page.getByRole('group', { name: 'Relay coordination' }).getByText('Meets the bar').click();
    await page.getByRole('group', { name: 'Safety culture' }).getByText('Meets the bar').click();
    await page.getByRole('radio', { name: 'Strong yes' }).check();
    await page.getByLabel(/Notes/).fill('Calculated IDMT grading margins confidently by hand.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit scorecard' }).click();
    await page.getByRole('status').filter({ hasText: SCORECARD_MESSAGES.submitted }).waitFor();
    await past.getByText('Scorecard in').waitFor();

    const feedback = await fetch(`${site.server.url}/api/interviews/${interviewId}/feedback`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await feedback.json()).data.feedback.scorecard).toMatchObject({
      ratings: { technical: 4, 'relay-coordination': 3, safety: 3 },
      recommendation: 'strong-yes',
    });
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await closePage();
  });
});
