import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { seriousAxeViolations, startedSite, waitForHydration } from '../support/fixtures.ts';

// public-site.md §2 "Static case studies": the four written case studies, their figures, and
// "Each opens scrolled to the top".

type StaticCaseStudy = {
  path: string;
  h1: string;
  heroImage: string;
  /** Every figure the spec lists for this case study, as it must appear in the page text. */
  figures: readonly string[];
  /** Section headings the spec names, in order. */
  sections?: readonly string[];
  /** A service page whose related-case-study link leads here (for the scroll-to-top check). */
  linkedFrom: string;
};

const CASE_STUDIES: readonly StaticCaseStudy[] = [
  {
    path: '/case-studies/design&supply',
    h1: 'Design and Supply of a 33kV Containerised Switchroom',
    heroImage: 'case-switchroom',
    figures: ['110V/25A charger', '110V/100AH battery of 55 cells', '415V 4000A LVAC panel'],
    linkedFrom: '/services/plant-engineering',
  },
  {
    path: '/case-studies/earthingsystemdesign',
    h1: 'Earthing System Design for a 50MW Battery Energy Storage System in Yorkshire',
    heroImage: 'case-earthing',
    figures: [
      '50MW',
      '0.11 ohm',
      'BS EN 50522',
      'ENA TS 41-24',
      'soil model',
      'touch and step voltages',
      'earth potential rise (EPR)',
      'hot',
      'cold',
    ],
    linkedFrom: '/services/earthing-solution',
  },
  {
    path: '/case-studies/powersystemstudies',
    h1: 'Power System Studies for Integrating a Client Substation with a 132kV Substation',
    heroImage: 'case-power-system',
    figures: [
      'DIgSILENT PowerFactory',
      '0.94, 1.00, 1.04 and 1.06 p.u.',
      '0.95 lagging and 0.95 leading',
      'IEC 60909',
      'Components modelled',
      'Network modelling',
      'Steady-state analysis',
      'Short circuit analysis',
      'Performance validation',
    ],
    sections: ['Requirement', 'Solution', 'Technical specifications', 'Results', 'Conclusion'],
    linkedFrom: '/services/power-system',
  },
  {
    path: '/case-studies/loadtestcasestudy',
    h1: 'Load Bank Testing of 7 MVA, 11kV Standby Generation',
    heroImage: 'case-load-test',
    figures: ['7 MVA at 0.8 power factor', '12 hours', '500 kVA increments', '5.62 MW', '4.18 MVAR', '368 A'],
    sections: ['Client requirement', 'Solutions', 'Test specification', 'Outcomes', 'Results', 'Conclusion'],
    linkedFrom: '/services/plant-engineering',
  },
];

/** The visible text of server-rendered HTML: tags removed, entities and whitespace normalised. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe('static case studies in Chromium', () => {
  const site = startedSite({ PUBLIC_URL: 'https://www.voltline.example' });

  describe.each(CASE_STUDIES)('$path', ({ path, h1, heroImage, figures, sections, linkedFrom }) => {
    it(`answers 200 with one <h1>${h1}</h1> and every figure the spec lists`, async () => {
      const response = await fetch(`${site.server.url}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      expect(html).toMatch(/<title>[^<]+ \| Voltline Engineering<\/title>/);
      expect(html).toMatch(new RegExp(`src="/media/${heroImage}-960\\.webp"`));
      const text = textOf(html);
      for (const figure of figures) expect(text).toContain(figure);
    });

    it('uses a semantic specification table with a caption and scoped headers', async () => {
      const html = await (await fetch(`${site.server.url}${path}`)).text();
      expect(html).toMatch(/<table[\s\S]*?<caption[^>]*>[^<]+<\/caption>/);
      expect(html).toContain('scope="col"');
      expect(html).toContain('scope="row"');
    });

    if (sections) {
      it(`has the sections ${sections.join(', ')}`, async () => {
        const { page, close } = await openPage(site.browser);
        await page.goto(`${site.server.url}${path}`);
        const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
        expect(headings.filter((heading) => sections.includes(heading))).toEqual([...sections]);
        await close();
      });
    }

    it('opens scrolled to the top, directly and from a scrolled page', async () => {
      const { page, consoleErrors, close } = await openPage(site.browser);
      await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
      await waitForHydration(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goto(`${site.server.url}${linkedFrom}`, { waitUntil: 'load' });
      await waitForHydration(page, 'h1');
      const link = page.locator(`a[href="${path}"]`).first();
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await link.click();
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === path);
      await expect.poll(() => page.locator('h1').textContent()).toBe(h1);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(consoleErrors).toEqual([]);
      await close();
    });

    it('has no console errors and no serious or critical axe violations at 1280 and 375 px', async () => {
      for (const width of [1280, 375]) {
        const { page, consoleErrors, close } = await openPage(site.browser, { width });
        const response = await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        await waitForHydration(page, 'h1');
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(consoleErrors).toEqual([]);
        await close();
      }
    });
  });

  it('load-bank results show the images result-load-1 and result-load-2 with captions', async () => {
    const { page, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/case-studies/loadtestcasestudy`);
    const results = page.getByRole('region', { name: 'Results', exact: true });
    const figures = results.getByRole('figure');
    expect(await figures.count()).toBe(2);
    const sources = await figures
      .locator('img')
      .evaluateAll((images) => images.map((img) => img.getAttribute('src')));
    expect(sources).toEqual(['/media/result-load-1-960.webp', '/media/result-load-2-960.webp']);
    for (const alt of await figures
      .locator('img')
      .evaluateAll((images) => images.map((img) => img.getAttribute('alt')))) {
      expect(alt?.length).toBeGreaterThan(20);
    }
    await close();
  });

  it('opens a result chart full size in a dialog; Escape closes it and focus returns', async () => {
    const caption = 'Active power rising in 500 kVA steps to 5.62 MW and held through the 12-hour test.';
    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/case-studies/loadtestcasestudy`, { waitUntil: 'load' });
    await waitForHydration(page, 'h1');
    const enlarge = page.getByRole('button', { name: `Enlarge: ${caption}`, exact: true });
    await enlarge.click();
    const dialog = page.getByRole('dialog', { name: caption });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const large = dialog.getByRole('img');
    expect(await large.getAttribute('src')).toBe('/media/result-load-1-1600.webp');
    await expect.poll(() => large.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1600);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await enlarge.evaluate((button) => button === document.activeElement)).toBe(true);
    // The close button does the same.
    await enlarge.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await enlarge.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
