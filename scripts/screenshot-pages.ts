import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { launchBrowser } from '../tests/support/browser.ts';
import { startSiteProcess } from '../tests/support/site-process.ts';

// Full-page screenshots of the public pages of a fresh install (sample content on, temporary
// database), for comparing the site before and after a change that must not show:
//
//   node scripts/screenshot-pages.ts shoot <dir>       (after `npm run build`)
//   node scripts/screenshot-pages.ts compare <dir-a> <dir-b>
//
// Reduced motion keeps the pictures still (carousels do not advance, counters show their final
// value); every lazy image is scrolled into view and awaited so the two runs see the same page.

const PAGES = ['/', '/about', '/contact', '/privacy-policy', '/case-studies', '/products', '/gallery'];
const WIDTHS = [375, 1280];

function fileName(pagePath: string, width: number): string {
  const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');
  return `${name}-${width}.png`;
}

async function shoot(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const [server, browser] = await Promise.all([
    startSiteProcess({ env: { SAMPLE_CONTENT: 'on', RATE_LIMIT: 'off' } }),
    launchBrowser(),
  ]);
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const pagePath of PAGES) {
        await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
          // Pictures out of view (a slider's other slides) load too, so both runs are complete.
          for (const image of document.images) image.loading = 'eager';
          await Promise.all(
            [...document.images].map((image) =>
              image.complete
                ? null
                : Promise.race([
                    new Promise((resolve) => {
                      image.addEventListener('load', resolve);
                      image.addEventListener('error', resolve);
                    }),
                    new Promise((resolve) => setTimeout(resolve, 5000)),
                  ]),
            ),
          );
          await document.fonts.ready;
        });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const file = path.join(dir, fileName(pagePath, width));
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await Promise.all([browser.close(), server.stop()]);
  }
}

async function compare(dirA: string, dirB: string): Promise<boolean> {
  let isSame = true;
  const files = (await readdir(dirA)).filter((file) => file.endsWith('.png')).sort();
  for (const file of files) {
    const [a, b] = await Promise.all(
      [dirA, dirB].map((dir) =>
        sharp(path.join(dir, file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
      ),
    );
    if (!a || !b) continue;
    if (a.info.width !== b.info.width || a.info.height !== b.info.height) {
      isSame = false;
      console.log(`${file}: size ${a.info.width}x${a.info.height} → ${b.info.width}x${b.info.height}`);
      continue;
    }
    let differing = 0;
    let top = Number.POSITIVE_INFINITY;
    let bottom = -1;
    for (let offset = 0; offset < a.data.length; offset += 4) {
      if (a.data.readUInt32LE(offset) !== b.data.readUInt32LE(offset)) {
        differing += 1;
        const y = Math.floor(offset / 4 / a.info.width);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
    if (differing > 0) isSame = false;
    console.log(
      `${file}: ${differing} differing pixels${differing > 0 ? ` (rows ${top}–${bottom})` : ''} of ${a.info.width}x${a.info.height}`,
    );
  }
  return isSame;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'shoot' && args[0]) {
  await shoot(args[0]);
} else if (command === 'compare' && args[0] && args[1]) {
  process.exitCode = (await compare(args[0], args[1])) ? 0 : 1;
} else {
  console.error('usage: screenshot-pages.ts shoot <dir> | compare <dir-a> <dir-b>');
  process.exitCode = 2;
}
