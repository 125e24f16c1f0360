import { describe, expect, it } from 'vitest';
import { countedPagePath, isVisitorCountable } from './countable.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const headers =
  (values: Record<string, string> = {}) =>
  (name: string): string | undefined =>
    ({ 'user-agent': CHROME, ...values })[name];

const count = (target: string, status = 200, values: Record<string, string> = {}, method = 'GET') =>
  countedPagePath(method, target, status, headers(values));

describe('which requests count as a page view (decision 029)', () => {
  it('counts a public page by its path, without the query', () => {
    expect(count('/')).toBe('/');
    expect(count('/careers?country=United%20Kingdom&utm_source=x')).toBe('/careers');
    expect(count('/case-studies/design&supply')).toBe('/case-studies/design&supply');
    // A revalidated page (the browser's copy shown again) is a view too.
    expect(count('/about', 304)).toBe('/about');
  });

  it("counts React Router's client navigations as their page", () => {
    expect(count('/careers.data')).toBe('/careers');
    expect(count('/careers.data?_routes=routes%2Fcareers')).toBe('/careers');
    expect(count('/_root.data')).toBe('/');
    expect(count('/_.data')).toBe('/');
    expect(count('/_.data?_routes=routes%2Fhome')).toBe('/');
    expect(count('/services/survey.data')).toBe('/services/survey');
    expect(count('/dashboard/jobs.data')).toBeUndefined();
  });

  it('does not count other methods, other answers, private areas, the API, files or long paths', () => {
    expect(count('/', 200, {}, 'HEAD')).toBeUndefined();
    expect(count('/', 200, {}, 'POST')).toBeUndefined();
    for (const status of [201, 204, 301, 302, 400, 404, 500])
      expect(count('/careers', status)).toBeUndefined();
    for (const path of [
      '/__manifest?p=%2Fcareers&version=abc',
      '/metrics',
      '/dashboard',
      '/dashboard/jobs',
      '/admin-dashboard',
      '/api/jobs',
      '/login',
      '/forgot-password',
      '/reset-password?token=x',
      '/interview-feedback/abc',
      '/withdraw-application?token=x',
      '/statements/abc',
      '/assets/entry-abc.js',
      '/media/photo.avif',
      '/uploads/x.webp',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.ico',
      '/careers/job.pdf',
      '/case-studies/earthingsystemdesign/pdf',
    ]) {
      expect(count(path), path).toBeUndefined();
    }
    expect(count(`/${'a'.repeat(199)}`)).toBe(`/${'a'.repeat(199)}`);
    expect(count(`/${'a'.repeat(200)}`)).toBeUndefined();
    // Words that merely begin like a private area are public pages.
    expect(count('/apply')).toBe('/apply');
    expect(count('/logins-explained')).toBe('/logins-explained');
  });

  it('does not count a prefetch', () => {
    expect(count('/careers', 200, { 'sec-purpose': 'prefetch' })).toBeUndefined();
    expect(count('/careers', 200, { 'sec-purpose': 'prefetch;prerender' })).toBeUndefined();
    expect(count('/careers', 200, { purpose: 'prefetch' })).toBeUndefined();
    expect(count('/careers', 200, { 'x-moz': 'prefetch' })).toBeUndefined();
  });

  it('does not count robots, no user agent, DNT: 1 or Sec-GPC: 1', () => {
    expect(
      count('/', 200, {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
    ).toBeUndefined();
    expect(count('/', 200, { 'user-agent': 'curl/8.5.0' })).toBeUndefined();
    expect(count('/', 200, { 'user-agent': '' })).toBeUndefined();
    expect(countedPagePath('GET', '/', 200, () => undefined)).toBeUndefined();
    expect(count('/', 200, { dnt: '1' })).toBeUndefined();
    expect(count('/', 200, { 'sec-gpc': '1' })).toBeUndefined();
    expect(count('/', 200, { dnt: '0' })).toBe('/');
    expect(isVisitorCountable(headers())).toBe(true);
    expect(isVisitorCountable(headers({ dnt: '1' }))).toBe(false);
  });
});
