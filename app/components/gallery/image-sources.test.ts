import { describe, expect, it } from 'vitest';
import { srcOf, srcSetOf } from './image-sources.ts';

const variant = (width: number) => ({ url: `/media/a-${width}.webp`, width, format: 'webp' });

describe('gallery image sources', () => {
  it('lists the variants by width for srcset', () => {
    const image = { url: '/media/a-1600.webp', variants: [variant(1600), variant(480), variant(960)] };
    expect(srcSetOf(image)).toBe('/media/a-480.webp 480w, /media/a-960.webp 960w, /media/a-1600.webp 1600w');
    expect(srcOf(image, 480)).toBe('/media/a-480.webp');
    expect(srcOf(image, 700)).toBe('/media/a-960.webp');
  });

  it('uses the stored URL when there are no variants or none is wide enough', () => {
    const image = { url: '/uploads/image/b.webp', variants: [] };
    expect(srcSetOf(image)).toBeUndefined();
    expect(srcOf(image, 480)).toBe('/uploads/image/b.webp');
    expect(srcOf({ url: '/x-800.webp', variants: [variant(480)] }, 1600)).toBe('/x-800.webp');
  });
});
