import { afterAll, describe, expect, it } from 'vitest';
import { applicationDetailAnswer } from '../../../domain/answers/applications.ts';
import { emailTemplateListAnswer } from '../../../domain/answers/candidate-emails.ts';
import {
  adminToken,
  openSignedInPage,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
} from '../../support/fixtures.ts';
import { applyAs, createJob } from '../../support/site-data.ts';
import { startSmtpSink } from '../../support/smtp-sink.ts';

// Decision 026: a move on the pipeline board into a status with a template offers that e-mail
// and sends nothing; following the offer opens the application's dialog with the composer on
// that template and its preview; only Send there sends, and the message arrives (a real SMTP
// server in this process) merged with the applicant's first name.

const sink = await startSmtpSink();
afterAll(() => sink.close());

const site = startedSite({ SMTP_URL: sink.url });
const TITLE = 'Protection Engineer';
const SLOW = { timeout: 10_000 };

let token: string | undefined;
async function api(path: string): Promise<unknown> {
  // Signed in once: a sign-in is a slow password check, too slow to repeat inside a poll.
  token ??= (await adminToken(site)).token;
  const answer = await fetch(`${site.server.url}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return answer.json();
}
const detail = async (id: string) => applicationDetailAnswer.parse(await api(`/applications/${id}`)).data;
const candidateEmails = async (id: string) =>
  (await detail(id)).emails.filter((email) => email.kind === 'candidate');
// Applying is acknowledged by e-mail; every other message to an applicant is one HR chose to send.
const ACKNOWLEDGEMENT = /^Your application has been received/;
const mailsTo = (address: string) => sink.received.filter((mail) => mail.envelope.to.includes(address));
const activeCard = (page: import('../../support/fixtures.ts').Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-board-card') ?? null);

describe('the board offers the matching e-mail after a move (decision 026)', () => {
  it('offers the rejection after a keyboard move, sends nothing, and its link opens the composer that sends it', async () => {
    const jobId = await createJob(site, (await adminToken(site)).token, { title: TITLE });
    const ada = await applyAs(site, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.lovelace@applicant.example',
      position: TITLE,
    });
    const templates = emailTemplateListAnswer.parse(await api('/email-templates')).data.templates;
    const rejection = templates.find((template) => template.purpose === 'rejection');
    expect(rejection).toBeDefined();

    const { page, close, consoleErrors } = await openSignedInPage(site, `/dashboard/jobs/${jobId}/board`);
    const card = page.locator(`[data-board-card="${ada}"]`);
    await card.waitFor();
    const offer = page.getByRole('status').filter({ has: page.getByRole('link') });
    await card.focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.locator('[aria-live="assertive"]').textContent(), SLOW)
      .toContain('Ada Lovelace is over Rejected');
    await page.keyboard.press('Space');

    await offer.waitFor(SLOW);
    expect(await offer.textContent()).toContain('Ada Lovelace moved to Rejected. Send the rejection e-mail?');
    await expect.poll(async () => (await detail(ada)).application.status, SLOW).toBe('rejected');
    // Offered, never sent by itself; focus stayed on the moved card.
    expect(await candidateEmails(ada)).toEqual([]);
    expect(await activeCard(page)).toBe(ada);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Tab goes from the moved card to the offer, Shift+Tab back, "Not now" on to the card's Open link.
    const write = offer.getByRole('link', { name: 'Write the rejection e-mail' });
    await page.keyboard.press('Tab');
    await expect.poll(() => write.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => activeCard(page)).toBe(ada);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Not now');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Open Ada Lovelace');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => activeCard(page)).toBe(ada);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await page.waitForURL(
      (url) =>
        url.pathname === '/dashboard/applications' &&
        url.searchParams.get('open') === ada &&
        url.searchParams.get('compose') === rejection?._id,
    );
    const dialog = page.getByRole('dialog', { name: 'Ada Lovelace' });
    const composer = dialog.getByRole('form', { name: 'Write to the applicant' });
    await composer.waitFor(SLOW);
    expect(await composer.getByLabel('Template').inputValue()).toBe(rejection?._id);
    const preview = composer.getByRole('region', { name: 'Preview' });
    await preview.getByText('Your application for Protection Engineer').waitFor(SLOW);
    expect(await preview.textContent()).toContain('Dear Ada,');
    expect(await candidateEmails(ada)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await composer.getByRole('button', { name: 'Send' }).click();
    await dialog
      .getByText('“Your application for Protection Engineer” is queued to ada.lovelace@applicant.example.')
      .waitFor(SLOW);
    // Sent or cancelled, the composer leaves the address: a reload does not offer it again.
    await page.waitForURL((url) => url.searchParams.get('open') === ada && !url.searchParams.has('compose'));
    const subject = 'Your application for Protection Engineer';
    await expect
      .poll(() => mailsTo('ada.lovelace@applicant.example').some((mail) => mail.parsed.subject === subject), {
        timeout: 15_000,
      })
      .toBe(true);
    const mail = mailsTo('ada.lovelace@applicant.example').find(
      (received) => received.parsed.subject === subject,
    );
    expect(mail?.parsed.text).toContain('Dear Ada,');
    expect(mail?.parsed.text).not.toContain('{{');
    expect(await candidateEmails(ada)).toHaveLength(1);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => !url.searchParams.has('open') && !url.searchParams.has('compose'));
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('offers the offer e-mail after a drag to Hired; Not now dismisses it, and a move without a template offers nothing', async () => {
    const jobId = await createJob(site, (await adminToken(site)).token, { title: 'Earthing Engineer' });
    const grace = await applyAs(site, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@applicant.example',
      position: 'Earthing Engineer',
    });
    const { page, close, consoleErrors } = await openSignedInPage(site, `/dashboard/jobs/${jobId}/board`);
    const card = page.locator(`[data-board-card="${grace}"]`);
    await card.waitFor();
    await card.dragTo(page.locator('[data-board-column="hired"]'));
    const offer = page.getByRole('status').filter({ has: page.getByRole('link') });
    await offer.waitFor(SLOW);
    expect(await offer.textContent()).toContain('Grace Hopper moved to Hired. Send the offer e-mail?');
    expect(await offer.getByRole('link', { name: 'Write the offer e-mail' }).count()).toBe(1);

    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => offer.count()).toBe(0);
    expect(await activeCard(page)).toBe(grace);

    // Reviewed has no template to offer.
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.locator('[aria-live="assertive"]').textContent(), SLOW)
      .toBe('Grace Hopper moved to Reviewed.');
    expect(await offer.count()).toBe(0);
    expect(await candidateEmails(grace)).toEqual([]);
    // Only the acknowledgement of the application itself reached Grace.
    const toGrace = mailsTo('grace.hopper@applicant.example').map((mail) => mail.parsed.subject ?? '');
    expect(toGrace.filter((subject) => !ACKNOWLEDGEMENT.test(subject))).toEqual([]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
