import { describe, expect, it } from 'vitest';
import { externalHref, isProductKey, shareImagePath } from './links.ts';

describe('product page addresses', () => {
  it('looks up only ids and codes that can name a product', () => {
    expect(isProductKey('0123456789abcdef01234567')).toBe(true);
    expect(isProductKey('sw-33kv')).toBe(true);
    expect(isProductKey(undefined)).toBe(false);
    expect(isProductKey('')).toBe(false);
    expect(isProductKey('a\u0000b')).toBe(false);
    expect(isProductKey('../etc')).toBe(false);
  });

  it('puts only http(s) addresses in the external link', () => {
    expect(externalHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(externalHref(' http://example.com ')).toBe('http://example.com');
    expect(externalHref('www.example.com/datasheet.pdf')).toBe('https://www.example.com/datasheet.pdf');
    expect(externalHref('javascript:alert(1)')).toBeUndefined();
    expect(externalHref('data:text/html,hi')).toBeUndefined();
    expect(externalHref('//evil.example')).toBeUndefined();
    expect(externalHref('see our website')).toBeUndefined();
    expect(externalHref('')).toBeUndefined();
    expect(externalHref(undefined)).toBeUndefined();
  });

  it('shares only images on this site', () => {
    expect(shareImagePath('/uploads/image/x-960.webp')).toBe('/uploads/image/x-960.webp');
    expect(shareImagePath('https://cdn.example/x.webp')).toBeUndefined();
    expect(shareImagePath('//cdn.example/x.webp')).toBeUndefined();
    expect(shareImagePath(undefined)).toBeUndefined();
  });
});
