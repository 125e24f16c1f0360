import { describe, expect, it } from 'vitest';
import { openPage } from '../../support/browser.ts';
import {
  adminToken,
  ownStaffAccount,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
  waitForHydration,
} from '../../support/fixtures.ts';
import { applyAs } from '../../support/site-data.ts';

// Decision 026 in the dashboard, in Chromium against the real server: HR schedules an interview
// from the application's dialog in UK time (the applicant's office time shown beside it), it is
// listed there and on the overview, which opens the application again; moving it to a summer
// date applies BST; cancelling asks first and leaves it struck through.

const site = startedSite();
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

async function storedInterviews(applicationId: string) {
  const { token } = await adminToken(site);
  const response = await fetch(`${site.server.url}/api/applications/${applicationId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body: { data: { interviews: { startsAt: string; status: string; location?: string }[] } } =
    await response.json();
  return body.data.interviews;
}

describe('interviews in the application dialog (decision 026)', () => {
  it('HR schedules one in UK time, sees it in the dialog and on the overview, moves it into BST and cancels it', async () => {
    const hr = await ownStaffAccount(site, { role: 'hr', name: 'Harriet Recruiter' });
    await ownStaffAccount(site, { role: 'editor', name: 'Grace Hopper' });
    await ownStaffAccount(site, { role: 'admin', name: 'Alan Turing' });
    const applicationId = await applyAs(site, {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya.sharma@applicant.example',
      country: 'India',
    });

    const { page, close, consoleErrors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/login`);
    await waitForHydration(page, 'form');
    await page.getByLabel('Email').fill(hr.email);
    await page.locator('#login-password').fill(hr.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));

    await page.goto(`${site.server.url}/dashboard/applications?open=${applicationId}`);
    const dialog = page.getByRole('dialog', { name: 'Priya Sharma' });
    const interviews = dialog.getByRole('region', { name: 'Interviews' });
    await interviews.getByText('No interviews yet.').waitFor();
    await interviews.getByRole('button', { name: 'Schedule interview' }).click();
    // The form takes the button's place, and focus with it.
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('name'));
    await expect.poll(focusedName).toBe('date');

    const form = interviews.getByRole('form', { name: 'Schedule interview' });
    await form.getByLabel('Date').fill(`${NEXT_YEAR}-01-19`);
    await form.getByLabel('Time (UK)').fill('10:00');
    // India is five and a half hours ahead of GMT.
    await form.getByText('15:30 in New Delhi for the applicant').waitFor();
    await form.getByLabel('Length').selectOption('45');
    await form.getByLabel('In person at an office').check();
    const office = form.getByRole('combobox', { name: 'Office' });
    await expect.poll(() => office.locator('option').count()).toBeGreaterThan(1);
    const firstOffice = await office.locator('option').nth(1).getAttribute('value');
    await office.selectOption(firstOffice ?? '');
    await form.getByRole('button', { name: 'Schedule and send invitations' }).click();
    // Nothing chosen yet: the form says so and sends nothing.
    await form.getByText('Choose at least one interviewer').waitFor();
    await form.getByLabel('Grace Hopper').check();
    await form.getByLabel('Alan Turing').check();
    await form
      .getByText(
        'Saving e-mails an invitation with a calendar file to Priya Sharma, the applicant, and to Alan Turing and Grace Hopper.',
      )
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Schedule and send invitations' }).click();

    await interviews
      .getByRole('status')
      .getByText(/Interview scheduled/)
      .waitFor();
    const listed = interviews.getByRole('listitem').filter({ hasText: `19 Jan ${NEXT_YEAR}, 10:00 UK time` });
    await listed.waitFor();
    await listed.getByText('15:30 in New Delhi for the applicant · 45 minutes').waitFor();
    await listed.getByText('With Alan Turing and Grace Hopper').waitFor();
    const [stored] = await storedInterviews(applicationId);
    expect(stored?.startsAt).toBe(`${NEXT_YEAR}-01-19T10:00:00.000Z`);
    expect(stored?.location).toBe(firstOffice);

    // On the overview, linking back to the application.
    await page.goto(`${site.server.url}/dashboard`);
    const panel = page.getByRole('region', { name: 'Upcoming interviews' });
    await panel.getByRole('link', { name: 'Priya Sharma' }).click();
    await page.waitForURL((url) => url.searchParams.get('open') === applicationId);
    await dialog.waitFor();

    // Moved to 10:00 UK time in July: BST, so 09:00 UTC.
    await interviews.getByRole('button', { name: /^Edit/ }).click();
    const change = interviews.getByRole('form', { name: 'Change interview' });
    await change.getByLabel('Date').fill(`${NEXT_YEAR}-07-19`);
    await change.getByText('14:30 in New Delhi for the applicant').waitFor();
    await change.getByRole('button', { name: 'Save and send updates' }).click();
    await interviews
      .getByRole('status')
      .getByText('Interview changed; the updates are on their way.')
      .waitFor();
    expect((await storedInterviews(applicationId))[0]?.startsAt).toBe(`${NEXT_YEAR}-07-19T09:00:00.000Z`);

    // Cancelled after a confirmation that says who is told; it stays, struck through.
    await interviews.getByRole('button', { name: /^Cancel interview/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this interview?' });
    await confirm
      .getByText(/Priya Sharma, Alan Turing and Grace Hopper will be e-mailed a cancellation/)
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel interview' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await interviews.getByText('Cancelled', { exact: true }).waitFor();
    expect((await storedInterviews(applicationId))[0]?.status).toBe('cancelled');
    // Its buttons have gone; focus is on "Schedule interview", not lost to the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Schedule interview');
    expect(await interviews.getByRole('button', { name: /^Edit/ }).count()).toBe(0);

    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
