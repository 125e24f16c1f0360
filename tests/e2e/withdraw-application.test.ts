import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { renderEmail } from '../../server/mail/render-email.ts';
import { openPage } from '../support/browser.ts';
import {
  adminToken,
  type Db,
  seriousAxeViolations,
  siteDatabase,
  startedSite,
  waitForHydration,
} from '../support/fixtures.ts';

// Decision 017: the applicant opens the link from their confirmation e-mail, reads what
// withdrawing does, presses "Withdraw my application" and is told it is done; the application
// is gone. Opening the page deletes nothing, and the page is never cached or indexed.

const w = MESSAGES.withdrawal;

/** A small but real PDF document: one blank page (uploads must read as a PDF with pages). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

describe('withdrawing an application from the e-mailed link', () => {
  const site = startedSite();
  let token = '';
  let db: Db;

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
        firstName: 'Joan',
        lastName: 'Clarke',
        email: 'joan.clarke@applicant.example',
        phone: '+44 20 7946 0000',
        country: 'United Kingdom',
        position: 'Protection Engineer',
        cvUrl: fileUrl,
      }),
    });
    expect(created.status).toBe(201);
    return (await created.json()).data.application._id;
  }

  /** The link in the HTML part of the confirmation queued for `id`, as the sender renders it. */
  async function emailedLink(id: string): Promise<string> {
    const rows = await db
      .selectFrom('emailOutbox')
      .select('payload')
      .where('kind', '=', 'application-confirmation')
      .execute();
    const payload = rows.map((row) => JSON.parse(row.payload)).find((p) => p.application_id === id);
    const { html } = renderEmail('application-confirmation', payload, { publicUrl: site.server.url });
    const href = html.match(/href="([^"]*\/withdraw-application\?token=[^"]+)"/)?.[1];
    if (!href) throw new Error('no withdrawal link in the confirmation');
    return href;
  }

  const applicationStatus = async (id: string) =>
    (
      await fetch(`${site.server.url}/api/applications/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).status;

  beforeAll(async () => {
    token = (await adminToken(site)).token;
    db = siteDatabase(site.server.dataDir);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('serves the page uncached and unindexed, out of the sitemap, and opening it deletes nothing', async () => {
    const id = await apply();
    const link = await emailedLink(id);
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(link);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const html = await response.text();
      expect(html).toContain('<title>Withdraw your application | Voltline Engineering</title>');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
      expect(html).toContain('Withdraw my application');
    }
    expect(await applicationStatus(id)).toBe(200);
    const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/privacy-policy');
    expect(sitemap).not.toContain('withdraw');
  });

  it('withdraws the application with one press of the button, then refuses the link', async () => {
    const id = await apply();
    const link = await emailedLink(id);
    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(link);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Withdraw your application');
    await expect.poll(() => page.getByText('What happens when you withdraw').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const button = page.getByRole('button', { name: 'Withdraw my application' });
    await waitForHydration(page, '#withdraw-button');
    await button.click();
    // The site layout has its own status region (the navigation progress), so name this one.
    await page.getByRole('status').filter({ hasText: w.withdrawn }).waitFor();
    expect(await button.count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to Careers' }).isVisible()).toBe(true);
    expect(await applicationStatus(id)).toBe(404);

    // The same link again: the page still opens, and the button says it is already done.
    await page.reload();
    await waitForHydration(page, '#withdraw-button');
    await page.getByRole('button', { name: 'Withdraw my application' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(w.gone);
    expect(await page.getByRole('button', { name: 'Withdraw my application' }).count()).toBe(0);
    // The API client logs the refusal as a warning, not an error.
    expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    await close();
  });

  it('says a link without its token is not valid, and offers no button', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser, { width: 375 });
    await page.goto(`${site.server.url}/withdraw-application`);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(w.linkInvalid);
    expect(await page.getByRole('button', { name: 'Withdraw my application' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
