import { describe, expect, it } from 'vitest';
import { batteryStorageTabs } from '../../content/services/battery-storage.ts';
import { cableSolutionsTabs } from '../../content/services/cable-solutions.ts';
import { earthingTabs } from '../../content/services/earthing.ts';
import { plantEngineeringTabs } from '../../content/services/plant-engineering.ts';
import { powerSystemTabs } from '../../content/services/power-system.ts';
import { protectionTabs } from '../../content/services/protection-design.ts';
import { surveyTypes } from '../../content/services/survey.ts';
import type { ServiceTab } from '../../content/services/types.ts';
import { openPage } from '../support/browser.ts';
import { type Page, seriousAxeViolations, startedSite, waitForHydration } from '../support/fixtures.ts';

// public-site.md §2 "Service pages", §4 "Service page tabs: exactly one active".

type ServicePage = {
  path: string;
  h1: string;
  title: string;
  tabs?: { items: readonly ServiceTab[]; count: number; initialLabel: string };
};

const SERVICE_PAGES: readonly ServicePage[] = [
  { path: '/services', h1: 'Our Services', title: 'Services' },
  {
    path: '/services/plant-engineering',
    h1: 'Plant Engineering',
    title: 'Plant Engineering',
    tabs: { items: plantEngineeringTabs, count: 8, initialLabel: 'Overview' },
  },
  {
    path: '/services/battery-storage-integration',
    h1: 'Battery Storage Integration',
    title: 'Battery Storage Integration',
    tabs: { items: batteryStorageTabs, count: 4, initialLabel: 'System Design' },
  },
  {
    path: '/services/cable-solution',
    h1: 'Cable Solutions',
    title: 'Cable Solutions',
    tabs: { items: cableSolutionsTabs, count: 4, initialLabel: 'Cable Sizing' },
  },
  {
    path: '/services/earthing-solution',
    h1: 'Earthing Solution',
    title: 'Earthing Solution',
    tabs: { items: earthingTabs, count: 4, initialLabel: 'Earthing Calculation' },
  },
  {
    path: '/services/protection-design',
    h1: 'Protection Design',
    title: 'Protection Design',
    tabs: { items: protectionTabs, count: 4, initialLabel: 'Relay Coordination Studies' },
  },
  {
    path: '/services/power-system',
    h1: 'Power System Studies',
    title: 'Power System Studies',
    tabs: { items: powerSystemTabs, count: 9, initialLabel: 'Overview' },
  },
  {
    path: '/services/survey',
    h1: 'Survey',
    title: 'Survey Services',
    tabs: { items: surveyTypes, count: 6, initialLabel: 'Topographical' },
  },
];

const TABBED_PAGES = SERVICE_PAGES.filter((page) => page.tabs);

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** A link in the page's own content (not the site header or footer), by its exact name. */
function mainLink(page: Page, name: string) {
  return page.getByRole('main').getByRole('link', { name, exact: true });
}

describe('service pages in Chromium', () => {
  const site = startedSite({ PUBLIC_URL: 'https://www.voltline.example' });

  async function open(path: string, width = 1280) {
    const opened = await openPage(site.browser, { width });
    // 'load', then the hydration wait below: a network-idle wait costs a second a page.
    const response = await opened.page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    // Until React has hydrated them, clicks and keys do nothing: wait for the first tab where the
    // page has tabs (they are what the tests press), else for the heading.
    const hasTabs = (await opened.page.locator('[role="tab"]').count()) > 0;
    await waitForHydration(opened.page, hasTabs ? '[role="tab"]' : 'h1');
    return opened;
  }

  describe.each(SERVICE_PAGES)('$path', ({ path, h1, title }) => {
    it(`answers 200 with server-rendered HTML, one <h1>${h1}</h1> and the title "${title} | Voltline Engineering"`, async () => {
      const response = await fetch(`${site.server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain(`<title>${title} | Voltline Engineering</title>`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      expect(html).toContain(`<link rel="canonical" href="https://www.voltline.example${path}"/>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('<meta property="og:title"');
    });

    it('has no console errors and no serious or critical axe violations at 1280 and 375 px', async () => {
      for (const width of [1280, 375]) {
        const { page, consoleErrors, close } = await open(path, width);
        expect(await seriousAxeViolations(page)).toEqual([]);
        // Nothing wider than a phone: no sideways scrolling at 375 px.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(consoleErrors).toEqual([]);
        await close();
      }
    });
  });

  describe.each(TABBED_PAGES)('$path tabs', ({ path, tabs }) => {
    const { items, count, initialLabel } = tabs!;

    it(`shows ${count} tabs, exactly one selected, starting on "${initialLabel}"`, async () => {
      const { page, close } = await open(path);
      await expect.poll(() => page.getByRole('tab').count()).toBe(count);
      expect(items).toHaveLength(count);
      const selected = page.locator('[role="tab"][aria-selected="true"]');
      expect(await selected.count()).toBe(1);
      expect(await selected.textContent()).toBe(initialLabel);
      await close();
    });

    it('shows the title, description and checklist of each tab it is switched to', async () => {
      const { page, consoleErrors, close } = await open(path);
      for (const item of items) {
        await page.getByRole('tab', { name: item.label, exact: true }).click();
        const selected = page.locator('[role="tab"][aria-selected="true"]');
        await expect.poll(() => selected.textContent()).toBe(item.label);
        expect(await selected.count()).toBe(1);
        const panel = page.getByRole('tabpanel');
        expect(await panel.count()).toBe(1);
        expect(await panel.getByRole('heading', { level: 3 }).textContent()).toBe(item.title);
        expect(await panel.textContent()).toContain(item.description);
        const bullets = await panel.getByRole('listitem').allTextContents();
        expect(bullets).toEqual([...item.checklist]);
      }
      expect(consoleErrors).toEqual([]);
      await close();
    });

    it('moves focus and selection with ArrowRight, wrapping from the last tab to the first', async () => {
      const { page, close } = await open(path);
      await page.getByRole('tab', { selected: true }).focus();
      const labels = items.map((item) => item.label);
      const start = labels.indexOf(initialLabel);
      for (let step = 1; step <= items.length; step++) {
        await page.keyboard.press('ArrowRight');
        const expected = labels[(start + step) % labels.length];
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(expected);
        expect(await page.locator('[role="tab"][aria-selected="true"]').textContent()).toBe(expected);
        expect(await page.getByRole('tabpanel').getByRole('heading', { level: 3 }).textContent()).toBe(
          items[(start + step) % items.length]?.title,
        );
      }
      await close();
    });
  });

  it('/services links to all seven service areas', async () => {
    const { page, close } = await open('/services');
    const areas = region(page, 'Seven service areas');
    const hrefs = await areas
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The grid closes with a "complete design package" card linking to /contact.
    expect(hrefs.filter((href) => href?.startsWith('/services/'))).toEqual([
      '/services/plant-engineering',
      '/services/battery-storage-integration',
      '/services/cable-solution',
      '/services/earthing-solution',
      '/services/protection-design',
      '/services/power-system',
      '/services/survey',
    ]);
    expect(hrefs).toContain('/contact');
    expect(await region(page, 'How we work').getByRole('listitem').count()).toBe(4);
    await close();
  });

  it('Plant Engineering: HV 11kV to 220kV, LV below 1kV, 4 design steps, 6 benefits, core values, Get in touch', async () => {
    const { page, close } = await open('/services/plant-engineering');
    await page.getByRole('tab', { name: 'HV Design' }).click();
    expect(await page.getByRole('tabpanel').textContent()).toContain('11kV to 220kV');
    await page.getByRole('tab', { name: 'LV Design' }).click();
    expect(await page.getByRole('tabpanel').textContent()).toContain('below 1kV');
    const steps = await region(page, 'Our design process')
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(steps.map((step) => step.replace(/^Step \d: /, ''))).toEqual([
      'Requirements Analysis',
      'Conceptual Design',
      'Detailed Engineering',
      'Review and Optimisation',
    ]);
    expect(await region(page, 'Why choose us for plant engineering').getByRole('listitem').count()).toBe(6);
    expect(await region(page, 'Our core values').getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await mainLink(page, 'Get in touch').getAttribute('href')).toBe('/contact');
    await close();
  });

  it('Battery Storage Integration: the brochure opens /documents/battery-storage.pdf in a new tab', async () => {
    const { page, close } = await open('/services/battery-storage-integration');
    const brochure = page.getByRole('main').getByRole('link', { name: /brochure/i });
    expect(await brochure.getAttribute('href')).toBe('/documents/battery-storage.pdf');
    expect(await brochure.getAttribute('target')).toBe('_blank');
    await close();
  });

  it('Cable Solutions: the intro button opens /documents/cable-solutions.pdf; a project delivery statement', async () => {
    const { page, close } = await open('/services/cable-solution');
    const brochure = page.getByRole('main').getByRole('link', { name: /cable solutions brochure/i });
    expect(await brochure.getAttribute('href')).toBe('/documents/cable-solutions.pdf');
    expect(await brochure.getAttribute('target')).toBe('_blank');
    expect(await region(page, 'Project delivery').textContent()).toMatch(/named engineer/);
    await close();
  });

  it('Earthing: PDF button, 3 standards, 6 additional services, Request a Consultation to /contact', async () => {
    const { page, close } = await open('/services/earthing-solution');
    const brochure = page.getByRole('main').getByRole('link', { name: /earthing solutions brochure/i });
    expect(await brochure.getAttribute('href')).toBe('/documents/earthing-solutions.pdf');
    expect(await brochure.getAttribute('target')).toBe('_blank');
    const standards = await region(page, 'Standards and compliance')
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(standards).toEqual(['BS EN 50522', 'BS 7430', 'ENA TS 41-24 and EREC S34']);
    expect(await region(page, 'Additional services').getByRole('listitem').count()).toBe(6);
    expect(await mainLink(page, 'Request a Consultation').getAttribute('href')).toBe('/contact');
    await close();
  });

  it('Protection Design: Get in touch, 6 features, both lists, 3 standards, 4 steps, 6 benefits, consultation link', async () => {
    const { page, close } = await open('/services/protection-design');
    expect(await mainLink(page, 'Get in touch').getAttribute('href')).toBe('/contact');
    expect(await region(page, 'Key features of our protection schemes').getByRole('listitem').count()).toBe(
      6,
    );
    const scope = region(page, 'What we protect and how');
    expect(await scope.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Protection services',
      'Equipment protection',
    ]);
    expect(await scope.getByRole('list').count()).toBe(2);
    expect(await region(page, 'Standards we design to').getByRole('listitem').count()).toBe(3);
    expect(await region(page, 'Our design process').getByRole('listitem').count()).toBe(4);
    expect(await region(page, 'Benefits for your network').getByRole('listitem').count()).toBe(6);
    expect(await mainLink(page, 'Book a consultation').getAttribute('href')).toBe('/contact');
    await close();
  });

  it('Power System Studies: Get in touch, 6 benefits, the four-step process and Request a Study to /contact', async () => {
    const { page, close } = await open('/services/power-system');
    expect(await mainLink(page, 'Get in touch').getAttribute('href')).toBe('/contact');
    expect(await region(page, 'Benefits of our studies').getByRole('listitem').count()).toBe(6);
    const steps = await region(page, 'Our study process')
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(steps.map((step) => step.replace(/^Step \d: /, ''))).toEqual([
      'Data collection',
      'Modelling and analysis',
      'Results interpretation',
      'Recommendations',
    ]);
    expect(await mainLink(page, 'Request a Study').getAttribute('href')).toBe('/contact');
    await close();
  });

  it('Survey: six survey types with eight bullets each, 6 benefits, 4 steps, Request a Survey to /contact', async () => {
    const { page, close } = await open('/services/survey');
    expect(await mainLink(page, 'Get in touch').getAttribute('href')).toBe('/contact');
    for (const type of surveyTypes) {
      await page.getByRole('tab', { name: type.label, exact: true }).click();
      await expect.poll(() => page.getByRole('tabpanel').getByRole('listitem').count()).toBe(8);
    }
    const benefits = await region(page, 'Benefits of professional surveys')
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(benefits).toEqual([
      'Accurate site assessment',
      'Time and cost efficiency',
      'Risk mitigation',
      'Regulatory compliance',
      'Environmental stewardship',
      'Long-term reliability',
    ]);
    const steps = await region(page, 'Our survey process')
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(steps.map((step) => step.replace(/^Step \d: /, ''))).toEqual([
      'Initial Consultation',
      'Survey Planning',
      'Field Work',
      'Data Analysis',
    ]);
    expect(await mainLink(page, 'Request a Survey').getAttribute('href')).toBe('/contact');
    await close();
  });

  it.each(SERVICE_PAGES)(
    '$path ends with the shared "Why clients choose us" and contact sections',
    async ({ path }) => {
      const { page, close } = await open(path);
      const why = region(page, 'Why clients choose us');
      expect(await why.getByRole('definition').allTextContents()).toEqual(['20+', '50+', '4', '100+']);
      const cta = page.locator('section[aria-labelledby="cta-heading"]');
      expect(await cta.getByRole('link').getAttribute('href')).toBe('/contact');
      await close();
    },
  );
});
