import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sampleJobs } from '../../content/careers.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { createJob, type JobInput } from '../../server/db/jobs.ts';
import { openPage } from '../support/browser.ts';
import { type Page, seriousAxeViolations, startedSite, waitForHydration } from '../support/fixtures.ts';

// public-site.md §2 Careers (country chooser, job slider, job card, failure with fallback jobs),
// §4 (carousels wrap; careers view: no country, country chosen, back), §8, §9 (slide gap 20).
// A job's own page is tested in job-page.test.ts.

function job(country: string, title: string, extra: Partial<JobInput> = {}): JobInput {
  return {
    title,
    type: 'DESIGN AND ENGINEERING',
    place: country === 'United Kingdom' ? 'Colchester, Essex' : 'New Delhi',
    country,
    isActive: true,
    qualifications: 'Degree in Electrical Engineering',
    experience: '5-7 years',
    responsibilities: 'Prepare single-line diagrams\n\nCheck earthing calculations',
    ...extra,
  };
}

const normalise = (html: string) => html.replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");

/** The job indexes in the slider's window, first = current. */
const windowOrder = (page: Page) =>
  page
    .locator('[data-job-slide]')
    .evaluateAll((slides) => slides.map((s) => s.getAttribute('data-job-slide')));

describe('careers page', () => {
  const site = startedSite(
    {},
    {
      seed: async (db) => {
        // Created oldest first; the list shows newest first.
        await createJob(db, job('United Kingdom', 'Site Engineer'));
        await createJob(
          db,
          job('United Kingdom', 'Cable Engineer', { pdfUrl: '/uploads/jobs/cable-engineer.pdf' }),
        );
        await createJob(db, job('United Kingdom', 'DESIGN MANAGER'));
        await createJob(db, job('India', 'Office Assistant'));
        await createJob(db, job('India', 'Archived Role', { isActive: false }));
        await createJob(db, job('Uzbekistan', 'Closed Role', { isActive: false }));
      },
    },
  );

  it('arrives as HTML titled "Careers | Voltline Engineering" with the active openings per country', async () => {
    const response = await fetch(`${site.server.url}/careers`);
    expect(response.status).toBe(200);
    const html = normalise(await response.text());
    expect(html).toContain('<title>Careers | Voltline Engineering</title>');
    expect([...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1])).toEqual(['Careers']);
    const counts = [...html.matchAll(/data-country="([^"]+)".*?data-openings[^>]*>([^<]+)</gs)].map(
      (match) => `${match[1]}: ${match[2]}`,
    );
    expect(counts).toEqual(['United Kingdom: 3 Openings', 'India: 1 Opening', 'Uzbekistan: 0 Openings']);
    expect(html).toContain(MESSAGES.careers.sendCvPrompt);
    expect(html).not.toContain(MESSAGES.careers.loadFailed);
  });

  it('deep-links a country: /careers?country=United%20Kingdom is server-rendered with its jobs', async () => {
    const html = normalise(await (await fetch(`${site.server.url}/careers?country=United%20Kingdom`)).text());
    expect(html).toContain('Openings in United Kingdom');
    for (const title of ['DESIGN MANAGER', 'Cable Engineer', 'Site Engineer']) expect(html).toContain(title);
    expect(html).not.toContain('Office Assistant');
  });

  it('lists a chosen country in the slider and goes back with Choose Country', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/careers`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.locator('[data-country="United Kingdom"]').click();
    await page.waitForURL(`${site.server.url}/careers?country=United%20Kingdom`);
    const heading = page.getByRole('heading', { name: 'Openings in United Kingdom' });
    await heading.waitFor();
    // Focus follows the view, so keyboard users land on the list.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Openings in United Kingdom');
    await expect
      .poll(() => page.locator('[data-job] h4').allTextContents())
      .toEqual(['DESIGN MANAGER', 'Cable Engineer', 'Site Engineer']);
    // Responsibilities are shown as lines, blank lines dropped.
    expect(await page.locator('[data-job="DESIGN MANAGER"] li').allTextContents()).toEqual([
      'Prepare single-line diagrams',
      'Check earthing calculations',
    ]);
    // §9: slides 20px apart.
    expect(
      await page
        .locator('[data-job-slide]')
        .first()
        .evaluate((el) => getComputedStyle(el.parentElement as Element).columnGap),
    ).toBe('20px');

    await page.getByRole('link', { name: 'Choose Country' }).click();
    await page.waitForURL(`${site.server.url}/careers`);
    await page.locator('[data-country="India"]').click();
    await page.getByRole('heading', { name: 'Openings in India' }).waitFor();
    await expect.poll(() => page.locator('[data-job] h4').allTextContents()).toEqual(['Office Assistant']);
    // One job: nothing to slide.
    expect(await page.getByRole('button', { name: 'Next job' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('wraps the slider both ways with buttons, dots and arrow keys', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser, { width: 375 });
    await page.goto(`${site.server.url}/careers?country=United%20Kingdom`, { waitUntil: 'load' });
    await waitForHydration(page);
    const visibleTitles = () =>
      page
        .locator('[data-job] h4')
        .evaluateAll((titles) => titles.filter((t) => t.checkVisibility()).map((t) => t.textContent));
    await expect.poll(() => windowOrder(page)).toEqual(['0', '1', '2']);
    await expect.poll(() => visibleTitles()).toEqual(['DESIGN MANAGER']);
    await page.getByRole('button', { name: 'Previous job' }).click();
    await expect.poll(() => windowOrder(page)).toEqual(['2', '0', '1']);
    await expect.poll(() => visibleTitles()).toEqual(['Site Engineer']);
    await page.getByRole('button', { name: 'Next job' }).click();
    await page.getByRole('button', { name: 'Next job' }).click();
    await page.getByRole('button', { name: 'Next job' }).click();
    await expect.poll(() => windowOrder(page)).toEqual(['2', '0', '1']);
    await page.getByRole('button', { name: 'Next job' }).click();
    await expect.poll(() => windowOrder(page)).toEqual(['0', '1', '2']);

    const dots = page.getByRole('button', { name: /^Show job/ });
    expect(await dots.count()).toBe(3);
    await page.getByRole('button', { name: 'Show job 2: Cable Engineer' }).click();
    await expect.poll(() => visibleTitles()).toEqual(['Cable Engineer']);
    await expect
      .poll(() => dots.evaluateAll((all) => all.map((dot) => dot.getAttribute('aria-current'))))
      .toEqual([null, 'true', null]);
    // Keyboard: arrows from a focused control move the slider, wrapping too.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => visibleTitles()).toEqual(['Site Engineer']);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => visibleTitles()).toEqual(['DESIGN MANAGER']);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => visibleTitles()).toEqual(['Site Engineer']);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('says "No current openings in Uzbekistan." for a country without active jobs', async () => {
    const { page, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/careers`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.locator('[data-country="Uzbekistan"]').click();
    await page.getByText(MESSAGES.careers.noOpenings('Uzbekistan')).waitFor();
    expect(await page.locator('[data-job]').count()).toBe(0);
    await close();
  });

  it('shows a spinner while the openings load', async () => {
    const { page, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/careers`, { waitUntil: 'load' });
    // A click before hydration would be a full page load, with no client navigation to watch.
    await waitForHydration(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/careers.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('[data-country="India"]').click();
    await page.getByRole('status').filter({ hasText: 'Loading job openings' }).waitFor();
    release();
    await page.getByRole('heading', { name: 'Openings in India' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Loading job openings' }).count()).toBe(0);
    await close();
  });

  it('links job descriptions by pdfUrl, else by exact title, else not at all; Apply Now pre-fills', async () => {
    const { page, close } = await openPage(site.browser, { width: 1440 });
    await page.goto(`${site.server.url}/careers?country=United%20Kingdom`, { waitUntil: 'load' });
    await waitForHydration(page);
    const descriptionLink = (title: string) => page.locator(`[data-job="${title}"] a[data-job-description]`);
    expect(await descriptionLink('DESIGN MANAGER').getAttribute('href')).toBe(
      '/documents/jobs/design-manager.pdf',
    );
    expect(await descriptionLink('Cable Engineer').getAttribute('href')).toBe(
      '/uploads/jobs/cable-engineer.pdf',
    );
    expect(await descriptionLink('Site Engineer').count()).toBe(0);
    const link = descriptionLink('DESIGN MANAGER');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: 'View Job Description for DESIGN MANAGER (PDF, opens in a new tab)' })
          .count(),
      )
      .toBe(1);
    const pdf = await fetch(`${site.server.url}/documents/jobs/design-manager.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      await page
        .locator('[data-job="DESIGN MANAGER"]')
        .getByRole('link', { name: /^Apply Now/ })
        .getAttribute('href'),
    ).toBe('/apply?country=United%20Kingdom&position=DESIGN%20MANAGER');
    // Each stored job links to its own page.
    expect(await page.locator('[data-job="DESIGN MANAGER"] a[data-job-page]').getAttribute('href')).toMatch(
      /^\/careers\/[a-f0-9]{24}$/,
    );
    await close();
  });

  it('shares the block with the home page: same counts, and a country listed in place', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
    await waitForHydration(page);
    const count = (country: string) =>
      page.locator(`[data-country="${country}"] [data-openings]`).textContent();
    expect([await count('United Kingdom'), await count('India'), await count('Uzbekistan')]).toEqual([
      '3 Openings',
      '1 Opening',
      '0 Openings',
    ]);
    await page.locator('[data-country="India"]').click();
    await page.waitForURL(`${site.server.url}/?country=India`);
    await page.getByRole('heading', { name: 'Openings in India' }).waitFor();
    await expect.poll(() => page.locator('[data-job] h4').allTextContents()).toEqual(['Office Assistant']);
    // The block is at the foot of the page; choosing a country must not jump to the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('link', { name: 'Choose Country' }).click();
    await page.waitForURL(`${site.server.url}/`);
    await page.locator('[data-country="India"]').waitFor();
    expect(consoleErrors).toEqual([]);
    await close();
  });

  for (const width of [1280, 375]) {
    it(`has no serious or critical axe violations at ${width}px, chooser and slider`, async () => {
      const { page, consoleErrors, close } = await openPage(site.browser, { width });
      await page.goto(`${site.server.url}/careers`, { waitUntil: 'networkidle' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto(`${site.server.url}/careers?country=United%20Kingdom`, { waitUntil: 'load' });
      await waitForHydration(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await close();
    });
  }
});

describe('careers page when the data layer fails', () => {
  // A database without its jobs table: the loader's query fails, the page must not.
  const site = startedSite(
    {},
    {
      seed: async (db) => {
        await sql`drop table jobs`.execute(db);
      },
    },
  );

  it('shows "Something went wrong. Please try again later." with the fallback sample openings', async () => {
    const html = normalise(await (await fetch(`${site.server.url}/careers`)).text());
    expect(html).toContain(MESSAGES.careers.loadFailed);
    const counts = [...html.matchAll(/data-openings[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(counts).toEqual(['2 Openings', '3 Openings', '1 Opening']);
    await expect
      .poll(() => site.server.logs.some((entry) => entry.msg === 'careers page: failed to load job listings'))
      .toBe(true);

    const { page, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/careers?country=India`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('alert').textContent()).toBe(MESSAGES.careers.loadFailed);
    const india = sampleJobs.filter((sample) => sample.country === 'India').map((sample) => sample.title);
    expect((await page.locator('[data-job] h4').allTextContents()).sort()).toEqual([...india].sort());
    // The sample openings are not stored jobs, so they have no page to link to.
    expect(await page.locator('[data-job] a[data-job-page]').count()).toBe(0);
    // The home page's block reads the failure its own way, with no fallback jobs.
    await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(await page.getByText(MESSAGES.careers.homeLoadFailed).count()).toBe(1);
    expect(await page.locator('[data-country]').count()).toBe(0);
    await close();
  });
});
