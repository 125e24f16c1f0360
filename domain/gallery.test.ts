import { describe, expect, it } from 'vitest';
import { validate } from './field-errors.ts';
import {
  GALLERY_ALT_MAX,
  galleryCategoryEditorSchema,
  galleryCategorySchema,
  galleryImageEditorSchema,
  galleryImageFormSchema,
  isIsoDate,
  todayIsoDate,
} from './gallery.ts';

function errorsOf<T>(result: { ok: true; data: T } | { ok: false; errors: Record<string, string> }) {
  return result.ok ? {} : result.errors;
}

describe('gallery image form (admin.md §5)', () => {
  const valid = {
    title: 'Substation walkdown',
    category: 'siteVisit',
    description: '',
    imageDate: '2025-02-28',
  };

  it('accepts a titled image in a category', () => {
    expect(galleryImageFormSchema.parse(valid)).toEqual(valid);
  });

  it('requires a title with "Title is required"', () => {
    expect(errorsOf(validate(galleryImageFormSchema, { ...valid, title: ' ' }))).toEqual({
      title: 'Title is required',
    });
  });

  it('requires a category with "Category is required"', () => {
    expect(errorsOf(validate(galleryImageFormSchema, { ...valid, category: '' }))).toEqual({
      category: 'Category is required',
    });
  });

  it('keeps alt text trimmed, drops a blank one, and refuses one past 250 characters', () => {
    expect(galleryImageFormSchema.parse({ ...valid, alt: '  Engineers at a switchboard ' }).alt).toBe(
      'Engineers at a switchboard',
    );
    expect(galleryImageFormSchema.parse({ ...valid, alt: '   ' }).alt).toBeUndefined();
    expect(galleryImageFormSchema.parse(valid).alt).toBeUndefined();
    expect(galleryImageFormSchema.parse({ ...valid, alt: 'a'.repeat(GALLERY_ALT_MAX) }).alt).toHaveLength(
      250,
    );
    expect(errorsOf(validate(galleryImageFormSchema, { ...valid, alt: 'a'.repeat(251) }))).toEqual({
      alt: 'Alt text must be 250 characters or fewer',
    });
  });

  it('makes description optional', () => {
    expect(galleryImageFormSchema.parse({ ...valid, description: undefined }).description).toBe('');
  });

  it('defaults imageDate to today', () => {
    expect(galleryImageFormSchema.parse({ ...valid, imageDate: '' }).imageDate).toBe(todayIsoDate());
    expect(galleryImageFormSchema.parse({ ...valid, imageDate: undefined }).imageDate).toBe(todayIsoDate());
  });

  it('keeps the date part of a stored timestamp', () => {
    expect(galleryImageFormSchema.parse({ ...valid, imageDate: '2024-06-01T00:00:00.000Z' }).imageDate).toBe(
      '2024-06-01',
    );
  });

  it.each(['28/02/2025', '2025-02-30', '2025-13-01', 'yesterday'])(
    'rejects the date %j with "Please enter a valid date (YYYY-MM-DD)"',
    (imageDate) => {
      expect(errorsOf(validate(galleryImageFormSchema, { ...valid, imageDate }))).toEqual({
        imageDate: 'Please enter a valid date (YYYY-MM-DD)',
      });
    },
  );

  it('writes today as YYYY-MM-DD in local time', () => {
    expect(todayIsoDate(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
  });
});

describe('gallery category form (admin.md §5)', () => {
  it('generates the id from the name when blank', () => {
    expect(galleryCategorySchema.parse({ id: '', name: 'Site Visit: Yorkshire!', displayOrder: 1 })).toEqual({
      id: 'site-visit-yorkshire',
      name: 'Site Visit: Yorkshire!',
      displayOrder: 1,
      isActive: true,
    });
  });

  it('keeps a camelCase id such as the seeded siteVisit', () => {
    expect(galleryCategorySchema.parse({ id: 'siteVisit', name: 'Site Visit' }).id).toBe('siteVisit');
  });

  it.each(['site visit', 'site_visit', '-site', 'site--visit', 'site/visit'])(
    'rejects the id %j as not URL-friendly',
    (id) => {
      expect(errorsOf(validate(galleryCategorySchema, { id, name: 'Site Visit' }))).toEqual({
        id: 'ID may contain only letters, numbers and hyphens',
      });
    },
  );

  it('asks for an id when the name gives none', () => {
    expect(errorsOf(validate(galleryCategorySchema, { name: '!!!' }))).toEqual({
      id: 'ID may contain only letters, numbers and hyphens',
    });
  });

  it('requires a name with "Name is required"', () => {
    expect(errorsOf(validate(galleryCategorySchema, { id: 'training', name: '' }))).toEqual({
      name: 'Name is required',
    });
  });

  it.each([
    ['3', 3],
    [3, 3],
    ['2.9', 2],
    ['', 0],
    ['abc', 0],
    [undefined, 0],
    ['0', 0],
  ])('parses displayOrder %j as %i', (displayOrder, expected) => {
    expect(galleryCategorySchema.parse({ name: 'Training', displayOrder }).displayOrder).toBe(expected);
  });

  it('rejects a negative displayOrder with "Display order must be 0 or more"', () => {
    expect(errorsOf(validate(galleryCategorySchema, { name: 'Training', displayOrder: '-1' }))).toEqual({
      displayOrder: 'Display order must be 0 or more',
    });
  });

  it('is active unless told otherwise', () => {
    expect(galleryCategorySchema.parse({ name: 'Training' }).isActive).toBe(true);
    expect(galleryCategorySchema.parse({ name: 'Training', isActive: 'false' }).isActive).toBe(false);
    expect(galleryCategorySchema.parse({ name: 'Training', isActive: false }).isActive).toBe(false);
  });
});

describe("the dashboard's gallery forms, every value as text", () => {
  it('reads the image form with the same rules and messages', () => {
    const values = { title: ' ', category: '', description: '', imageDate: '', alt: 'a'.repeat(251) };
    expect(errorsOf(validate(galleryImageEditorSchema, values))).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      alt: 'Alt text must be 250 characters or fewer',
    });
    expect(
      galleryImageEditorSchema.parse({ ...values, title: 'Walkdown', category: 'training', alt: '' }),
    ).toEqual({ title: 'Walkdown', category: 'training', description: '', imageDate: todayIsoDate() });
  });

  it('reads the category form: the id from the name, the order as a whole number, the flag', () => {
    expect(
      galleryCategoryEditorSchema.parse({
        name: 'Site Visit 2',
        id: '',
        displayOrder: '',
        isActive: 'false',
      }),
    ).toEqual({ id: 'site-visit-2', name: 'Site Visit 2', displayOrder: 0, isActive: false });
    expect(
      errorsOf(
        validate(galleryCategoryEditorSchema, { name: '', id: '', displayOrder: '-2', isActive: 'true' }),
      ),
    ).toEqual({ name: 'Name is required', displayOrder: 'Display order must be 0 or more' });
  });
});
