import { describe, expect, it } from 'vitest';
import { storedImageSrcSet, storedImageVariants } from './stored-image.ts';

describe('stored images', () => {
  it('lists the three widths of a site image', () => {
    expect(storedImageSrcSet('/media/case-earthing-960.webp')).toBe(
      '/media/case-earthing-480.webp 480w, /media/case-earthing-960.webp 960w, /media/case-earthing-1600.webp 1600w',
    );
  });

  it('lists an upload’s smaller copies up to the largest one it has', () => {
    const base = '/uploads/image/0123456789abcdef0123456789abcdef';
    expect(storedImageSrcSet(`${base}-1600.webp`)).toBe(
      `${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1600.webp 1600w`,
    );
    expect(storedImageSrcSet(`${base}-700.webp`)).toBe(`${base}-480.webp 480w, ${base}-700.webp 700w`);
  });

  it('names an upload’s copies as variants, for the lightbox', () => {
    const base = '/uploads/image/0123456789abcdef0123456789abcdef';
    expect(storedImageVariants(`${base}-960.webp`)).toEqual([
      { url: `${base}-480.webp`, width: 480, format: 'webp' },
      { url: `${base}-960.webp`, width: 960, format: 'webp' },
    ]);
    expect(storedImageVariants('https://cdn.example.com/photo.jpg')).toEqual([]);
  });

  it('leaves any other URL without srcset', () => {
    expect(storedImageSrcSet('https://cdn.example.com/photo.jpg')).toBeUndefined();
    expect(storedImageSrcSet('/media/other.png')).toBeUndefined();
  });
});
