import { describe, expect, it } from 'vitest';
import { countJobsByCountry, jobDescriptionUrl, openingsLabel, positionOptions } from './careers.ts';

describe('wizard position list (public-site.md §7)', () => {
  it('takes position or title, drops duplicates and empty names, and appends the Other option', () => {
    expect(
      positionOptions([
        { title: 'DESIGN MANAGER' },
        { position: 'Office Assistant', title: 'ignored' },
        { title: 'DESIGN MANAGER' },
        { title: '  ' },
        { position: '', title: 'Trainee Design Engineer' },
        { title: 'Other: Submit Your CV' },
      ]),
    ).toEqual(['DESIGN MANAGER', 'Office Assistant', 'Trainee Design Engineer', 'Other: Submit Your CV']);
  });

  it('offers only the Other option when the country has no jobs', () => {
    expect(positionOptions([])).toEqual(['Other: Submit Your CV']);
  });
});

describe('careers country chooser (public-site.md §2)', () => {
  it('counts jobs in each of the three countries', () => {
    expect(
      countJobsByCountry([
        { country: 'India' },
        { country: 'India' },
        { country: 'Uzbekistan' },
        { country: 'Mars' },
      ]),
    ).toEqual({ 'United Kingdom': 0, India: 2, Uzbekistan: 1 });
  });

  it('says Opening for exactly 1 and Openings otherwise', () => {
    expect(openingsLabel(0)).toBe('0 Openings');
    expect(openingsLabel(1)).toBe('1 Opening');
    expect(openingsLabel(2)).toBe('2 Openings');
  });
});

describe('job card description link (public-site.md §2)', () => {
  const fixed = { 'DESIGN MANAGER': '/docs/design-manager.pdf' };

  it("prefers the job's own pdfUrl", () => {
    expect(jobDescriptionUrl({ title: 'DESIGN MANAGER', pdfUrl: '/media/jd.pdf' }, fixed)).toBe(
      '/media/jd.pdf',
    );
  });

  it('falls back to the fixed PDF for the exact title', () => {
    expect(jobDescriptionUrl({ title: 'DESIGN MANAGER', pdfUrl: '' }, fixed)).toBe(
      '/docs/design-manager.pdf',
    );
    expect(jobDescriptionUrl({ title: 'Design Manager' }, fixed)).toBeUndefined();
  });

  it('shows no link when neither exists', () => {
    expect(jobDescriptionUrl({ title: 'Site Engineer' }, fixed)).toBeUndefined();
  });
});
