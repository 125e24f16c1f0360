import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { insightsAnswer } from '../../../domain/answers/insights.ts';
import type { Insights } from '../../../domain/insights.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { createJob } from '../../../server/db/jobs.ts';
import {
  adminToken,
  openSignedInPage,
  ownStaffAccount,
  type StartedSite,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
  waitForHydration,
} from '../../support/fixtures.ts';
import { ukDateFromToday } from '../../support/uk-dates.ts';

// Decision 029, "Done when": two people read the public site in Chromium (one arriving from a
// newsletter link, one from LinkedIn), one sends an enquiry and the other an application through
// the three steps of the form; a bot and a browser sending Global Privacy Control read it too.
// Then GET /api/insights and the Insights screen show the views, exactly two visitors, the
// campaign and one conversion in each funnel, and no public answer set a cookie. Counting is on
// by default (INSIGHTS unset). Page views reach the database every 2 s: the API is polled.

const USER_AGENTS = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  privacy:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
} as const;

const JOB_TITLE = 'DESIGN MANAGER'; // has a fixed job description PDF (content/documents.ts)
const JOB_PDF = '/documents/jobs/design-manager.pdf';
const CAMPAIGN = '?utm_source=newsletter&utm_medium=email&utm_campaign=spring';

/** A small but real PDF document: one blank page (uploads must read as a PDF with pages). */
function pdf(label: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n% ${label}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

type Visitor = {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  /** Public answers that carried a Set-Cookie header, by address. */
  cookieSetters: string[];
  /** Waits for every answer's headers to be read. */
  settled: () => Promise<unknown>;
};

async function openVisitor(
  site: StartedSite,
  options: { userAgent: string; extraHTTPHeaders?: Record<string, string>; width?: number },
): Promise<Visitor> {
  const context = await site.browser.newContext({
    userAgent: options.userAgent,
    extraHTTPHeaders: options.extraHTTPHeaders,
    viewport: { width: options.width ?? 1280, height: 800 },
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const cookieSetters: string[] = [];
  const reads: Promise<void>[] = [];
  // Every answer the public pages get, the beacon's included (headers() hides Set-Cookie; this
  // reads it).
  context.on('response', (response) => {
    reads.push(
      response.headerValue('set-cookie').then(
        (value) => {
          if (value !== null) cookieSetters.push(response.url());
        },
        () => undefined,
      ),
    );
  });
  return { context, page, consoleErrors, cookieSetters, settled: () => Promise.all(reads) };
}

async function visit(visitor: Visitor, site: StartedSite, path: string, referer?: string) {
  const response = await visitor.page.goto(`${site.server.url}${path}`, { waitUntil: 'load', referer });
  expect(response?.status(), path).toBe(200);
  await waitForHydration(visitor.page, 'main');
}

async function continueTo(page: Page, step: string) {
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expect
    .poll(() => page.locator('[data-wizard-step]:not([hidden])').getAttribute('data-wizard-step'))
    .toBe(step);
}

/** The three steps of the application form, filled in and sent (tests/e2e/apply.test.ts). */
async function applyThroughTheForm(page: Page) {
  await waitForHydration(page, '#apply-firstName');
  await page.fill('#apply-firstName', 'Ada');
  await page.fill('#apply-lastName', 'Lovelace');
  await page.fill('#apply-email', 'ada.insights@example.com');
  await page.fill('#apply-phone', '+44 (0)1206 000000');
  await continueTo(page, '2');
  await page.selectOption('#apply-country', 'United Kingdom');
  await expect.poll(() => page.locator('#apply-position').inputValue()).toBe(JOB_TITLE);
  await page.setInputFiles('#apply-cv', {
    name: 'ada-cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('insights'),
  });
  await continueTo(page, '3');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByRole('dialog', { name: MESSAGES.application.successTitle }).waitFor();
}

/** The contact form, filled in and sent (tests/e2e/contact.test.ts). */
async function sendEnquiry(page: Page) {
  await waitForHydration(page, 'form');
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.co.uk');
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('0123456789');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('A site survey for a 33 kV substation.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('status').filter({ hasText: MESSAGES.contact.success }).waitFor();
}

describe('Insights without cookies (decision 029)', () => {
  let jobId = '';
  const site = startedSite(
    {},
    {
      seed: async (db) => {
        jobId = (
          await createJob(db, {
            title: JOB_TITLE,
            type: 'DESIGN AND ENGINEERING',
            place: 'Colchester, Essex',
            country: 'United Kingdom',
            isActive: true,
            qualifications: 'Degree in Electrical Engineering',
            experience: '5-7 years',
            responsibilities: 'Lead the design team',
          })
        )._id;
      },
    },
  );
  const today = ukDateFromToday(0);
  const jobPage = () => `/careers/${encodeURIComponent(jobId)}`;
  const cookieSetters: string[] = [];

  async function insightsFor(token: string): Promise<Insights> {
    const response = await fetch(`${site.server.url}/api/insights?from=${today}&to=${today}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return insightsAnswer.parse(await response.json()).data;
  }

  // The journeys come first; the tests after them read what they left (the file runs in order).
  it('lets two people read the site, apply and enquire, and a bot and a GPC browser read it too', async () => {
    // The applicant: from LinkedIn to the careers page, a job and its description, then the form.
    const applicant = await openVisitor(site, { userAgent: USER_AGENTS.desktop });
    await visit(applicant, site, '/careers', 'https://www.linkedin.com/');
    await visit(applicant, site, jobPage());
    const description = applicant.context.waitForEvent('page');
    await applicant.page
      .getByRole('link', { name: /View Job Description/ })
      .first()
      .click();
    await (await description).close();
    await visit(applicant, site, `/apply?country=United%20Kingdom&position=${encodeURIComponent(JOB_TITLE)}`);
    await applyThroughTheForm(applicant.page);
    await visit(applicant, site, '/');

    // The client: the newsletter's link, a service, then the contact form on a phone.
    const client = await openVisitor(site, { userAgent: USER_AGENTS.phone, width: 375 });
    await visit(client, site, `/${CAMPAIGN}`);
    await visit(client, site, '/services/survey');
    await visit(client, site, '/contact');
    await sendEnquiry(client.page);

    // Neither counts: a crawler, and a browser asking not to be tracked.
    const bot = await openVisitor(site, { userAgent: USER_AGENTS.bot });
    await visit(bot, site, '/');
    await visit(bot, site, '/careers');
    const private_ = await openVisitor(site, {
      userAgent: USER_AGENTS.privacy,
      extraHTTPHeaders: { 'Sec-GPC': '1' },
    });
    await visit(private_, site, '/');
    await visit(private_, site, '/contact');

    for (const visitor of [applicant, client, bot, private_]) {
      await visitor.settled();
      cookieSetters.push(...visitor.cookieSetters);
      // Nothing kept on the device either: no cookie, no storage (but React Router's own scroll
      // positions for Back, which stay in the tab).
      expect(await visitor.context.cookies()).toEqual([]);
      expect(
        await visitor.page.evaluate(() => ({
          local: Object.keys(localStorage),
          session: Object.keys(sessionStorage).filter((key) => key !== 'react-router-scroll-positions'),
        })),
      ).toEqual({ local: [], session: [] });
      // The beacon's endpoint answers 204; a 404 or 400 would show here as a failed resource.
      expect(visitor.consoleErrors).toEqual([]);
      await visitor.context.close();
    }
  });

  it('sets no cookie on any public answer', () => {
    expect(cookieSetters).toEqual([]);
  });

  it('answers GET /api/insights with the views, exactly two visitors, the campaign and one conversion in each funnel', async () => {
    const { token } = await adminToken(site);
    // The collector flushes every 2 s; the application and the enquiry are recorded as they are stored.
    await expect
      .poll(async () => {
        const insights = await insightsFor(token);
        return {
          visitors: insights.visitors,
          pageviews: insights.pageviews,
          sent: insights.funnels.careers.at(-1),
        };
      })
      .toEqual({
        visitors: 2,
        pageviews: 7,
        sent: expect.objectContaining({ stage: 'submitted', visits: 1 }),
      });

    const insights = await insightsFor(token);
    expect(insights).toMatchObject({ from: today, to: today, isCareersOnly: false });
    expect(insights.daily).toEqual([{ day: today, visitors: 2, pageviews: 7 }]);
    // Two visitors read the home page; the bot and the GPC browser added nothing to it.
    expect([...insights.topPages].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      [
        { path: '/', name: 'Home', views: 2, visitors: 2 },
        { path: '/apply', name: 'Application form', views: 1, visitors: 1 },
        { path: '/careers', name: 'Careers', views: 1, visitors: 1 },
        { path: jobPage(), name: `${JOB_TITLE}, Colchester, Essex`, views: 1, visitors: 1 },
        { path: '/contact', name: 'Contact us', views: 1, visitors: 1 },
        { path: '/services/survey', name: 'Survey', views: 1, visitors: 1 },
      ].sort((a, b) => a.path.localeCompare(b.path)),
    );
    expect(insights.campaigns).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'spring', visitors: 1 },
    ]);
    expect(insights.referrers).toEqual([{ host: 'www.linkedin.com', visitors: 1 }]);
    expect([...insights.devices].sort((a, b) => a.device.localeCompare(b.device))).toEqual([
      { device: 'desktop', visitors: 1 },
      { device: 'mobile', visitors: 1 },
    ]);
    expect(insights.funnels.careers.map(({ stage, visits }) => ({ stage, visits }))).toEqual([
      { stage: 'careers', visits: 1 },
      { stage: 'job', visits: 1 },
      { stage: 'step-1', visits: 1 },
      { stage: 'step-2', visits: 1 },
      { stage: 'step-3', visits: 1 },
      { stage: 'submitted', visits: 1 },
    ]);
    expect(insights.funnels.contact.map(({ stage, visits }) => ({ stage, visits }))).toEqual([
      { stage: 'contact', visits: 1 },
      { stage: 'enquiry', visits: 1 },
    ]);
    expect(insights.conversions).toEqual([
      { path: '/services/survey', name: 'Survey', visits: 1, withEnquiry: 1 },
    ]);
    expect(insights.events).toEqual(
      expect.arrayContaining([
        { kind: 'application-step', detail: '1', count: 1 },
        { kind: 'application-step', detail: '2', count: 1 },
        { kind: 'application-step', detail: '3', count: 1 },
        { kind: 'download', detail: JOB_PDF, count: 1 },
      ]),
    );
  });

  it('gives HR the careers figures only', async () => {
    const hr = await ownStaffAccount(site, { role: 'hr' });
    const signIn = await fetch(`${site.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: hr.email, password: hr.password }),
    });
    const body: { token?: string } = await signIn.json();
    expect(body.token).toEqual(expect.any(String));
    const insights = await insightsFor(body.token ?? '');
    expect(insights.isCareersOnly).toBe(true);
    expect(insights.topPages.map((row) => row.path).sort()).toEqual(['/apply', '/careers', jobPage()].sort());
    expect(insights.funnels.careers.at(-1)).toMatchObject({ stage: 'submitted', visits: 1 });
    expect(insights.conversions).toEqual([]);
  });

  for (const width of [375, 1280]) {
    it(`shows the figures on the Insights screen at ${width}px`, async () => {
      const { page, consoleErrors, close } = await openSignedInPage(site, '/dashboard/insights?days=7', {
        width,
      });
      await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
      const visitors = page.locator('p', { hasText: /^Visitors$/ }).locator('..');
      await expect.poll(() => visitors.textContent()).toMatch(/^Visitors2(?![\d,])/);
      expect(await page.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(ukDateFromToday(-6));
      expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(today);

      const campaigns = page.getByRole('region', { name: 'Campaigns' });
      expect(await campaigns.getByRole('row', { name: /spring/ }).textContent()).toContain(
        'newsletter / email',
      );
      // Pages by the names a manager knows them by: the job by its title and place.
      const topPages = page.getByRole('table', { name: 'Top pages by views' });
      expect(await topPages.getByRole('rowheader', { name: new RegExp(JOB_TITLE) }).textContent()).toContain(
        `${JOB_TITLE}, Colchester, Essex`,
      );
      const careers = page.getByRole('region', { name: 'Careers funnel' });
      expect(await careers.getByRole('listitem').last().textContent()).toMatch(/Application sent\s*1/);
      const contact = page.getByRole('region', { name: 'Contact funnel' });
      expect(await contact.getByRole('listitem').last().textContent()).toMatch(/Enquiry sent\s*1/);
      const conversions = page.getByRole('region', { name: 'Enquiries from case studies and services' });
      expect(await conversions.getByRole('row', { name: /\/services\/survey/ }).textContent()).toContain(
        '100%',
      );
      // The chart's figures as a table for screen readers.
      expect(await page.getByRole('table', { name: 'Visitors and page views per day' }).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Chosen dates, then the CSV of the same period.
      await page.getByLabel('From', { exact: true }).fill(today);
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await expect.poll(() => new URL(page.url()).search).toBe(`?from=${today}&to=${today}`);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      expect((await download).suggestedFilename()).toBe(`insights-${today}-to-${today}.csv`);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
      await close();
    });
  }
});
