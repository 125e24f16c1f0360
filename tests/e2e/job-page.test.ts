import { describe, expect, it } from 'vitest';
import type { Job } from '../../domain/entities.ts';
import { ukDateOn, ukEndOfDay } from '../../domain/job-closing.ts';
import { createJob, type JobInput } from '../../server/db/jobs.ts';
import { openPage } from '../support/browser.ts';
import { scriptHashSource } from '../support/csp.ts';
import { seriousAxeViolations, startedSite, waitForHydration } from '../support/fixtures.ts';
import { ukDateFromToday } from '../support/uk-dates.ts';

// A job's own page at /careers/{id}: linked from its card on /careers, listed in the sitemap, with
// JobPosting structured data that restates the visible text. Only a job open today (active, not
// past its closing date in the UK: decision 009) has one; any other id is the 404 page.

const PUBLIC_URL = 'https://www.voltline.example';

const base: JobInput = {
  title: 'Protection Engineer',
  type: 'Full-time',
  place: 'Colchester, Essex',
  country: 'United Kingdom',
  isActive: true,
  qualifications: 'Degree in Electrical Engineering & IET membership (or working towards it)',
  experience: '5-7 years',
  responsibilities:
    'Prepare protection settings for 33kV <and> 132kV schemes\n\nReview relay coordination studies',
};

const normalise = (html: string) => html.replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");

describe('job page (/careers/:jobId)', () => {
  let open: Job;
  let closingToday: Job;
  let closedYesterday: Job;
  let inactive: Job;
  let noClosingDate: Job;
  const site = startedSite(
    { PUBLIC_URL },
    {
      seed: async (db) => {
        open = await createJob(db, {
          ...base,
          closingDate: ukDateFromToday(30),
          pdfUrl: '/uploads/jobs/protection-engineer.pdf',
        });
        noClosingDate = await createJob(db, {
          ...base,
          title: 'Cable Engineer',
          type: 'DESIGN AND ENGINEERING',
          country: 'India',
          place: 'New Delhi',
        });
        closingToday = await createJob(db, {
          ...base,
          title: 'Earthing Engineer',
          closingDate: ukDateFromToday(0),
        });
        closedYesterday = await createJob(db, {
          ...base,
          title: 'Closed Yesterday Role',
          closingDate: ukDateFromToday(-1),
        });
        inactive = await createJob(db, { ...base, title: 'Inactive Role', isActive: false });
      },
    },
  );

  it('is reached from its card on /careers, shows the job, and its JobPosting data matches the page', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/careers`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.locator('[data-country="United Kingdom"]').click();
    await page.getByRole('heading', { name: 'Openings in United Kingdom' }).waitFor();
    // Closed and inactive jobs are not offered; the one closing today still is.
    await expect
      .poll(() => page.locator('[data-job] h4').allTextContents())
      .toEqual(['Earthing Engineer', 'Protection Engineer']);
    await page.getByRole('link', { name: 'View details of Protection Engineer' }).click();
    await page.waitForURL(`${site.server.url}/careers/${open._id}`);

    const heading = page.getByRole('heading', { level: 1 });
    await page.getByRole('heading', { level: 1, name: 'Protection Engineer' }).waitFor();
    expect(await heading.count()).toBe(1);
    expect(await page.title()).toBe('Protection Engineer | Voltline Engineering');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    expect((await crumbs.allTextContents()).map((text) => text.replace('/', '').trim())).toEqual([
      'Home',
      'Careers',
      'Protection Engineer',
    ]);
    const fact = (term: string) =>
      page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');
    expect(await fact('Location').textContent()).toBe('Colchester, Essex');
    expect(await fact('Country').textContent()).toBe('United Kingdom');
    expect(await fact('Type').textContent()).toBe('Full-time');
    expect(await fact('Experience').textContent()).toBe('5-7 years');
    const qualifications = await page.locator('[data-job-qualifications]').textContent();
    expect(qualifications).toBe(base.qualifications);
    const responsibilities = await page.locator('[data-job-responsibilities] li').allTextContents();
    expect(responsibilities).toEqual([
      'Prepare protection settings for 33kV <and> 132kV schemes',
      'Review relay coordination studies',
    ]);
    const closingDate = open.closingDate ?? '';
    const longDate = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${closingDate}T00:00:00Z`));
    expect(await page.locator('[data-closing-date]').textContent()).toBe(`Apply by ${longDate}`);
    expect(await page.locator('[data-closing-date] time').getAttribute('datetime')).toBe(closingDate);
    expect(await page.locator('a[data-job-description]').getAttribute('href')).toBe(
      '/uploads/jobs/protection-engineer.pdf',
    );
    const applyLinks = page.getByRole('link', { name: /^Apply Now/ });
    expect(await applyLinks.count()).toBe(2);
    for (const href of await applyLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toBe('/apply?country=United%20Kingdom&position=Protection%20Engineer');
    }

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    const posting = JSON.parse(scripts[0] ?? '');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: await heading.textContent(),
      datePosted: ukDateOn(new Date(open.createdAt)),
      validThrough: ukEndOfDay(closingDate),
      employmentType: 'FULL_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Voltline Engineering', value: open._id },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Voltline Engineering',
        url: `${PUBLIC_URL}/`,
        logo: `${PUBLIC_URL}/favicon.svg`,
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: await fact('Location').textContent(),
          addressCountry: 'GB',
        },
      },
      directApply: false,
    });
    // The description is the visible text as HTML: read back as text, it says the same.
    const described = await page.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return {
        paragraphs: [...doc.querySelectorAll('p')].map((p) => p.textContent),
        items: [...doc.querySelectorAll('li')].map((li) => li.textContent),
        hasMarkupFromText: doc.querySelector('and') !== null,
      };
    }, posting.description);
    expect(described).toEqual({
      paragraphs: [
        `Qualifications: ${qualifications}`,
        `Experience: ${await fact('Experience').textContent()}`,
        'Responsibilities:',
      ],
      items: responsibilities,
      hasMarkupFromText: false,
    });
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('arrives as HTML with its meta tags and the structured data, allowed by the CSP by its hash', async () => {
    const response = await fetch(`${site.server.url}/careers/${open._id}`);
    expect(response.status).toBe(200);
    const html = normalise(await response.text());
    const canonical = `${PUBLIC_URL}/careers/${open._id}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
    expect(html).toContain(
      '<meta property="og:title" content="Protection Engineer | Voltline Engineering"/>',
    );
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(description).toMatch(/^Degree in Electrical Engineering &amp; IET membership/);
    const policy = response.headers.get('content-security-policy') ?? '';
    // A kept page has no nonce: its policy lists the SHA-256 of each inline script (decision 014).
    const script = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
    expect(policy).toContain(scriptHashSource(script?.[1] ?? ''));
    // The job's "<and>" is HTML-escaped in the description, and no "<" at all is left in the script.
    expect(script?.[1]).toContain('33kV &lt;and&gt; 132kV');
    expect(script?.[1]).not.toContain('<');
  });

  it('leaves validThrough and employmentType out when the job has no closing date or named type', async () => {
    const html = await (await fetch(`${site.server.url}/careers/${noClosingDate._id}`)).text();
    const json = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1] ?? '{}';
    const posting = JSON.parse(json);
    expect(posting.title).toBe('Cable Engineer');
    expect(posting.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'New Delhi',
      addressCountry: 'IN',
    });
    expect('validThrough' in posting).toBe(false);
    expect('employmentType' in posting).toBe(false);
    expect(html).not.toContain('Apply by');
  });

  it('still shows a job on its closing day', async () => {
    const response = await fetch(`${site.server.url}/careers/${closingToday._id}`);
    expect(response.status).toBe(200);
    expect(normalise(await response.text())).toContain('Earthing Engineer');
  });

  it('answers 404 with the not-found page for a closed, inactive, unknown or malformed job', async () => {
    for (const id of [closedYesterday._id, inactive._id, '0123456789abcdef01234567', 'not-an-id']) {
      const response = await fetch(`${site.server.url}/careers/${id}`);
      expect(response.status, id).toBe(404);
      const html = normalise(await response.text());
      expect(html).toContain('This page is under maintenance');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('application/ld+json');
    }
    const { page, consoleErrors, close } = await openPage(site.browser);
    const visit = await page.goto(`${site.server.url}/careers/${closedYesterday._id}`, {
      waitUntil: 'networkidle',
    });
    expect(visit?.status()).toBe(404);
    await page.getByRole('heading', { name: 'This page is under maintenance' }).waitFor();
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    // The browser reports the page's own 404 status, once; nothing else may fail.
    expect(consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await close();
  });

  it('lists every open job page in the sitemap with its last change, and no closed one', async () => {
    const xml = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
    for (const job of [open, noClosingDate, closingToday]) {
      expect(xml).toContain(
        `<url><loc>${PUBLIC_URL}/careers/${job._id}</loc><lastmod>${job.updatedAt.slice(0, 10)}</lastmod></url>`,
      );
    }
    for (const job of [closedYesterday, inactive]) expect(xml).not.toContain(job._id);
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/careers</loc></url>`);
  });

  for (const width of [1280, 375]) {
    it(`has no serious or critical axe violations at ${width}px`, async () => {
      const { page, consoleErrors, close } = await openPage(site.browser, { width });
      await page.goto(`${site.server.url}/careers/${open._id}`, { waitUntil: 'load' });
      await waitForHydration(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Nothing runs off the side of a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(consoleErrors).toEqual([]);
      await close();
    });
  }
});
