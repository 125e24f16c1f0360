import { afterAll, describe, expect, it } from 'vitest';
import {
  openSignedInPage,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
} from '../../support/fixtures.ts';
import { startSmtpSink } from '../../support/smtp-sink.ts';

// The Outbox screen (decision 013) against the built site and a real SMTP server in this process:
// an e-mail the mail server refuses ends as failed, shows its error, and Retry sends it; a queued
// one can be cancelled; and a site with no mail server says so.

const COMPANY = 'enquiries@company.example';

function enquiry(email: string) {
  return {
    firstName: 'Tomasz',
    lastName: 'Nowak',
    email,
    phone: '0123456789',
    message: 'Please quote for an earthing study to BS EN 50522 for a 132/33 kV substation.',
  };
}

async function sendEnquiry(url: string, email: string): Promise<void> {
  const response = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(enquiry(email)),
  });
  expect(response.status).toBe(201);
}

// The sink listens before the site starts, so the site is configured with its address.
const sink = await startSmtpSink();
afterAll(() => sink.close());

describe('outbox screen with a mail server', () => {
  const site = startedSite({ SMTP_URL: sink.url, CONTACT_TO_EMAIL: COMPANY });

  it('shows a refused e-mail as failed with its error, and Retry sends it', async () => {
    sink.mode = 'refuse-for-good';
    await sendEnquiry(site.server.url, 'tomasz.nowak@client.example');
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/outbox?status=failed');
    const table = page.getByRole('table', { name: 'E-mail outbox' });
    const row = table.getByRole('row').filter({ hasText: COMPANY });
    // Refused for good (550) is failed after one try; the screen may need a refresh to see it.
    await expect
      .poll(
        async () => {
          if ((await row.count()) === 0) await page.getByRole('button', { name: 'Refresh' }).click();
          return row.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await row.getByText('Failed', { exact: true }).waitFor();
    expect(await row.textContent()).toContain('No such mailbox here');
    expect(await row.textContent()).toContain('Website enquiry from Tomasz Nowak');

    sink.mode = 'accept';
    await row.getByRole('button', { name: `Retry e-mail to ${COMPANY}` }).click();
    await page.getByText(`The e-mail to ${COMPANY} was queued again.`).waitFor();
    const [sent] = await sink.waitFor(1);
    expect(sent?.envelope.to).toEqual([COMPANY]);

    await page.getByLabel('Status').selectOption('sent');
    const sentRow = table.getByRole('row').filter({ hasText: COMPANY });
    await expect
      .poll(
        async () => {
          if ((await sentRow.count()) === 0) await page.getByRole('button', { name: 'Refresh' }).click();
          return sentRow.count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('cancels a queued e-mail after asking', async () => {
    // The server is down: the message waits (10-20 s) for its next try, queued.
    await sink.pause();
    await sendEnquiry(site.server.url, 'ines.garcia@client.example');
    const { page, close } = await openSignedInPage(site, '/dashboard/outbox?status=queued');
    const row = page
      .getByRole('table', { name: 'E-mail outbox' })
      .getByRole('row')
      .filter({ hasText: 'ines.garcia@client.example' });
    await row.getByRole('button', { name: 'Cancel e-mail to ines.garcia@client.example' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel e-mail' });
    await dialog.getByText('will not be sent').waitFor();
    await dialog.getByRole('button', { name: 'Cancel e-mail' }).click();
    await page.getByText('The e-mail to ines.garcia@client.example was cancelled.').waitFor();
    await page.getByLabel('Status').selectOption('cancelled');
    await page
      .getByRole('table', { name: 'E-mail outbox' })
      .getByRole('row')
      .filter({ hasText: 'ines.garcia@client.example' })
      .getByText('Cancelled', { exact: true })
      .waitFor();
    await close();
    await sink.start();
  });
});

describe('outbox screen without a mail server', () => {
  const site = startedSite();

  it('says that no mail server is configured and keeps the messages queued', async () => {
    await sendEnquiry(site.server.url, 'ola.berg@client.example');
    const { page, close } = await openSignedInPage(site, '/dashboard/outbox');
    await page
      .getByText('No mail server is configured, so e-mails stay queued here and are not sent.')
      .waitFor();
    const row = page
      .getByRole('table', { name: 'E-mail outbox' })
      .getByRole('row')
      .filter({ hasText: 'ola.berg@client.example' });
    await row.getByText('Queued', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Enquiries', exact: true }).count()).toBeGreaterThan(0);
    await close();
  });
});
