import { describe, expect, it } from 'vitest';
import { assetUrlFor } from '../../domain/media.ts';
import { openPage } from '../support/browser.ts';
import { adminToken, type Page, startedSite } from '../support/fixtures.ts';

// Decision 025, in Chromium against the built site with the sample content: a focal point set in
// the media library (through PUT /api/media/{id}, as the library's dialog sends it) places the
// picture in its crop on the public pages at once, past the render cache: a case study's card on
// /case-studies and a leader's portrait on /about. At the middle (the sample's default) the
// pictures carry no style at all.

const site = startedSite({ SAMPLE_CONTENT: 'on' });

async function staffApi(method: string, path: string, json?: unknown) {
  const { token } = await adminToken(site);
  const response = await fetch(`${site.server.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    ...(json ? { body: JSON.stringify(json) } : {}),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The library's asset for a picture a record names (a built-in picture at any width). */
async function assetOf(pictureUrl: string): Promise<{ _id: string; focalX: number; focalY: number }> {
  const wanted = assetUrlFor(pictureUrl);
  for (let page = 1; page <= 20; page += 1) {
    const answer = await staffApi('GET', `/media?limit=100&page=${page}`);
    const asset = answer.data.assets.find((each: { url: string }) => each.url === wanted);
    if (asset) return asset;
    if (answer.data.assets.length < 100) break;
  }
  throw new Error(`no media library asset for ${pictureUrl}`);
}

/** The style attribute and the computed object-position of the image `selector` finds. */
async function placement(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await image.waitFor({ state: 'attached' });
  return {
    style: await image.getAttribute('style'),
    position: await image.evaluate((element) => getComputedStyle(element).objectPosition),
    fit: await image.evaluate((element) => getComputedStyle(element).objectFit),
  };
}

describe('focal points on the public pages (decision 025)', () => {
  it('moves a case study card picture to its focal point on /case-studies', async () => {
    const listed = await (await fetch(`${site.server.url}/api/case-studies`)).json();
    const study: { name: string; cardImage: string } = listed.data.caseStudies[0];
    const asset = await assetOf(study.cardImage);
    expect([asset.focalX, asset.focalY]).toEqual([0.5, 0.5]);
    const card = `article:has(a[aria-label="Read case study: ${study.name}"]) img`;

    const { page, close } = await openPage(site.browser);
    // Rendered (and kept by the render cache) before the change.
    await page.goto(`${site.server.url}/case-studies`);
    expect(await placement(page, card)).toEqual({ style: null, position: '50% 50%', fit: 'cover' });

    await staffApi('PUT', `/media/${asset._id}`, { focalX: 0.2, focalY: 0.75 });
    await page.goto(`${site.server.url}/case-studies`);
    expect(await placement(page, card)).toEqual({
      style: 'object-position:20% 75%',
      position: '20% 75%',
      fit: 'cover',
    });

    // Back at the middle: no style again.
    await staffApi('PUT', `/media/${asset._id}`, { focalX: 0.5, focalY: 0.5 });
    await page.goto(`${site.server.url}/case-studies`);
    expect((await placement(page, card)).style).toBeNull();
    await close();
  });

  it('moves a leader’s portrait to its focal point on /about', async () => {
    const content = await (await fetch(`${site.server.url}/api/site-content`)).json();
    const leader: { name: string; portrait: { url: string } } = content.data.team.find(
      (member: { isShown: boolean }) => member.isShown,
    );
    const asset = await assetOf(leader.portrait.url);
    const portrait = `[data-team-slide="${leader.name}"] img`;

    const { page, close } = await openPage(site.browser, { width: 1280 });
    await page.goto(`${site.server.url}/about`);
    expect(await placement(page, portrait)).toEqual({ style: null, position: '50% 50%', fit: 'cover' });

    await staffApi('PUT', `/media/${asset._id}`, { focalX: 0.4, focalY: 0.1 });
    await page.goto(`${site.server.url}/about`);
    expect(await placement(page, portrait)).toEqual({
      style: 'object-position:40% 10%',
      position: '40% 10%',
      fit: 'cover',
    });
    await close();
  });
});
