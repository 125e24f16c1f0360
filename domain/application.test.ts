import { describe, expect, it } from 'vitest';
import {
  applicationCreateSchema,
  applicationFilterQuerySchema,
  applicationFormSchema,
  applicationListQuerySchema,
  applicationNoteFormSchema,
  applicationNotification,
  applicationStatusSchema,
  validateCvFile,
  WIZARD_STEP_FIELDS,
} from './application.ts';
import { MAX_PDF_BYTES } from './constants.ts';
import { pickErrors, validate } from './field-errors.ts';

const valid = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '+44 (0) 1206 123456',
  country: 'United Kingdom',
  position: 'DESIGN MANAGER',
  linkedin: '',
  comments: '',
};

function errorsFor(changes: Record<string, unknown>) {
  const result = validate(applicationFormSchema, { ...valid, ...changes });
  return result.ok ? {} : result.errors;
}

function messagesFor(field: string, value: unknown) {
  const result = applicationFormSchema.safeParse({ ...valid, [field]: value });
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('application wizard, step 1 personal information (public-site.md §5)', () => {
  it('accepts a complete application, dropping blank optional fields', () => {
    expect(applicationFormSchema.parse(valid)).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+44 (0) 1206 123456',
      country: 'United Kingdom',
      position: 'DESIGN MANAGER',
    });
  });

  describe.each([
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ])('%s', (field, label) => {
    it(`requires it with "${label} is required", and only that message`, () => {
      expect(messagesFor(field, '')).toEqual([`${label} is required`]);
      expect(messagesFor(field, '  ')).toEqual([`${label} is required`]);
      expect(messagesFor(field, undefined)).toEqual([`${label} is required`]);
    });

    it(`rejects 1 character with "${label} must be at least 2 characters"`, () => {
      expect(messagesFor(field, 'A')).toEqual([`${label} must be at least 2 characters`]);
    });

    it('counts characters after trimming', () => {
      expect(messagesFor(field, '  A  ')).toEqual([`${label} must be at least 2 characters`]);
    });

    it('accepts 2 and 49 characters', () => {
      expect(messagesFor(field, 'Al')).toEqual([]);
      expect(messagesFor(field, 'A'.repeat(49))).toEqual([]);
    });

    it(`rejects 50 characters with "${label} must be less than 50 characters"`, () => {
      expect(messagesFor(field, 'A'.repeat(50))).toEqual([`${label} must be less than 50 characters`]);
    });
  });

  it('requires email with "Email is required", and only that message', () => {
    expect(messagesFor('email', '')).toEqual(['Email is required']);
  });

  it.each(['grace', 'grace@example', 'grace@@example.com', 'grace hopper@example.com'])(
    'rejects the email %j with "Please enter a valid email address"',
    (email) => {
      expect(errorsFor({ email })).toEqual({ email: 'Please enter a valid email address' });
    },
  );

  it('requires phone with "Phone number is required", and only that message', () => {
    expect(messagesFor('phone', '')).toEqual(['Phone number is required']);
  });

  it('accepts phones of 10 and 20 characters', () => {
    expect(messagesFor('phone', '0123456789')).toEqual([]);
    expect(messagesFor('phone', '+44 (0)1206-123-456')).toEqual([]);
    expect(messagesFor('phone', '1'.repeat(20))).toEqual([]);
  });

  it.each([
    ['a 9-character phone', '012345678'],
    ['a 21-character phone', '1'.repeat(21)],
    ['a phone with letters', '01206 CALL ME'],
    ['a phone with a dot', '01206.123456'],
  ])('rejects %s with "Please enter a valid phone number"', (_label, phone) => {
    expect(messagesFor('phone', phone)).toEqual(['Please enter a valid phone number']);
  });
});

describe('application wizard, step 2 professional details (public-site.md §5)', () => {
  it.each(['United Kingdom', 'India', 'Uzbekistan'])('accepts the country %s', (country) => {
    expect(errorsFor({ country })).toEqual({});
  });

  it.each([[''], [undefined], ['France'], ['united kingdom']])(
    'rejects the country %j with "Please select a country"',
    (country) => {
      expect(errorsFor({ country })).toEqual({ country: 'Please select a country' });
    },
  );

  it('requires a position with "Please select a position"', () => {
    expect(errorsFor({ position: '' })).toEqual({ position: 'Please select a position' });
    expect(errorsFor({ position: undefined })).toEqual({ position: 'Please select a position' });
  });

  it('accepts the Other: Submit Your CV position', () => {
    expect(errorsFor({ position: 'Other: Submit Your CV' })).toEqual({});
  });

  it.each([
    'https://www.linkedin.com/in/grace-hopper',
    'https://linkedin.com/in/grace-hopper/',
    'http://www.linkedin.com/company/acme-power',
    'HTTPS://WWW.LINKEDIN.COM/in/Grace_Hopper',
    'https://www.linkedin.com/in/grace?originalSubdomain=uk',
  ])('accepts the LinkedIn URL %s', (linkedin) => {
    expect(errorsFor({ linkedin })).toEqual({});
  });

  it('treats a blank LinkedIn URL as not given', () => {
    expect(applicationFormSchema.parse({ ...valid, linkedin: '  ' }).linkedin).toBeUndefined();
    expect(applicationFormSchema.parse({ ...valid, linkedin: undefined }).linkedin).toBeUndefined();
  });

  it.each([
    'linkedin.com/in/grace',
    'ftp://linkedin.com/in/grace',
    'https://www.linkedin.com/pub/grace',
    'https://www.linkedin.com/in/',
    'https://example.com/in/grace',
    'https://linkedin.com.evil.example/in/grace',
    'https://notlinkedin.com/in/grace',
  ])('rejects %s with the LinkedIn example message', (linkedin) => {
    expect(errorsFor({ linkedin })).toEqual({
      linkedin:
        'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username or linkedin.com/company/companyname)',
    });
  });
});

describe('application wizard, CV file (public-site.md §5)', () => {
  const pdf = { name: 'cv.pdf', type: 'application/pdf', size: 200_000 };

  it('requires a CV with "CV PDF is required"', () => {
    expect(validateCvFile(null)).toBe('CV PDF is required');
    expect(validateCvFile(undefined)).toBe('CV PDF is required');
  });

  it('accepts a PDF', () => {
    expect(validateCvFile(pdf)).toBeNull();
  });

  it('rejects a Word file with "Only PDF files are allowed"', () => {
    expect(validateCvFile({ name: 'cv.docx', type: 'application/msword', size: 1000 })).toBe(
      'Only PDF files are allowed',
    );
  });

  it('rejects a file named .pdf that is not of PDF type', () => {
    expect(validateCvFile({ name: 'cv.pdf', type: 'image/png', size: 1000 })).toBe(
      'Only PDF files are allowed',
    );
  });

  it('accepts a CV of exactly 10MB', () => {
    expect(validateCvFile({ ...pdf, size: MAX_PDF_BYTES })).toBeNull();
  });

  it('rejects a CV of 10MB plus 1 byte with "File size should not exceed 10MB"', () => {
    expect(validateCvFile({ ...pdf, size: 10 * 1024 * 1024 + 1 })).toBe('File size should not exceed 10MB');
  });
});

describe('application wizard steps (public-site.md §4, §5)', () => {
  it('checks the four personal fields on step 1, country, position, linkedin and CV on step 2, nothing on step 3', () => {
    expect(WIZARD_STEP_FIELDS[1]).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(WIZARD_STEP_FIELDS[2]).toEqual(['country', 'position', 'linkedin', 'cv']);
    expect(WIZARD_STEP_FIELDS[3]).toEqual([]);
  });

  it('lets step 1 advance while step-2 fields are still empty', () => {
    const result = validate(applicationFormSchema, { ...valid, country: '', position: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(pickErrors(result.errors, WIZARD_STEP_FIELDS[1])).toEqual({});
    expect(pickErrors(result.errors, WIZARD_STEP_FIELDS[2])).toEqual({
      country: 'Please select a country',
      position: 'Please select a position',
    });
  });

  it('keeps comments as given, with no rules', () => {
    expect(applicationFormSchema.parse({ ...valid, comments: ' Available from May. ' }).comments).toBe(
      'Available from May.',
    );
  });
});

describe('POST /applications body (public-site.md §7)', () => {
  it('needs the cvUrl returned by the upload', () => {
    const result = validate(applicationCreateSchema, valid);
    expect(result).toEqual({ ok: false, errors: { cvUrl: 'CV PDF is required' } });
  });

  it('accepts the form fields plus cvUrl', () => {
    const parsed = applicationCreateSchema.parse({ ...valid, cvUrl: '/api/files/cv/abc.pdf' });
    expect(parsed.cvUrl).toBe('/api/files/cv/abc.pdf');
  });

  it('builds the HR notification with the spec fields', () => {
    const application = applicationCreateSchema.parse({
      ...valid,
      linkedin: 'https://linkedin.com/in/grace',
      comments: 'Hello',
      cvUrl: '/cv.pdf',
    });
    expect(applicationNotification(application, 'hr@example.com')).toEqual({
      from_name: 'Grace Hopper',
      from_email: 'grace@example.com',
      phone_number: '+44 (0) 1206 123456',
      country: 'United Kingdom',
      position: 'DESIGN MANAGER',
      linkedin_url: 'https://linkedin.com/in/grace',
      cv_url: '/cv.pdf',
      message: 'Hello',
      to_email: 'hr@example.com',
    });
  });
});

describe('application status change (admin.md §4)', () => {
  it.each(['pending', 'reviewed', 'interviewed', 'rejected', 'hired'])('accepts %s', (status) => {
    expect(applicationStatusSchema.parse({ status })).toEqual({ status });
  });

  it('rejects a status outside the lifecycle', () => {
    expect(validate(applicationStatusSchema, { status: 'archived' })).toEqual({
      ok: false,
      errors: { status: 'Status must be one of pending, reviewed, interviewed, rejected, hired' },
    });
  });
});

describe('applications list query (admin.md §7)', () => {
  it('defaults to page 1 of 10 with no filters', () => {
    expect(applicationListQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it('reads filters and numbers from query strings', () => {
    expect(
      applicationListQuerySchema.parse({
        status: 'hired',
        country: 'India',
        position: 'X',
        page: '3',
        limit: '10',
      }),
    ).toEqual({ status: 'hired', country: 'India', position: 'X', page: 3, limit: 10 });
  });

  it('keeps out-of-range pages in range, treats blank filters as none, and refuses unknown statuses', () => {
    expect(applicationListQuerySchema.parse({ status: '', country: '', page: '-2', limit: '5000' })).toEqual({
      page: 1,
      limit: 100,
    });
    const refused = applicationListQuerySchema.safeParse({ status: 'nope' });
    expect(refused.error?.issues[0]?.message).toBe(
      'Unknown status. Use one of: pending, reviewed, interviewed, rejected, hired',
    );
  });
});

describe('applications search and export filters (ours: the staff applications screen)', () => {
  it('reads q trimmed, and a blank q as no search', () => {
    expect(applicationListQuerySchema.parse({ q: '  Priya Sharma ' })).toMatchObject({ q: 'Priya Sharma' });
    expect(applicationListQuerySchema.parse({ q: '   ' })).toEqual({ page: 1, limit: 10 });
  });

  it('takes a search of 200 characters and refuses a longer one', () => {
    expect(validate(applicationFilterQuerySchema, { q: ` ${'a'.repeat(200)} ` }).ok).toBe(true);
    expect(validate(applicationFilterQuerySchema, { q: 'a'.repeat(201) })).toEqual({
      ok: false,
      errors: { q: 'Search must be 200 characters or fewer' },
    });
  });

  it('gives the export the list filters without paging', () => {
    expect(
      applicationFilterQuerySchema.parse({
        status: 'hired',
        country: 'India',
        q: 'x',
        page: '2',
        limit: '10',
      }),
    ).toEqual({ status: 'hired', country: 'India', q: 'x' });
  });
});

describe('internal note (ours: the staff applications screen)', () => {
  it('trims the text and takes up to 5000 characters', () => {
    expect(applicationNoteFormSchema.parse({ text: '  Called back. ' })).toEqual({ text: 'Called back.' });
    expect(validate(applicationNoteFormSchema, { text: 'x'.repeat(5000) }).ok).toBe(true);
  });

  it.each([
    [{}, 'Note text is required'],
    [{ text: '  ' }, 'Note text is required'],
    [{ text: 7 }, 'Note text is required'],
    [{ text: 'x'.repeat(5001) }, 'Note must be 5000 characters or fewer'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(validate(applicationNoteFormSchema, input)).toEqual({ ok: false, errors: { text: message } });
  });
});
