import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Banner,
  Figure,
  Office,
  PrivacyPolicy,
  TeamMember,
  Testimonial,
} from '../../domain/site-content.ts';
import { SITE_CONTENT_SEED } from '../../server/site-content/seed.ts';
import { openPage } from '../support/browser.ts';
import {
  ownStaffAccount,
  type Page,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
  waitForHydration,
} from '../support/fixtures.ts';
import { ukDateFromToday } from '../support/uk-dates.ts';

// Decision 025 on the built site: what an editor publishes through the API is on /, /about,
// /contact, /privacy-policy, the footer and the structured data at the next request (the render
// cache follows); the announcement banner shows on every public page and a visitor's dismissal
// holds until the banner changes; the privacy policy renders its rich text and nothing else; the
// figures count up to the stored values; a section's preview link shows its working copy.

const INVALID_PREVIEW = 'This preview link has expired or is not valid.';

describe('site content on the public pages', () => {
  const site = startedSite();
  let token = '';

  beforeAll(async () => {
    const editor = await ownStaffAccount(site, { role: 'editor', name: 'Edie Editor' });
    const login = await fetch(`${site.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: editor.email, password: editor.password }),
    });
    token = (await login.json()).token;
  });

  async function api(method: string, path: string, json?: unknown) {
    const response = await fetch(`${site.server.url}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
    return { status: response.status, body: await response.json() };
  }

  async function put(key: string, value: unknown, options: Record<string, unknown> = {}) {
    const answer = await api('PUT', `/site-content/${key}`, { value, ...options });
    expect(answer.status, `PUT ${key}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  }

  async function html(path: string) {
    const response = await fetch(`${site.server.url}${path}`);
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  async function jsonLd(page: Page, type: string): Promise<any[]> {
    const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
    return texts.map((text) => JSON.parse(text)).filter((data) => data['@type'] === type);
  }

  const seedBanner: Banner = SITE_CONTENT_SEED.banner;

  describe('banner', () => {
    it('keeps a banner scheduled for later off the site until its time', async () => {
      const later = new Date(Date.now() + 24 * 3600_000).toISOString();
      await put('banner', { ...seedBanner, text: 'Scheduled notice' }, { status: 'draft', publishAt: later });
      const home = await html('/');
      expect(home.status).toBe(200);
      expect(home.text).not.toContain('Scheduled notice');
      expect(home.text).not.toContain('aria-label="Announcement"');
    });

    it('shows a published banner on every public page', async () => {
      await put('banner', { ...seedBanner, text: 'Our offices close for the holidays.', tone: 'info' });
      for (const path of [
        '/',
        '/about',
        '/contact',
        '/privacy-policy',
        '/careers',
        '/services',
        '/no-such-page',
      ]) {
        const page = await html(path);
        expect(page.text, path).toContain('Our offices close for the holidays.');
      }
    });

    // A test per tone: nine page loads and three axe runs in one test outlast a busy machine's
    // time-out.
    it.each(['info', 'success', 'warning'] as const)(
      'shows a %s banner below the header at every width, with AA contrast',
      async (tone) => {
        await put('banner', { ...seedBanner, text: `A ${tone} notice.`, tone });
        for (const width of [320, 375, 1280]) {
          const { page, consoleErrors, close } = await openPage(site.browser, { width });
          await page.goto(`${site.server.url}/about`, { waitUntil: 'load' });
          await waitForHydration(page);
          const banner = page.getByRole('region', { name: 'Announcement' });
          await expect.poll(() => banner.isVisible(), { timeout: 5000 }).toBe(true);
          const header = await page.locator('header').first().boundingBox();
          const box = await banner.boundingBox();
          // Nothing of it under the fixed header; the page starts below it.
          expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
          const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
          expect(heading?.y).toBeGreaterThan((box?.y ?? 0) + (box?.height ?? 0) - 1);
          expect(await banner.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
            '/contact',
          );
          if (width === 1280) expect(await seriousAxeViolations(page)).toEqual([]);
          expect(unexpectedErrors(consoleErrors)).toEqual([]);
          await close();
        }
      },
    );

    it('remembers a dismissal across navigation and reload, and shows a changed banner again', async () => {
      await put('banner', { ...seedBanner, text: 'First notice.', tone: 'warning' });
      const { page, consoleErrors, close } = await openPage(site.browser);
      await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
      await waitForHydration(page, '#site-announcement button');
      const banner = page.getByRole('region', { name: 'Announcement' });
      await expect.poll(() => banner.isVisible(), { timeout: 5000 }).toBe(true);
      await page.getByRole('button', { name: 'Dismiss announcement' }).click();
      await expect.poll(() => banner.isVisible(), { timeout: 5000 }).toBe(false);

      // Client-side navigation keeps the layout; a reload reads the stored dismissal.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await page.waitForURL('**/about');
      expect(await page.locator('#site-announcement').isVisible()).toBe(false);
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.locator('#site-announcement').count()).toBe(1);
      expect(await page.locator('#site-announcement').isVisible()).toBe(false);

      expect(unexpectedErrors(consoleErrors)).toEqual([]);

      // The page's inline script alone hides it, before any of the site's JavaScript has run.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${site.server.url}/contact`, { waitUntil: 'load' });
      expect(await page.locator('#site-announcement').getAttribute('hidden')).not.toBeNull();
      await page.unroute('**/assets/*.js');
      // The aborted scripts' load failures may still be arriving; they are not errors of the page.
      const errorsWithoutScripts = consoleErrors.length;

      await put('banner', { ...seedBanner, text: 'Second notice.', tone: 'warning' });
      await page.goto(`${site.server.url}/about`, { waitUntil: 'load' });
      await waitForHydration(page);
      await expect
        .poll(() => page.getByRole('region', { name: 'Announcement' }).isVisible(), { timeout: 5000 })
        .toBe(true);
      expect(await page.getByRole('region', { name: 'Announcement' }).textContent()).toContain(
        'Second notice.',
      );
      expect(unexpectedErrors(consoleErrors.slice(errorsWithoutScripts))).toEqual([]);
      await close();
    });

    it('takes the banner off every page when it is unpublished', async () => {
      expect((await api('POST', '/site-content/banner/unpublish')).status).toBe(200);
      expect((await html('/')).text).not.toContain('aria-label="Announcement"');
    });
  });

  describe('team, figures, testimonials and offices', () => {
    const newLeader: TeamMember = {
      id: 'sam-okafor',
      name: 'Sam Okafor',
      role: 'Head of Protection',
      biography: 'Sam leads protection design and relay setting studies.',
      portrait: { url: '/media/team-bdm-1600.webp', alt: 'Sam Okafor smiling in the office' },
      isShown: true,
    };

    beforeAll(async () => {
      const [first, second, third] = SITE_CONTENT_SEED.team as [TeamMember, TeamMember, TeamMember];
      await put('team', [newLeader, third, first, { ...second, isShown: false }]);
      await put(
        'figures',
        SITE_CONTENT_SEED.figures.map(
          (figure): Figure =>
            figure.page === 'home' && figure.label === 'Employees'
              ? { ...figure, value: 65 }
              : figure.page === 'about' && figure.label === 'Employees'
                ? { ...figure, value: 1250, suffix: '' }
                : figure,
        ),
      );
      const testimonials = SITE_CONTENT_SEED.testimonials as Testimonial[];
      await put('testimonials', [
        { ...(testimonials[0] as Testimonial), person: 'Alex Morgan', mayName: true },
        ...testimonials.slice(1),
      ]);
      const [head, ...others] = SITE_CONTENT_SEED.offices as [Office, ...Office[]];
      await put('offices', [
        { ...head, phone: '+44 (0)1206 123 456', openingHours: 'Mo-Fr 09:00-17:30' },
        { ...(others[0] as Office), phone: '+91 11 4000 0000', email: 'delhi@voltline.example' },
        ...others.slice(1),
      ]);
    });

    it('shows the team in its order on /about, the hidden member left out, with their portraits', async () => {
      const { page, consoleErrors, close } = await openPage(site.browser);
      await page.goto(`${site.server.url}/about`, { waitUntil: 'load' });
      await waitForHydration(page);
      const slides = page.locator('[data-team-slide]');
      expect(
        await slides.evaluateAll((items) => items.map((item) => item.getAttribute('data-team-slide'))),
      ).toEqual(['Sam Okafor', 'Daniel Brooks', 'Richard Hale']);
      const portrait = page.getByRole('img', { name: 'Sam Okafor smiling in the office' });
      expect(await portrait.getAttribute('srcset')).toContain('/media/team-bdm-480.webp 480w');
      expect(await page.getByRole('heading', { name: 'Priya Nair' }).count()).toBe(0);
      expect(await page.locator('main').textContent()).toContain('Head of Protection');
      // The about page's own figures.
      const figures = page.locator('#team-numbers-heading + div dd .sr-only');
      expect(await figures.allTextContents()).toEqual(['4', '20+', '1,250']);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
      await close();
    });

    it('shows the figures and the named testimonial on /, and the Organization data follows the head office', async () => {
      const { page, consoleErrors, close } = await openPage(site.browser);
      await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
      await waitForHydration(page);
      const figures = page.locator('section[aria-labelledby="numbers-heading"] dd');
      expect(await figures.locator('.sr-only').allTextContents()).toEqual(['65+', '4', '20+', '100+']);
      const first = page.locator('[data-testimonial="0"] figcaption');
      expect(await first.locator('span').allTextContents()).toEqual([
        'Alex Morgan',
        'Project Director, Independent connection provider',
      ]);
      const [organization] = await jsonLd(page, 'Organization');
      expect(organization.contactPoint[0]).toMatchObject({
        telephone: '+441206123456',
        email: 'enquiries@voltline.example',
      });
      expect(organization.address[0]).toMatchObject({
        '@type': 'PostalAddress',
        addressLocality: 'Colchester',
        postalCode: 'CO1 0AA',
        addressCountry: 'United Kingdom',
      });
      expect(organization.address).toHaveLength(3);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
      await close();
    });

    it('shows the offices on /contact and in the footer, each office described as a local business', async () => {
      const { page, consoleErrors, close } = await openPage(site.browser);
      await page.goto(`${site.server.url}/contact`, { waitUntil: 'load' });
      await waitForHydration(page);
      const details = page.getByRole('region', { name: 'Contact details' });
      expect(await details.getByRole('link', { name: '+44 (0)1206 123 456' }).getAttribute('href')).toBe(
        'tel:+441206123456',
      );
      const colchester = page.getByRole('article', { name: 'United Kingdom' });
      expect(await colchester.textContent()).toContain('Opening hours: Mo-Fr 09:00-17:30');
      // The head office's phone is the company's, beside the form, not repeated on its card.
      expect(await colchester.getByRole('link', { name: /^\+44/ }).count()).toBe(0);
      const delhi = page.getByRole('article', { name: 'India' });
      expect(await delhi.getByRole('link', { name: '+91 11 4000 0000' }).getAttribute('href')).toBe(
        'tel:+911140000000',
      );
      expect(await delhi.getByRole('link', { name: 'delhi@voltline.example' }).getAttribute('href')).toBe(
        'mailto:delhi@voltline.example',
      );
      const businesses = await jsonLd(page, 'ProfessionalService');
      expect(businesses).toHaveLength(3);
      expect(businesses[0]).toMatchObject({
        address: { postalCode: 'CO1 0AA', addressLocality: 'Colchester' },
        telephone: '+441206123456',
        email: 'enquiries@voltline.example',
        geo: { '@type': 'GeoCoordinates', latitude: 51.8892, longitude: 0.9042 },
        openingHours: 'Mo-Fr 09:00-17:30',
      });
      expect(businesses[1]).toMatchObject({ telephone: '+911140000000', email: 'delhi@voltline.example' });
      expect(businesses[1]).not.toHaveProperty('openingHours');

      const footer = page.locator('footer');
      expect(
        await footer.getByRole('link', { name: 'Call us on +44 (0)1206 123 456' }).getAttribute('href'),
      ).toBe('tel:+441206123456');
      expect(await footer.locator('address').first().textContent()).toContain(
        'Unit 1, Example Business Park',
      );
      // The mailboxes that receive messages are not the public's.
      expect(await page.content()).not.toContain('enquiryMailbox');
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
      await close();
    });

    it('follows the next change at once, past the render cache', async () => {
      const before = await html('/contact');
      expect(before.text).toContain('+44 (0)1206 123 456');
      const [head, ...others] = SITE_CONTENT_SEED.offices as [Office, ...Office[]];
      await put('offices', [{ ...head, phone: '+44 (0)1206 999 999' }, ...others]);
      for (const path of ['/contact', '/', '/services']) {
        const after = await html(path);
        expect(after.text, path).toContain('+44 (0)1206 999 999');
        expect(after.text, path).not.toContain('+44 (0)1206 123 456');
      }
    });

    it('counts the figures up to the stored values once they are in view, and holds still under reduced motion', async () => {
      const { page, consoleErrors, close } = await openPage(site.browser);
      await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
      await waitForHydration(page, 'section[aria-labelledby="numbers-heading"] dd');
      const counts = page.locator('section[aria-labelledby="numbers-heading"] dd [aria-hidden]');
      // Out of view after hydration: waiting at 0.
      await expect.poll(() => counts.allTextContents()).toEqual(['0+', '0', '0+', '0+']);
      const box = await counts.first().boundingBox();
      await counts.first().scrollIntoViewIfNeeded();
      await expect
        .poll(() => counts.allTextContents(), { timeout: 5000 })
        .toEqual(['65+', '4', '20+', '100+']);
      // The count did not move the box.
      expect((await counts.first().boundingBox())?.width).toBe(box?.width);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
      await close();

      const calm = await site.browser.newContext({
        reducedMotion: 'reduce',
        viewport: { width: 1280, height: 800 },
      });
      const still = await calm.newPage();
      await still.goto(`${site.server.url}/`, { waitUntil: 'load' });
      await waitForHydration(still);
      const stillCounts = still.locator('section[aria-labelledby="numbers-heading"] dd [aria-hidden]');
      expect(await stillCounts.allTextContents()).toEqual(['65+', '4', '20+', '100+']);
      await stillCounts.first().scrollIntoViewIfNeeded();
      expect(await stillCounts.allTextContents()).toEqual(['65+', '4', '20+', '100+']);
      await calm.close();
    });

    it('puts the figure itself in the server HTML, for readers without JavaScript', async () => {
      const home = await html('/');
      expect(home.text).toMatch(/data-count-up="65"[^>]*><span[^>]*>65<\/span>\+/);
    });
  });

  describe('privacy policy', () => {
    const policy: PrivacyPolicy = {
      intro: 'How we look after personal data, rewritten.',
      sections: [
        {
          id: 'retention',
          title: 'How long we keep data',
          body: {
            type: 'doc',
            content: [
              {
                type: 'heading',
                attrs: { level: 3 },
                content: [{ type: 'text', text: 'Retention periods' }],
              },
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'We keep data ' },
                  { type: 'text', text: 'only', marks: [{ type: 'bold' }] },
                  { type: 'text', text: ' as long as this list says. <script>window.__pwned = 1</script>' },
                ],
              },
              {
                type: 'bulletList',
                content: [
                  {
                    type: 'listItem',
                    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Enquiries: 2 years' }] }],
                  },
                  {
                    type: 'listItem',
                    content: [
                      { type: 'paragraph', content: [{ type: 'text', text: 'Applications: 6 months' }] },
                    ],
                  },
                ],
              },
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'Complain to the ' },
                  {
                    type: 'text',
                    text: 'ICO',
                    marks: [{ type: 'link', attrs: { href: 'https://ico.org.uk/make-a-complaint/' } }],
                  },
                  { type: 'text', text: ' or ' },
                  {
                    type: 'text',
                    text: 'contact us',
                    marks: [{ type: 'link', attrs: { href: '/contact' } }],
                  },
                  { type: 'text', text: '.' },
                ],
              },
            ],
          },
        },
        {
          id: 'rights',
          title: 'Your rights',
          body: {
            type: 'doc',
            content: [
              {
                type: 'orderedList',
                content: [
                  {
                    type: 'listItem',
                    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Access' }] }],
                  },
                ],
              },
            ],
          },
        },
      ],
    };

    it('refuses a document holding a script node', async () => {
      const hostile: any = structuredClone(policy);
      hostile.sections[1].body.content.push({ type: 'script', content: [{ type: 'text', text: 'x' }] });
      expect((await api('PUT', '/site-content/privacy', { value: hostile })).status).toBe(400);
    });

    it('renders a published edit: numbered sections, contents, heading, list and links, with pasted markup as text', async () => {
      await put('privacy', policy);
      const { page, consoleErrors, close } = await openPage(site.browser);
      await page.goto(`${site.server.url}/privacy-policy`, { waitUntil: 'load' });
      await waitForHydration(page);
      const [year, month, day] = ukDateFromToday(0).split('-');
      expect(await page.locator('article header').textContent()).toContain(
        `Last updated: ${day}/${month}/${year}`,
      );
      expect(await page.locator('article header').textContent()).toContain(
        'How we look after personal data, rewritten.',
      );
      expect(
        await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').allTextContents(),
      ).toEqual(['How long we keep data', 'Your rights']);
      const retention = page.locator('#section-1');
      expect(await retention.getByRole('heading', { level: 2 }).textContent()).toBe(
        '1. How long we keep data',
      );
      expect(await retention.getByRole('heading', { level: 3 }).textContent()).toBe('Retention periods');
      expect(await retention.locator('strong').textContent()).toBe('only');
      expect(await retention.locator('ul > li').allTextContents()).toEqual([
        'Enquiries: 2 years',
        'Applications: 6 months',
      ]);
      const ico = retention.getByRole('link', { name: 'ICO' });
      expect(await ico.getAttribute('href')).toBe('https://ico.org.uk/make-a-complaint/');
      expect(await ico.getAttribute('rel')).toBe('noopener noreferrer');
      const contact = retention.getByRole('link', { name: 'contact us' });
      expect(await contact.getAttribute('href')).toBe('/contact');
      expect(await contact.getAttribute('rel')).toBeNull();
      // What was pasted as text shows as text and runs nowhere.
      expect(await retention.textContent()).toContain('<script>window.__pwned = 1</script>');
      expect(await retention.locator('script').count()).toBe(0);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('#section-2 ol > li').allTextContents()).toEqual(['Access']);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
      await close();
    });
  });

  describe('previews', () => {
    it("shows a section's draft through its preview link, marked, never cached nor indexed", async () => {
      const team = [...(SITE_CONTENT_SEED.team as TeamMember[])];
      team[0] = { ...(team[0] as TeamMember), name: 'Draft Leader Name' };
      await put('team', team, { status: 'draft' });
      expect((await html('/about')).text).not.toContain('Draft Leader Name');

      const { body } = await api('POST', '/site-content/team/preview-link');
      const link = new URL(body.data.url);
      const preview = await html(`${link.pathname}${link.search}`);
      expect(link.pathname).toBe('/about');
      expect(preview.status).toBe(200);
      expect(preview.text).toContain('Draft Leader Name');
      expect(preview.text).toContain('Preview: not published');
      expect(preview.headers.get('cache-control')).toBe('no-store');
      expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(preview.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);

      // The same link on a page that does not show the team, and a made-up token, open nothing.
      for (const path of [`/privacy-policy${link.search}`, '/about?preview=not-a-token', '/?preview=x']) {
        const invalid = await html(path);
        expect(invalid.status, path).toBe(404);
        expect(invalid.text, path).toContain(INVALID_PREVIEW);
        expect(invalid.headers.get('cache-control'), path).toBe('no-store');
      }
      // The published page is as it was.
      expect((await html('/about')).text).not.toContain('Draft Leader Name');
    });

    it('previews a banner that is not published on the page its link opens', async () => {
      await put('banner', { ...seedBanner, text: 'Draft banner text.' }, { status: 'draft' });
      const { body } = await api('POST', '/site-content/banner/preview-link');
      const link = new URL(body.data.url);
      const preview = await html(`${link.pathname}${link.search}`);
      expect(preview.text).toContain('Draft banner text.');
      expect((await html(link.pathname)).text).not.toContain('Draft banner text.');
    });
  });
});
