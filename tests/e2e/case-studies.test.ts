import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { openPage } from '../support/browser.ts';
import {
  adminToken,
  type StartedSite,
  seriousAxeViolations,
  startedSite,
  waitForHydration,
} from '../support/fixtures.ts';

// public-site.md §2 Case studies list and the page of a stored case study (admin.md §2 View):
// a fresh installation (SAMPLE_CONTENT=on) lists cards for the four written case studies, which
// open their fixed pages; a case study an administrator adds gets a page of its own; an unknown
// link is the not-found page with status 404.

const FIXED_PAGES = [
  { path: '/case-studies/design&supply', h1: 'Design and Supply of a 33kV Containerised Switchroom' },
  {
    path: '/case-studies/earthingsystemdesign',
    h1: 'Earthing System Design for a 50MW Battery Energy Storage System in Yorkshire',
  },
  {
    path: '/case-studies/powersystemstudies',
    h1: 'Power System Studies for Integrating a Client Substation with a 132kV Substation',
  },
  { path: '/case-studies/loadtestcasestudy', h1: 'Load Bank Testing of 7 MVA, 11kV Standby Generation' },
];

const STORED = {
  name: 'Grid Connection of a 20 MW Solar Park',
  description: 'Connection design and studies that took a 20 MW solar park from offer to energisation.',
  content:
    'The developer needed a 33kV connection within eighteen months.\nWe designed the substation and cable route.',
  link: 'solar-park-connection',
  sections: [
    {
      id: '1735689600101',
      title: 'What we delivered',
      type: 'text',
      content: 'A 33kV customer substation design.\nProtection settings agreed with the network operator.',
      order: 0,
    },
    {
      id: '1735689600102',
      title: 'Key figures',
      type: 'list',
      listItems: ['20 MW export capacity', '4.2 km of 33kV cable', 'G99 compliance studies'],
      order: 1,
    },
    {
      id: '1735689600103',
      title: 'On site',
      type: 'image-gallery',
      // The pictures travel with the form as the file fields they name.
      images: [
        { upload: 'sectionImage0', caption: 'The solar park at commissioning' },
        { upload: 'sectionImage1', caption: 'Surveying the cable route' },
      ],
      order: 2,
    },
  ],
};

/** The visible text of server-rendered HTML: tags removed, entities and whitespace normalised. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1] ?? '');
}

async function createStoredCaseStudy(site: StartedSite): Promise<void> {
  const { token } = await adminToken(site);
  const card = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#1d4e89' } })
    .png()
    .toBuffer();
  const form = new FormData();
  for (const field of ['name', 'description', 'content', 'link'] as const) form.append(field, STORED[field]);
  form.append('sections', JSON.stringify(STORED.sections));
  form.append('cardImage', new Blob([new Uint8Array(card)], { type: 'image/png' }), 'card.png');
  for (const [index, background] of ['#f2a900', '#2a6f97'].entries()) {
    const picture = await sharp({ create: { width: 1000, height: 750, channels: 3, background } })
      .jpeg()
      .toBuffer();
    form.append(
      `sectionImage${index}`,
      new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }),
      `site-${index}.jpg`,
    );
  }
  const response = await fetch(`${site.server.url}/api/case-studies`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
}

describe('case studies with the sample content', () => {
  const site = startedSite({ SAMPLE_CONTENT: 'on' });
  beforeAll(() => createStoredCaseStudy(site));

  it('lists the cards on the server-rendered page, under the hero', async () => {
    const response = await fetch(`${site.server.url}/case-studies`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Case Studies | Voltline Engineering</title>');
    expect(headingsOf(html)).toEqual(['Explore Our Case Studies']);
    const text = textOf(html);
    for (const { h1 } of FIXED_PAGES) expect(text).toContain(h1);
    expect(text).toContain(STORED.name);
    for (const { path } of FIXED_PAGES) expect(html).toContain(`href="${path.replace('&', '&amp;')}"`);
    expect(html).toContain(`href="/case-studies/${STORED.link}"`);
    expect(html).toContain('src="/media/case-switchroom-960.webp"');
  });

  it('opens each fixed case study from its card, showing that page’s heading', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/case-studies`, { waitUntil: 'load' });
    await waitForHydration(page);
    for (const { path, h1 } of FIXED_PAGES) {
      await page.getByRole('link', { name: `Read case study: ${h1}` }).click();
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === path);
      await page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Explore Our Case Studies' }).waitFor();
    }
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('shows the spinner while a client navigation reloads the list', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/case-studies`, { waitUntil: 'load' });
    // A click before hydration would be a full page load, with no client navigation to watch.
    await waitForHydration(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/case-studies.data*', async (route) => {
      await held;
      await route.continue();
    });
    // The header's Case Studies link, followed on this page, runs the page's loader again.
    await page.getByRole('banner').getByRole('link', { name: 'Case Studies', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Loading case studies' }).waitFor();
    release();
    await page.getByRole('link', { name: `Read case study: ${STORED.name}` }).waitFor();
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('renders a stored case study: header image, name, description, content, then its sections', async () => {
    const response = await fetch(`${site.server.url}/case-studies/${STORED.link}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${STORED.name} | Voltline Engineering</title>`);
    expect(html).toContain(`<meta name="description" content="${STORED.description}"/>`);
    expect(headingsOf(html)).toEqual([STORED.name]);

    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/case-studies/${STORED.link}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const article = page.locator('article');
    await expect(article.locator('p').allTextContents()).resolves.toEqual([
      'The developer needed a 33kV connection within eighteen months.',
      'We designed the substation and cable route.',
      'A 33kV customer substation design.',
      'Protection settings agreed with the network operator.',
    ]);
    await expect(article.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual([
      'What we delivered',
      'Key figures',
      'On site',
    ]);
    const keyFigures = page.getByRole('region', { name: 'Key figures' });
    await expect(keyFigures.getByRole('listitem').allTextContents()).resolves.toEqual(
      STORED.sections[1]?.listItems,
    );
    const gallery = page.getByRole('region', { name: 'On site' });
    await expect(gallery.locator('figcaption').allTextContents()).resolves.toEqual([
      'The solar park at commissioning',
      'Surveying the cable route',
    ]);
    const firstPicture = gallery.getByRole('img').first();
    await expect(firstPicture.getAttribute('src')).resolves.toMatch(
      /^\/uploads\/image\/[a-f0-9]{32}-1000\.webp$/,
    );
    await expect(firstPicture.getAttribute('srcset')).resolves.toMatch(
      /-480\.webp 480w, .*-960\.webp 960w, .*-1000\.webp 1000w$/,
    );
    // A picture opens larger in the gallery's lightbox; Escape closes it and focus comes back.
    await gallery.getByRole('link', { name: 'Surveying the cable route' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Surveying the cable route' });
    await lightbox.getByText('Image 2 of 2').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'The solar park at commissioning' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.querySelector('img')?.alt))
      .toBe('Surveying the cable route');
    // With no header image the card image heads the page.
    await expect(
      page.locator('section[aria-labelledby="page-heading"] img').getAttribute('src'),
    ).resolves.toMatch(/^\/uploads\/image\/[a-f0-9]{32}-1200\.webp$/);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('answers an unknown link with 404 and the maintenance message, inside the site layout', async () => {
    const response = await fetch(`${site.server.url}/case-studies/no-such-study`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(headingsOf(html)).toEqual(['This page is under maintenance']);
    expect(textOf(html)).toContain('We are working on this page at the moment. Please check back soon.');
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    const { page, consoleErrors, close } = await openPage(site.browser);
    const visit = await page.goto(`${site.server.url}/case-studies/no-such-study`, {
      waitUntil: 'networkidle',
    });
    expect(visit?.status()).toBe(404);
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    // The browser reports the page's own 404 status, once; nothing else may fail.
    expect(consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await close();
  });

  for (const width of [1280, 375]) {
    it(`has no serious or critical axe violations and no console errors at ${width}px`, async () => {
      const { page, consoleErrors, close } = await openPage(site.browser, { width });
      for (const path of ['/case-studies', `/case-studies/${STORED.link}`]) {
        await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
        await waitForHydration(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
      expect(consoleErrors).toEqual([]);
      await close();
    });
  }
});

describe('case studies on an empty installation (SAMPLE_CONTENT=off)', () => {
  const site = startedSite({ SAMPLE_CONTENT: 'off' });

  it('shows the empty text', async () => {
    const response = await fetch(`${site.server.url}/case-studies`);
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain(MESSAGES.caseStudies.empty);
    expect(text).not.toContain('Read case study');
  });
});
