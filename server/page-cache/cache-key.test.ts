import { describe, expect, it } from 'vitest';
import { cacheKeyOf } from './cache-key.ts';

describe('cacheKeyOf', () => {
  it('keys anonymous GET and HEAD requests by their path and query', () => {
    expect(cacheKeyOf('GET', '/careers?country=India', undefined)).toBe('/careers?country=India');
    expect(cacheKeyOf('HEAD', '/', undefined)).toBe('/');
    expect(cacheKeyOf('GET', '/api/jobs?active=true', undefined)).toBe('/api/jobs?active=true');
    expect(cacheKeyOf('GET', '/sitemap.xml', undefined)).toBe('/sitemap.xml');
    expect(cacheKeyOf('GET', '/dashboarding-tips', undefined)).toBe('/dashboarding-tips');
  });

  it('never keys writes, signed-in requests, the dashboard, the withdrawal page, health or files', () => {
    expect(cacheKeyOf('POST', '/api/contact', undefined)).toBeUndefined();
    expect(cacheKeyOf('GET', '/api/jobs', 'Bearer abc')).toBeUndefined();
    for (const target of [
      '/dashboard',
      '/dashboard/applications?open=1',
      '/dashboard.data',
      '/dashboard?x=1',
      '/withdraw-application',
      '/withdraw-application?token=abc.1800000000.def',
      '/withdraw-application.data?token=abc',
      '/reset-password?token=abc.1800000000.def',
      '/reset-password.data?token=abc',
      '/interview-feedback/abc.1800000000.def',
      '/interview-feedback/abc.1800000000.def.data',
      '/api/interview-feedback/abc.1800000000.def',
      '/api/interview-feedback/abc.1800000000.def/cv',
      '/api/health',
      '/api/health?deep=1',
      '/assets/entry.client-abc.js',
      '/media/hero-960.webp',
      '/documents/design-catalogue.pdf',
      '/uploads/image/x.webp',
      // Decision 028: a client's private link, and a case study's PDF.
      '/statements/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      '/case-studies/earthingsystemdesign/pdf',
      '/case-studies/earthingsystemdesign/pdf?download=1',
    ]) {
      expect(cacheKeyOf('GET', target, undefined), target).toBeUndefined();
    }
    // The case study's page itself is kept as before.
    expect(cacheKeyOf('GET', '/case-studies/earthingsystemdesign', undefined)).toBe(
      '/case-studies/earthingsystemdesign',
    );
  });

  it('never keys a preview of a working copy (decision 024), on any page', () => {
    for (const target of [
      '/case-studies/draft?preview=abc.1800000000.def',
      '/careers/0123456789abcdef01234567?preview=abc',
      '/gallery?category=siteVisit&preview=abc',
      '/product/x.data?preview=abc',
    ]) {
      expect(cacheKeyOf('GET', target, undefined), target).toBeUndefined();
    }
    expect(cacheKeyOf('GET', '/gallery?previewed=1', undefined)).toBe('/gallery?previewed=1');
  });
});
