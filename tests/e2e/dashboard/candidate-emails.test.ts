import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDetailAnswer } from '../../../domain/answers/applications.ts';
import { openPage } from '../../support/browser.ts';
import {
  adminToken,
  ownStaffAccount,
  type Page,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
} from '../../support/fixtures.ts';
import { applyAs } from '../../support/site-data.ts';
import { startSmtpSink } from '../../support/smtp-sink.ts';

// Decision 026 end to end, in Chromium against the built site and a real SMTP server in this
// process: HR rejects an applicant, accepts the offer to send the rejection, sends the template
// and the message arrives merged with the applicant's name; and a bulk status change of three
// applications through the list, which e-mails no one.

const HR_MAILBOX = 'careers@company.example';

const sink = await startSmtpSink();
afterAll(() => sink.close());

describe('candidate e-mails in the dashboard', () => {
  const site = startedSite({ SMTP_URL: sink.url, HR_TO_EMAIL: HR_MAILBOX });
  let hr: { email: string; password: string; name: string };

  beforeAll(async () => {
    hr = await ownStaffAccount(site, { role: 'hr', name: 'Harriet Hughes' });
  });

  async function signedInAsHr(path: string, width?: number) {
    const opened = await openPage(site.browser, width ? { width } : {});
    await opened.page.goto(`${site.server.url}/login`);
    await opened.page.getByLabel('Email').fill(hr.email);
    await opened.page.locator('#login-password').fill(hr.password);
    await opened.page.getByRole('button', { name: 'Sign in' }).click();
    await opened.page.getByRole('heading', { name: `Welcome, ${hr.name}` }).waitFor();
    await opened.page.goto(`${site.server.url}${path}`);
    await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
    return opened;
  }

  async function detail(id: string) {
    const { token } = await adminToken(site);
    const response = await fetch(`${site.server.url}/api/applications/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return applicationDetailAnswer.parse(await response.json()).data;
  }

  async function openApplication(page: Page, name: string) {
    await page.getByRole('button', { name, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('heading', { name: 'E-mails' }).waitFor();
    return dialog;
  }

  it('rejects an applicant, offers the rejection e-mail, and sends it merged with their first name', async () => {
    const id = await applyAs(site, {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya.sharma@applicant.example',
    });
    const { page, close, consoleErrors } = await signedInAsHr('/dashboard/applications');
    const dialog = await openApplication(page, 'Priya Sharma');

    await dialog.getByLabel('Status').first().selectOption('rejected');
    const offer = dialog.getByText('Send the rejection e-mail?');
    await offer.waitFor();
    // Offered, never sent by itself.
    expect((await detail(id)).emails.filter((email) => email.kind === 'candidate')).toEqual([]);

    await dialog.getByRole('button', { name: 'Write the e-mail' }).click();
    const composer = dialog.getByRole('form', { name: 'Write to the applicant' });
    expect(await composer.getByLabel('Subject').inputValue()).toBe('Your application for {{position}}');
    await composer.getByRole('button', { name: 'Preview' }).click();
    const preview = composer.getByRole('region', { name: 'Preview' });
    await preview.getByText('Your application for Protection Engineer').waitFor();
    expect(await preview.textContent()).toContain('Dear Priya,');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await composer.getByRole('button', { name: 'Send' }).click();
    await dialog
      .getByText('“Your application for Protection Engineer” is queued to priya.sharma@applicant.example.')
      .waitFor();
    await dialog
      .getByRole('listitem')
      .filter({ hasText: 'Your application for Protection Engineer' })
      .waitFor();

    const subject = 'Your application for Protection Engineer';
    await expect
      .poll(() => sink.received.some((received) => received.parsed.subject === subject), { timeout: 15_000 })
      .toBe(true);
    const mail = sink.received.find((received) => received.parsed.subject === subject);
    expect(mail?.envelope.to).toEqual(['priya.sharma@applicant.example']);
    expect(mail?.parsed.text).toContain('Dear Priya,');
    expect(mail?.parsed.text).not.toContain('{{');
    expect(mail?.parsed.html).toContain('Dear Priya,');
    expect(mail?.parsed.replyTo?.value).toEqual([{ name: '', address: HR_MAILBOX }]);

    // The timeline shows its delivery once the sender has recorded it.
    await expect
      .poll(async () => (await detail(id)).emails.find((email) => email.kind === 'candidate')?.status, {
        timeout: 10_000,
      })
      .toBe('sent');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await openApplication(page, 'Priya Sharma');
    await page
      .getByRole('dialog', { name: 'Priya Sharma' })
      .getByRole('listitem')
      .filter({ hasText: 'Your application for Protection Engineer' })
      .getByText('Sent', { exact: true })
      .waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('keeps what was typed when sending is refused, and sends nothing until it is put right', async () => {
    const id = await applyAs(site, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@applicant.example',
    });
    const { page, close, consoleErrors } = await signedInAsHr('/dashboard/applications');
    const dialog = await openApplication(page, 'Grace Hopper');
    await dialog.getByRole('button', { name: 'Write to applicant' }).click();
    const composer = dialog.getByRole('form', { name: 'Write to the applicant' });
    // Focus starts in the composer.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('template');
    const body = 'Dear {{firstName}},\n\nCould you tell us your {{salary}} expectations?';
    await composer.getByLabel('Subject').fill('A question about your application');
    await composer.getByLabel('Message').fill(body);
    await composer.getByRole('button', { name: 'Send' }).click();
    await composer.getByText('Unknown merge field {{salary}}', { exact: false }).first().waitFor();
    expect(await composer.getByLabel('Subject').inputValue()).toBe('A question about your application');
    expect(await composer.getByLabel('Message').inputValue()).toBe(body);
    expect((await detail(id)).emails.filter((email) => email.kind === 'candidate')).toEqual([]);

    await composer
      .getByLabel('Message')
      .fill('Dear {{firstName}},\n\nCould you tell us your salary expectations?');
    await composer.getByRole('button', { name: 'Send' }).click();
    await dialog
      .getByText('“A question about your application” is queued to grace.hopper@applicant.example.')
      .waitFor();
    // The composer has gone; focus is back on the button that opens it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Write to applicant');
    await expect
      .poll(() => sink.received.some((mail) => mail.parsed.subject === 'A question about your application'), {
        timeout: 15_000,
      })
      .toBe(true);
    const mail = sink.received.find(
      (received) => received.parsed.subject === 'A question about your application',
    );
    expect(mail?.parsed.text).toContain('Dear Grace,');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('manages templates: an unknown merge field is named under its field, then the template is saved and listed', async () => {
    const { page, close, consoleErrors } = await signedInAsHr('/dashboard/email-templates', 375);
    await page.getByRole('heading', { name: 'Rejection', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Merge fields' }).count()).toBe(1);
    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('dialog', { name: 'New template' });
    await form.getByLabel('Name').fill('Holding reply');
    await form.getByLabel('Subject').fill('Your application for {{position}}');
    await form.getByLabel('Message').fill('Dear {{firstname}},\n\nWe are still reading applications.');
    await form.getByRole('button', { name: 'Create template' }).click();
    await form.getByText(/Unknown merge field \{\{firstname\}\}/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByLabel('Message').fill('Dear {{firstName}},\n\nWe are still reading applications.');
    await form.getByRole('button', { name: 'Create template' }).click();
    await page.getByText('The template “Holding reply” was created.').waitFor();
    await page.getByRole('heading', { name: 'Holding reply' }).waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('changes the status of three applications at once from the list, e-mailing no one', async () => {
    const people = [
      { firstName: 'Alan', lastName: 'Turing', email: 'alan.turing@applicant.example' },
      { firstName: 'Bea', lastName: 'Bright', email: 'bea.bright@applicant.example' },
      { firstName: 'Cyd', lastName: 'Charisse', email: 'cyd.charisse@applicant.example' },
    ];
    const ids: string[] = [];
    for (const person of people) ids.push(await applyAs(site, person));
    const { page, close, consoleErrors } = await signedInAsHr('/dashboard/applications');
    for (const person of people) {
      await page.getByRole('checkbox', { name: `Select ${person.firstName} ${person.lastName}` }).check();
    }
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('3 selected').waitFor();
    await bar.getByLabel('Change status').selectOption('reviewed');
    await bar.getByRole('button', { name: 'Apply' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Change status' });
    expect(await confirm.textContent()).toContain(
      'Change the status of 3 applications to Reviewed? No e-mail is sent.',
    );
    await confirm.getByRole('button', { name: 'Change status' }).click();
    await page.getByText('Status changed for 3 applications.').waitFor();

    for (const id of ids) {
      const read = await detail(id);
      expect(read.application.status).toBe('reviewed');
      expect(read.history.map((change) => [change.from, change.to, change.changedByName])).toEqual([
        ['pending', 'reviewed', 'Harriet Hughes'],
      ]);
      expect(read.emails.filter((email) => email.kind === 'candidate')).toEqual([]);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
