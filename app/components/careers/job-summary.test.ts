import { describe, expect, it } from 'vitest';
import { fallbackJobs } from './fallback-jobs.ts';
import {
  applyHref,
  countryHref,
  jobPagePath,
  parseCountry,
  responsibilityLines,
  toJobSummary,
} from './job-summary.ts';

describe('careers helpers', () => {
  it('accepts exactly the three office countries as the ?country= filter', () => {
    expect(parseCountry('United Kingdom')).toBe('United Kingdom');
    expect(parseCountry('united kingdom')).toBeNull();
    expect(parseCountry(null)).toBeNull();
    expect(countryHref('/careers', 'United Kingdom')).toBe('/careers?country=United%20Kingdom');
  });

  it('pre-fills the wizard with the job country and title', () => {
    expect(applyHref({ country: 'India', title: 'R&D Engineer + Trainee' })).toBe(
      '/apply?country=India&position=R%26D%20Engineer%20%2B%20Trainee',
    );
  });

  it('links a stored job to its page; the fallback openings have no page', () => {
    expect(jobPagePath('0123456789abcdef01234567')).toBe('/careers/0123456789abcdef01234567');
    const summary = toJobSummary({
      ...fallbackJobs[0]!,
      _id: '0123456789abcdef01234567',
      isActive: true,
      createdAt: '2026-11-26T10:00:00.000Z',
      updatedAt: '2026-11-26T10:00:00.000Z',
    });
    expect(summary.pagePath).toBe('/careers/0123456789abcdef01234567');
    expect(fallbackJobs.every((job) => job.pagePath === undefined)).toBe(true);
  });

  it('shows responsibilities as lines, blank lines dropped, keys unique', () => {
    expect(responsibilityLines('One\r\n\n  Two  \nOne')).toEqual([
      { key: 'One', line: 'One' },
      { key: 'Two', line: 'Two' },
      { key: 'One#2', line: 'One' },
    ]);
  });

  it('gives the fallback openings stable ids: UK 2, India 3, Uzbekistan 1 (public-site.md §2)', () => {
    expect(fallbackJobs.map((job) => job._id)).toEqual([
      'sample-1',
      'sample-2',
      'sample-3',
      'sample-4',
      'sample-5',
      'sample-6',
    ]);
    const count = (country: string) => fallbackJobs.filter((job) => job.country === country).length;
    expect([count('United Kingdom'), count('India'), count('Uzbekistan')]).toEqual([2, 3, 1]);
  });
});
