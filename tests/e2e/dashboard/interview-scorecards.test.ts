import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPETENCIES } from '../../../domain/scorecards.ts';
import { openPage } from '../../support/browser.ts';
import {
  ownStaffAccount,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
  waitForHydration,
} from '../../support/fixtures.ts';
import { applyAs } from '../../support/site-data.ts';

// Decision 026 in the application's dialog, in Chromium against the real server: under each
// interview HR see whose scorecard is in and read the scorecards (recommendation, each rating
// with its meaning, the notes as written), with a tally once there are several; "Copy scorecard
// link" puts an interviewer's no-account link on the clipboard, and the link opens the feedback
// page; where the browser has no clipboard, the link is shown in a field to copy by hand.

const site = startedSite();
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const [TECHNICAL, COMMUNICATION, SAFETY] = DEFAULT_COMPETENCIES.map((item) => item.label);

async function api(path: string, token: string, body?: unknown) {
  const response = await fetch(`${site.server.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A staff account of this test's own, signed in through the real endpoint. */
async function staff(role: 'hr' | 'editor' | 'admin', name: string) {
  const account = await ownStaffAccount(site, { role, name });
  const login = await fetch(`${site.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const answer = await login.json();
  expect(login.status).toBe(200);
  return { ...account, _id: answer.data.user._id as string, token: answer.token as string };
}

describe('scorecards in the application dialog (decision 026)', () => {
  it('HR read a submitted scorecard under its interview and copy an interviewer’s link that opens the feedback page', async () => {
    const hr = await staff('hr', 'Harriet Recruiter');
    const grace = await staff('editor', 'Grace Hopper');
    const alan = await staff('admin', 'Alan Turing');
    const ada = await staff('editor', 'Ada Lovelace');
    const applicationId = await applyAs(site, {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya.sharma.scorecards@applicant.example',
    });
    const scheduled = await api(`/applications/${applicationId}/interviews`, hr.token, {
      startsAt: `${NEXT_YEAR}-01-19T10:00:00Z`,
      durationMinutes: 60,
      meetingUrl: 'https://meet.example/priya-sharma',
      interviewerIds: [grace._id, alan._id, ada._id],
    });
    expect(scheduled.status).toBe(201);
    const interviewId: string = scheduled.body.data.interview._id;
    // Grace submits hers through the real API, as an interviewer does from "My interviews".
    const submitted = await api(`/interviews/${interviewId}/scorecards`, grace.token, {
      ratings: { technical: 3, communication: 4, safety: 2 },
      recommendation: 'strong-yes',
      notes: 'Sound on IDMT grading and CT sizing.\nWould need support on earthing studies.',
    });
    expect(submitted.status).toBe(201);

    const { page, close, consoleErrors } = await openPage(site.browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
    await page.goto(`${site.server.url}/login`);
    await waitForHydration(page, 'form');
    await page.getByLabel('Email').fill(hr.email);
    await page.locator('#login-password').fill(hr.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));

    await page.goto(`${site.server.url}/dashboard/applications?open=${applicationId}`);
    const dialog = page.getByRole('dialog', { name: 'Priya Sharma' });
    const scorecards = dialog.getByRole('region', { name: 'Interviews' }).getByRole('region', {
      name: 'Scorecards',
    });
    await scorecards.waitFor();

    // Whose scorecard is in, in words.
    const row = (name: string) => scorecards.getByRole('listitem').filter({ hasText: name });
    await row('Grace Hopper').getByText('Scorecard in').waitFor();
    await row('Alan Turing').getByText('Scorecard to do').waitFor();
    await row('Ada Lovelace').getByText('Scorecard to do').waitFor();

    // Grace's scorecard: her recommendation, each rating by the competency's name, her notes
    // with their line break, and when she sent it. One scorecard: no tally.
    const card = scorecards.getByRole('article').filter({
      has: page.getByRole('heading', { level: 5, name: 'Grace Hopper' }),
    });
    await card.getByText('Strong yes').waitFor();
    const rating = (label = '') =>
      card
        .locator('dl > div')
        .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
        .getByRole('definition');
    expect(await rating(TECHNICAL).textContent()).toBe('3 — Meets the bar');
    expect(await rating(COMMUNICATION).textContent()).toBe('4 — Exceeds the bar');
    expect(await rating(SAFETY).textContent()).toBe('2 — Below the bar');
    // The line break is kept on screen (white-space: pre-line), not only in the text.
    const notes = card.getByText(/^Sound on IDMT grading/);
    expect(await notes.textContent()).toBe(
      'Sound on IDMT grading and CT sizing.\nWould need support on earthing studies.',
    );
    expect(await notes.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-line');
    await card.getByText(/^Submitted \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(UK time\)$/).waitFor();
    expect(await scorecards.getByText(/scorecards? in ·/).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // "Copy scorecard link" for Alan: on the clipboard, announced with its expiry (7 days after
    // the interview ends), and it opens the feedback page without an account.
    await row('Alan Turing').getByRole('button', { name: 'Copy scorecard link for Alan Turing' }).click();
    await scorecards
      .getByRole('status')
      .getByText(`Link copied; it works until 26 January ${NEXT_YEAR} at 11:00 (UK time).`)
      .waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/interview-feedback\/[\w.-]+$/);
    const feedback = await openPage(site.browser);
    // The link's host is the configured public address; the test site answers on its own port.
    await feedback.page.goto(`${site.server.url}${new URL(copied).pathname}`);
    await feedback.page.getByRole('heading', { level: 1, name: 'Interview feedback' }).waitFor();
    expect(await feedback.page.getByRole('region', { name: 'The interview' }).textContent()).toContain(
      'Priya Sharma',
    );
    await feedback.page.getByRole('heading', { name: 'Your scorecard' }).waitFor();
    expect(unexpectedErrors(feedback.consoleErrors)).toEqual([]);
    await feedback.close();

    // A browser without a clipboard: the link is shown, labelled and selected, to copy by hand.
    await page.evaluate(() =>
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true }),
    );
    await row('Ada Lovelace').getByRole('button', { name: 'Copy scorecard link for Ada Lovelace' }).click();
    const field = scorecards.getByLabel('Scorecard link for Ada Lovelace');
    await field.waitFor();
    expect(await field.inputValue()).toMatch(/\/interview-feedback\/[\w.-]+$/);
    expect(await field.getAttribute('readonly')).not.toBeNull();
    await scorecards
      .getByRole('status')
      .getByText(/could not copy the link: select it in the field below and copy it/)
      .waitFor();

    // Alan's scorecard comes in: the tally reads above the two.
    const second = await api(`/interviews/${interviewId}/scorecards`, alan.token, {
      ratings: { technical: 4, communication: 3, safety: 3 },
      recommendation: 'yes',
      notes: 'Strong protection theory; a little quiet with the panel.',
    });
    expect(second.status).toBe(201);
    await page.reload();
    await scorecards.waitFor();
    await scorecards.getByText('2 of 3 scorecards in · Yes ×1, Strong yes ×1').waitFor();
    expect(await scorecards.getByRole('article').count()).toBe(2);
    await row('Alan Turing').getByText('Scorecard in').waitFor();

    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
