import { describe, expect, it } from 'vitest';
import { openPage, type Page } from '../support/browser.ts';
import { startedSite, waitForHydration } from '../support/fixtures.ts';

// public-site.md §2 Home 7: the testimonials' background video autoplays muted and loops, costs
// the first load nothing, stays still under reduced motion and can be paused.

const VIDEO = '[data-testid="testimonial-video"]';
const VIDEO_FILE = /\/media\/testimonial-loop\.(?:webm|mp4)$/;

function videoState(page: Page) {
  return page.locator(VIDEO).evaluate((element) => {
    if (!(element instanceof HTMLVideoElement)) throw new Error('not a video');
    return { paused: element.paused, currentTime: element.currentTime };
  });
}

async function openHome(page: Page, url: string): Promise<string[]> {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_FILE.test(new URL(request.url()).pathname)) videoRequests.push(request.url());
  });
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page, VIDEO);
  return videoRequests;
}

describe('home page testimonials background video', () => {
  const site = startedSite();

  it('is a muted, looping, decorative video that fetches nothing on first load at the top', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    const videoRequests = await openHome(page, `${site.server.url}/`);
    const video = page.locator(VIDEO);
    expect(
      await video.evaluate((element) => {
        if (!(element instanceof HTMLVideoElement)) throw new Error('not a video');
        return {
          muted: element.muted,
          loop: element.loop,
          autoplay: element.autoplay,
          preload: element.preload,
          playsInline: element.playsInline,
          hidden: element.closest('[aria-hidden="true"]') !== null,
          sources: element.querySelectorAll('source').length,
        };
      }),
    ).toEqual({
      muted: true,
      loop: true,
      autoplay: false,
      preload: 'none',
      playsInline: true,
      hidden: true,
      sources: 0,
    });
    expect(videoRequests).toEqual([]);
    expect(await page.getByRole('button', { name: /background video/ }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('plays once scrolled into view, with the backdrop as poster, and the control pauses it', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    const videoRequests = await openHome(page, `${site.server.url}/`);
    await page.locator('#testimonials-heading').scrollIntoViewIfNeeded();
    const video = page.locator(VIDEO);
    await expect.poll(() => video.getAttribute('poster')).toBe('/media/testimonial-backdrop-960.webp');
    expect(
      await video.locator('source').evaluateAll((sources) => sources.map((s) => s.getAttribute('type'))),
    ).toEqual(['video/webm', 'video/mp4']);
    await expect.poll(() => videoState(page), { timeout: 10_000 }).toMatchObject({ paused: false });
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(videoRequests.some((url) => url.endsWith('.webm'))).toBe(true);

    const pause = page.getByRole('button', { name: 'Pause background video' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    const play = page.getByRole('button', { name: 'Play background video' });
    expect(await play.count()).toBe(1);
    // Still paused a moment later: the visitor's choice sticks.
    const pausedAt = (await videoState(page)).currentTime;
    await page.waitForTimeout(500);
    expect(await videoState(page)).toEqual({ paused: true, currentTime: pausedAt });

    await play.click();
    await expect.poll(async () => (await videoState(page)).paused).toBe(false);
    expect(await page.getByRole('button', { name: 'Pause background video' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('stays still and fetches no video under reduced motion', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const videoRequests = await openHome(page, `${site.server.url}/`);
    await page.locator('#testimonials-heading').scrollIntoViewIfNeeded();
    // The poster arrives with the block; give any play() a chance to have happened.
    await expect
      .poll(() => page.locator(VIDEO).getAttribute('poster'))
      .toBe('/media/testimonial-backdrop-960.webp');
    await page.waitForTimeout(1000);
    expect(await videoState(page)).toEqual({ paused: true, currentTime: 0 });
    expect(await page.locator(`${VIDEO} source`).count()).toBe(0);
    expect(await page.getByRole('button', { name: /background video/ }).count()).toBe(0);
    expect(videoRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it.each([
    ['webm', 'video/webm'],
    ['mp4', 'video/mp4'],
  ])('serves the .%s file as %s, with byte ranges for Safari', async (extension, type) => {
    const url = `${site.server.url}/media/testimonial-loop.${extension}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe(type);
    expect(whole.headers.get('cache-control')).toBe('public, max-age=3600');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeLessThan(400 * 1024);

    const part = await fetch(url, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(part.headers.get('content-type')).toBe(type);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });
});
