import { describe, expect, it } from 'vitest';
import { fallbackJobs } from './fallback-jobs.ts';
import { applyHref, countryHref, parseCountry, responsibilityLines } from './job-summary.ts';

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
