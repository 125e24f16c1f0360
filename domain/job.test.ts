import { describe, expect, it } from 'vitest';
import { validate } from './field-errors.ts';
import {
  JOB_STEP_FIELDS,
  jobFormSchema,
  jobListQuerySchema,
  responsibilityLines,
  validateJobPdf,
} from './job.ts';

const valid = {
  title: 'Trainee Design Engineer',
  country: 'India',
  place: 'New Delhi',
  type: 'DESIGN AND ENGINEERING',
  qualifications: 'B.Tech in Electrical Engineering',
  experience: '6 months',
  responsibilities: 'Prepare single-line diagrams.\nAssist with earthing calculations and reports.',
};

function errorsFor(changes: Record<string, unknown>) {
  const result = validate(jobFormSchema, { ...valid, ...changes });
  return result.ok ? {} : result.errors;
}

function messagesFor(field: string, value: unknown) {
  const result = jobFormSchema.safeParse({ ...valid, [field]: value });
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('job form (admin.md §5)', () => {
  it('accepts a complete job, active by default, with no PDF', () => {
    expect(jobFormSchema.parse(valid)).toEqual({ ...valid, isActive: true });
  });

  it.each([
    ['title', 'Job title is required'],
    ['qualifications', 'Qualifications are required'],
    ['experience', 'Experience is required'],
    ['place', 'Location is required'],
    ['country', 'Country is required'],
    ['responsibilities', 'Responsibilities are required'],
  ])('requires %s with "%s", and only that message', (field, message) => {
    expect(messagesFor(field, '')).toEqual([message]);
    expect(messagesFor(field, undefined)).toEqual([message]);
  });

  it('accepts job titles of 99 and 100 characters', () => {
    expect(errorsFor({ title: 'T'.repeat(99) })).toEqual({});
    expect(errorsFor({ title: 'T'.repeat(100) })).toEqual({});
  });

  it('rejects a 101-character title with "Job title must be less than 100 characters"', () => {
    expect(errorsFor({ title: 'T'.repeat(101) })).toEqual({
      title: 'Job title must be less than 100 characters',
    });
  });

  it('rejects 9-character qualifications with "Please provide more detailed qualifications"', () => {
    expect(errorsFor({ qualifications: 'B.Tech EE' })).toEqual({
      qualifications: 'Please provide more detailed qualifications',
    });
  });

  it('accepts 10-character qualifications', () => {
    expect(errorsFor({ qualifications: 'B.Tech EEE' })).toEqual({});
  });

  it('rejects 49-character responsibilities with "Please provide more detailed responsibilities"', () => {
    expect(errorsFor({ responsibilities: 'r'.repeat(49) })).toEqual({
      responsibilities: 'Please provide more detailed responsibilities',
    });
  });

  it('accepts 50-character responsibilities', () => {
    expect(errorsFor({ responsibilities: 'r'.repeat(50) })).toEqual({});
  });

  it('counts lengths after trimming', () => {
    expect(errorsFor({ qualifications: `  ${'q'.repeat(9)}  ` })).toEqual({
      qualifications: 'Please provide more detailed qualifications',
    });
  });

  it.each(['United Kingdom', 'India', 'Uzbekistan'])('accepts the country %s', (country) => {
    expect(errorsFor({ country })).toEqual({});
  });

  it('rejects a country outside the three with "Country is required"', () => {
    expect(errorsFor({ country: 'France' })).toEqual({ country: 'Country is required' });
  });

  it('makes type optional, defaulting to empty text', () => {
    expect(jobFormSchema.parse({ ...valid, type: undefined }).type).toBe('');
  });

  it('reads isActive from JSON or form text', () => {
    expect(jobFormSchema.parse({ ...valid, isActive: false }).isActive).toBe(false);
    expect(jobFormSchema.parse({ ...valid, isActive: 'false' }).isActive).toBe(false);
    expect(jobFormSchema.parse({ ...valid, isActive: 'true' }).isActive).toBe(true);
    expect(errorsFor({ isActive: 'maybe' })).toEqual({ isActive: 'Must be true or false' });
  });

  it('keeps a PDF URL and treats a blank one as none', () => {
    expect(jobFormSchema.parse({ ...valid, pdfUrl: '/media/jd.pdf' }).pdfUrl).toBe('/media/jd.pdf');
    expect(jobFormSchema.parse({ ...valid, pdfUrl: '' }).pdfUrl).toBeUndefined();
  });

  it('keeps an optional closing date and treats a blank one as none', () => {
    expect(jobFormSchema.parse({ ...valid, closingDate: '2026-12-12' }).closingDate).toBe('2026-12-12');
    expect(jobFormSchema.parse({ ...valid, closingDate: ' 2026-12-12 ' }).closingDate).toBe('2026-12-12');
    for (const blank of ['', '  ', null, undefined]) {
      expect(jobFormSchema.parse({ ...valid, closingDate: blank }).closingDate).toBeUndefined();
    }
  });

  it.each(['2026-02-30', '12/12/2026', '2026-12-12T10:00:00Z', 20261212])(
    'rejects the closing date %j with "Closing date must be a valid date"',
    (closingDate) => {
      expect(errorsFor({ closingDate })).toEqual({ closingDate: 'Closing date must be a valid date' });
    },
  );

  it('checks title, country, place and type on step 1 and the details on step 2', () => {
    expect(JOB_STEP_FIELDS[1]).toEqual(['title', 'country', 'place', 'type']);
    expect(JOB_STEP_FIELDS[2]).toEqual(['qualifications', 'experience', 'responsibilities']);
  });
});

describe('job description PDF (admin.md §5)', () => {
  const pdf = { name: 'jd.pdf', type: 'application/pdf', size: 1000 };

  it('is optional', () => {
    expect(validateJobPdf(null)).toBeNull();
  });

  it('accepts a PDF of exactly 10MB', () => {
    expect(validateJobPdf({ ...pdf, size: 10 * 1024 * 1024 })).toBeNull();
  });

  it('rejects a non-PDF with "Only PDF files are allowed!"', () => {
    expect(validateJobPdf({ name: 'jd.png', type: 'image/png', size: 1000 })).toBe(
      'Only PDF files are allowed!',
    );
  });

  it('rejects 10MB plus 1 byte with "File size should not exceed 10MB!"', () => {
    expect(validateJobPdf({ ...pdf, size: 10 * 1024 * 1024 + 1 })).toBe('File size should not exceed 10MB!');
  });
});

describe('jobs list query (admin.md §7, public-site.md §9)', () => {
  it('reads active=true and a country', () => {
    expect(jobListQuerySchema.parse({ active: 'true', country: 'Uzbekistan' })).toEqual({
      active: true,
      country: 'Uzbekistan',
      page: 1,
      limit: 100,
    });
  });

  it('reads active=false, treats blank as no filter, and refuses unknown values', () => {
    expect(jobListQuerySchema.parse({ active: 'false' })).toEqual({ active: false, page: 1, limit: 100 });
    expect(jobListQuerySchema.parse({ active: '', country: '' })).toEqual({ page: 1, limit: 100 });
    const refused = jobListQuerySchema.safeParse({ active: 'yes', country: 'Mars' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Unknown country. Use one of: United Kingdom, India, Uzbekistan',
      'Unknown active value. Use one of: true, false',
    ]);
  });
});

describe('job card responsibilities (public-site.md §2)', () => {
  it('shows newline-separated text as lines, dropping blank ones', () => {
    expect(responsibilityLines('Design\r\n\n  Review  \nCommission')).toEqual([
      'Design',
      'Review',
      'Commission',
    ]);
  });
});
