import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FULL_WIDTH_PX, PART_WIDTH_PX, prepareImage } from './images.ts';

// Decision 028: stored pictures become JPEGs a PDF embeds, at most the width asked for.

const MEDIA = path.resolve(import.meta.dirname, '../../public/media');
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

describe('prepareImage', () => {
  it('turns a WebP into a JPEG at most 800 px wide, keeping its proportions and alt text', async () => {
    const webp = await readFile(path.join(MEDIA, 'hero-substation-1600.webp'));
    const source = await sharp(webp).metadata();
    const image = await prepareImage(webp, { maxWidth: PART_WIDTH_PX, alt: 'A 33kV substation' });
    expect(isJpeg(image.data)).toBe(true);
    expect(image.width).toBe(800);
    expect(image.height).toBe(Math.round((800 * (source.height ?? 0)) / (source.width ?? 1)));
    expect(image.alt).toBe('A 33kV substation');
    const decoded = await sharp(image.data).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(['jpeg', image.width, image.height]);
  });

  it('never enlarges a picture narrower than the width asked for', async () => {
    const webp = await readFile(path.join(MEDIA, 'team-md-480.webp'));
    const image = await prepareImage(webp, { maxWidth: FULL_WIDTH_PX, alt: 'Portrait' });
    expect(image.width).toBe(480);
  });

  it('flattens a transparent PNG on white', async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const image = await prepareImage(png, { maxWidth: PART_WIDTH_PX, alt: '' });
    const { data } = await sharp(image.data).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(245);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(
      prepareImage(new TextEncoder().encode('not a picture'), { maxWidth: 800, alt: '' }),
    ).rejects.toThrow();
  });
});
