import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { createJob, type JobInput } from '../../server/db/jobs.ts';
import { openPage } from '../support/browser.ts';
import { scriptHashSource } from '../support/csp.ts';
import { type Page, startedSite, waitForHydration } from '../support/fixtures.ts';

// public-site.md §2 Home and About, §4 (carousels wrap, hero advances every 5 s), §9.

function job(country: string, title: string, isActive = true): JobInput {
  return {
    title,
    type: 'DESIGN AND ENGINEERING',
    place: country === 'India' ? 'New Delhi' : 'Colchester',
    country,
    isActive,
    qualifications: 'Degree in electrical engineering',
    experience: '2-3 years',
    responsibilities: 'Prepare single-line diagrams\nCarry out earthing calculations',
  };
}

const visibleCount = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.filter((e) => e.checkVisibility()).length);

describe('home and about pages', () => {
  const site = startedSite(
    {},
    {
      seed: async (db) => {
        await createJob(db, job('United Kingdom', 'DESIGN MANAGER'));
        await createJob(db, job('India', 'Trainee Design Engineer'));
        await createJob(db, job('India', 'Office Assistant'));
        await createJob(db, job('Uzbekistan', 'Site Engineer', false));
      },
    },
  );

  describe('home', () => {
    it('shows the nine blocks in order', async () => {
      const { page, consoleErrors, close } = await openPage(site.browser);
      await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
      await waitForHydration(page);
      const headings = await page
        .locator('main > section')
        .evaluateAll((sections) =>
          sections.map((s) => document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent),
        );
      expect(headings).toEqual([
        'Voltline Engineering',
        'Engineering resilient power networks since 2003',
        'Our services',
        'Our company in numbers',
        'Engineering you can build on',
        'Industries we serve',
        'What our clients say',
        'Have an Enquiry?',
        'Join our team',
      ]);
      expect(await page.locator('main article h3').allTextContents()).toEqual([
        'Plant Engineering',
        'Battery Storage Integration',
        'Cable Solutions',
        'Earthing Solution',
        'Protection Design',
        'Power System Studies',
      ]);
      const readMore = await page
        .getByRole('link', { name: /^Read More about/ })
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(readMore).toEqual([
        '/services/plant-engineering',
        '/services/battery-storage-integration',
        '/services/cable-solution',
        '/services/earthing-solution',
        '/services/protection-design',
        '/services/power-system',
      ]);
      // The figures as assistive technology reads them; on screen they count up once in view.
      const figures = page.locator('main dl').first().locator('dd');
      expect(await figures.locator('.sr-only').allTextContents()).toEqual(['50+', '4', '20+', '100+']);
      await figures.first().scrollIntoViewIfNeeded();
      await expect
        .poll(() => figures.locator('[aria-hidden]').allTextContents(), { timeout: 5000 })
        .toEqual(['50+', '4', '20+', '100+']);
      const industries = page.locator('section[aria-labelledby="industries-heading"] li');
      expect(await industries.allTextContents()).toEqual([
        'Solar',
        'Wind',
        'Data center',
        'Hospital',
        'Manufacturing',
        'BESS',
        'Utilities',
        'Railway',
        'Earthing',
      ]);
      expect(await page.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('/apply');
      expect(consoleErrors).toEqual([]);
      await close();
    });

    it('sets Organization structured data, allowed by the CSP by its hash', async () => {
      const response = await fetch(`${site.server.url}/`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const html = await response.text();
      // A kept page has no nonce: its policy lists the SHA-256 of each inline script (decision 014).
      const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
      expect(policy).toContain(scriptHashSource(match?.[1] ?? ''));
      const data = JSON.parse(match?.[1] ?? '{}');
      expect(data).toMatchObject({
        '@type': 'Organization',
        name: 'Voltline Engineering',
        foundingDate: '2003',
      });
      expect(data.address).toHaveLength(3);
      expect(data.sameAs).toEqual([expect.stringContaining('linkedin.com')]);
    });

    it('advances the hero background every 5 seconds and wraps from the last to the first', async () => {
      const { page, close } = await openPage(site.browser);
      await page.clock.install();
      await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
      await waitForHydration(page);
      const active = () =>
        page.locator('[data-hero-slide][data-active="true"]').getAttribute('data-hero-slide');
      expect(await active()).toBe('hero-substation');
      // Stop the fake clock, then step it until the first change, to learn when the timer fires.
      // The pause is set a second ahead: the page's clock runs on while the test reads it, and
      // a slow machine can take longer than a few milliseconds between the read and the pause.
      // The first change is 5 s after hydration, well past it.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      let waited = 0;
      while ((await active()) === 'hero-substation' && waited < 6000) {
        await page.clock.runFor(100);
        waited += 100;
      }
      expect(await active()).toBe('hero-solar');
      // The change just happened (within the last 100 ms): the next comes 5000 ms after it.
      await page.clock.runFor(4800);
      expect(await active()).toBe('hero-solar');
      await page.clock.runFor(300);
      await expect.poll(active).toBe('hero-bess');
      await page.clock.runFor(5000);
      await expect.poll(active).toBe('hero-substation');
      // The previous image fades out (and blurs) over 1.5 s while the next fades in.
      const styles = await page.locator('[data-hero-slide]').evaluateAll((slides) =>
        slides.map((slide) => {
          const style = getComputedStyle(slide);
          return { duration: style.transitionDuration, property: style.transitionProperty };
        }),
      );
      for (const style of styles) expect(style).toEqual({ duration: '1.5s', property: 'opacity, filter' });
      await close();
    });

    it('pauses the hero on request, and keeps everything still under reduced motion', async () => {
      const active = (page: Page) =>
        page.locator('[data-hero-slide][data-active="true"]').getAttribute('data-hero-slide');
      // The testimonials' backdrop moves by video now (home-video.test.ts); no CSS or Web
      // Animations run there, least of all under reduced motion.
      const backdropAnimations = (page: Page) =>
        page.evaluate(
          () =>
            document.getAnimations().filter((animation) => {
              const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
              return target?.closest('section[aria-labelledby="testimonials-heading"]') != null;
            }).length,
        );
      const attachment = (page: Page) =>
        page
          .locator('section[aria-labelledby="why-heading"]')
          .evaluate((element) => getComputedStyle(element).backgroundAttachment);

      const moving = await openPage(site.browser);
      await moving.page.clock.install();
      await moving.page.goto(`${site.server.url}/`, { waitUntil: 'load' });
      await waitForHydration(moving.page);
      expect(await attachment(moving.page)).toBe('fixed');
      await moving.page.getByRole('button', { name: 'Pause background slideshow' }).click();
      await moving.page.clock.runFor(16_000);
      expect(await active(moving.page)).toBe('hero-substation');
      await moving.page.getByRole('button', { name: 'Play background slideshow' }).click();
      await moving.page.clock.runFor(5_100);
      await expect.poll(() => active(moving.page)).toBe('hero-solar');
      await moving.close();

      const calm = await openPage(site.browser);
      await calm.page.emulateMedia({ reducedMotion: 'reduce' });
      await calm.page.clock.install();
      await calm.page.goto(`${site.server.url}/`, { waitUntil: 'load' });
      await waitForHydration(calm.page);
      await calm.page.clock.runFor(16_000);
      expect(await active(calm.page)).toBe('hero-substation');
      expect(await calm.page.getByRole('button', { name: /background slideshow/ }).count()).toBe(0);
      expect(await attachment(calm.page)).toBe('scroll');
      expect(await backdropAnimations(calm.page)).toBe(0);
      await calm.close();
    });

    it('wraps the testimonial carousel both ways and moves with the dots', async () => {
      const { page, close } = await openPage(site.browser);
      await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
      await waitForHydration(page);
      const shown = () => page.locator('[data-testimonial]:visible').getAttribute('data-testimonial');
      expect(await shown()).toBe('0');
      await page.getByRole('button', { name: 'Previous testimonial' }).click();
      expect(await shown()).toBe('2');
      await page.getByRole('button', { name: 'Next testimonial' }).click();
      expect(await shown()).toBe('0');
      await page.getByRole('button', { name: 'Show testimonial 2' }).click();
      expect(await shown()).toBe('1');
      expect(
        await page.getByRole('button', { name: 'Show testimonial 2' }).getAttribute('aria-current'),
      ).toBe('true');
      expect(
        await page.getByRole('button', { name: 'Show testimonial 1' }).getAttribute('aria-current'),
      ).toBeNull();
      await page.getByRole('button', { name: 'Show testimonial 3' }).click();
      await page.getByRole('button', { name: 'Next testimonial' }).click();
      expect(await shown()).toBe('0');
      await close();
    });

    it('counts active openings per country: "1 Opening", "2 Openings", "0 Openings"', async () => {
      const { page, close } = await openPage(site.browser);
      await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
      await waitForHydration(page);
      const count = (country: string) =>
        page.locator(`[data-country="${country}"] [data-openings]`).textContent();
      expect(await count('United Kingdom')).toBe('1 Opening');
      expect(await count('India')).toBe('2 Openings');
      expect(await count('Uzbekistan')).toBe('0 Openings');
      expect(await page.getByText(MESSAGES.careers.sendCvPrompt).count()).toBe(1);
      await close();
    });
  });

  describe('about', () => {
    it('starts the values on TRUST (5) and switches to IMPACT (6) and EXCEL (5), also by arrow keys', async () => {
      const { page, consoleErrors, close } = await openPage(site.browser);
      await page.goto(`${site.server.url}/about`, { waitUntil: 'load' });
      await waitForHydration(page);
      const tabs = page.getByRole('tablist', { name: 'Our values' }).getByRole('tab');
      expect(await tabs.allTextContents()).toEqual(['TRUST', 'IMPACT', 'EXCEL']);
      const selected = () => page.locator('[role="tab"][aria-selected="true"]').textContent();
      const values = () => page.getByRole('tabpanel').locator('[data-value]').count();
      const letters = () =>
        page.getByRole('tabpanel').locator('[data-value] span[aria-hidden]').allTextContents();
      expect(await selected()).toBe('TRUST');
      expect(await values()).toBe(5);
      expect((await letters()).join('')).toBe('TRUST');
      await page.getByRole('tab', { name: 'IMPACT' }).click();
      expect(await values()).toBe(6);
      expect((await letters()).join('')).toBe('IMPACT');
      await page.getByRole('tab', { name: 'EXCEL' }).click();
      expect(await values()).toBe(5);
      expect((await letters()).join('')).toBe('EXCEL');
      await page.keyboard.press('ArrowRight');
      expect(await selected()).toBe('TRUST');
      await page.keyboard.press('ArrowLeft');
      expect(await selected()).toBe('EXCEL');
      await page.keyboard.press('ArrowLeft');
      expect(await selected()).toBe('IMPACT');
      expect(consoleErrors).toEqual([]);
      await close();
    });

    for (const [width, perView] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      it(`shows ${perView} team slide(s) at ${width}px`, async () => {
        const { page, close } = await openPage(site.browser, { width });
        await page.goto(`${site.server.url}/about`, { waitUntil: 'load' });
        await waitForHydration(page);
        expect(await visibleCount(page, '[data-team-slide]')).toBe(perView);
        if (perView > 1) {
          const gap = await page.locator('[data-team-slide]').evaluateAll((slides) => {
            const [a, b] = slides.map((slide) => slide.getBoundingClientRect());
            return a && b ? Math.round(b.left - a.right) : -1;
          });
          expect(gap).toBe(30);
        }
        await close();
      });
    }

    it('wraps the team slider both ways and shows details on hover and on focus', async () => {
      const { page, close } = await openPage(site.browser, { width: 375 });
      await page.goto(`${site.server.url}/about`, { waitUntil: 'load' });
      await waitForHydration(page);
      const first = () =>
        page
          .locator('[data-team-slide]')
          .evaluateAll((slides) => slides.find((s) => s.checkVisibility())?.getAttribute('data-team-slide'));
      expect(await first()).toBe('Richard Hale');
      await page.getByRole('button', { name: 'Previous team member' }).click();
      expect(await first()).toBe('Daniel Brooks');
      await page.getByRole('button', { name: 'Next team member' }).click();
      expect(await first()).toBe('Richard Hale');
      await page.getByRole('button', { name: 'Next team member' }).click();
      await page.getByRole('button', { name: 'Next team member' }).click();
      await page.getByRole('button', { name: 'Next team member' }).click();
      expect(await first()).toBe('Richard Hale');

      const details = page.locator('[data-team-slide="Richard Hale"] [data-team-details]');
      const opacity = () => details.evaluate((element) => getComputedStyle(element).opacity);
      expect(await opacity()).toBe('0');
      await page.locator('[data-team-slide="Richard Hale"] article').hover();
      await expect.poll(opacity).toBe('1');
      await page.mouse.move(0, 0);
      await expect.poll(opacity).toBe('0');
      await page.locator('[data-team-slide="Richard Hale"] article').focus();
      await expect.poll(opacity).toBe('1');
      await close();
    });
  });
});

describe('home careers block when the data layer fails', () => {
  // A database without its jobs table: the loader's query fails, the page must not.
  const site = startedSite(
    {},
    {
      seed: async (db) => {
        await sql`drop table jobs`.execute(db);
      },
    },
  );

  it('shows "Failed to load job listings. Please try again later." and no fallback jobs', async () => {
    const response = await fetch(`${site.server.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(MESSAGES.careers.homeLoadFailed);
    expect(html).not.toContain('data-openings');
    expect(html).toContain(MESSAGES.careers.sendCvPrompt.replace("'", '&#x27;'));
    await expect
      .poll(() => site.server.logs.some((entry) => entry.msg === 'home page: failed to load job listings'))
      .toBe(true);
  });
});
