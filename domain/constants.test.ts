import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_COLOURS,
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  COUNTRIES,
  DEFAULT_GALLERY_CATEGORIES,
  DEFAULT_SECTION_TYPE,
  FIXED_JOB_DESCRIPTION_TITLES,
  INITIAL_GALLERY_CATEGORY,
  MAX_PDF_BYTES,
  OTHER_POSITION,
  PRODUCT_CATEGORY_NAMES,
  productCategoryColour,
  SECTION_TYPES,
  STORAGE_KEYS,
} from './constants.ts';

describe('business constants (public-site.md §9, admin.md §9)', () => {
  it('has the three office countries in order', () => {
    expect(COUNTRIES).toEqual(['United Kingdom', 'India', 'Uzbekistan']);
  });

  it('limits PDFs to 10MB and pages applications by 10', () => {
    expect(MAX_PDF_BYTES).toBe(10_485_760);
    expect(APPLICATIONS_PAGE_SIZE).toBe(10);
  });

  it('seeds siteVisit, officeActivities and training, all active, and starts on siteVisit', () => {
    expect(DEFAULT_GALLERY_CATEGORIES).toEqual([
      { id: 'siteVisit', name: 'Site Visit', displayOrder: 0, isActive: true },
      { id: 'officeActivities', name: 'Office Activities', displayOrder: 1, isActive: true },
      { id: 'training', name: 'Training', displayOrder: 2, isActive: true },
    ]);
    expect(INITIAL_GALLERY_CATEGORY).toBe('siteVisit');
  });

  it('has the section types with text as the default', () => {
    expect(SECTION_TYPES).toEqual(['text', 'list', 'image-gallery']);
    expect(DEFAULT_SECTION_TYPE).toBe('text');
  });

  it('keeps the token and user under the keys token and user, and the device token beside them', () => {
    expect(STORAGE_KEYS).toEqual({ token: 'token', user: 'user', deviceToken: 'deviceToken' });
  });

  it('appends the Other: Submit Your CV option and knows the five fixed job descriptions', () => {
    expect(OTHER_POSITION).toBe('Other: Submit Your CV');
    expect(FIXED_JOB_DESCRIPTION_TITLES).toHaveLength(5);
    expect(FIXED_JOB_DESCRIPTION_TITLES).toContain('SECTION LEADER - POWER SYSTEM AND PROTECTION CONTROL');
  });
});

describe('application status colours (admin.md §4)', () => {
  it.each([
    ['pending', 'yellow'],
    ['reviewed', 'blue'],
    ['interviewed', 'purple'],
    ['rejected', 'red'],
    ['hired', 'green'],
  ] as const)('shows %s in %s', (status, colour) => {
    expect(APPLICATION_STATUS_COLOURS[status]).toBe(`bg-${colour}-100 text-${colour}-800`);
  });

  it('has the five statuses of the lifecycle in order', () => {
    expect(APPLICATION_STATUSES).toEqual(['pending', 'reviewed', 'interviewed', 'rejected', 'hired']);
  });
});

describe('product category colours (admin.md §3)', () => {
  it('lists the five categories', () => {
    expect(PRODUCT_CATEGORY_NAMES).toEqual([
      'EV Charging',
      'Power Distribution',
      'Switchgear',
      'Transformers',
      'Other',
    ]);
  });

  it.each([
    ['EV Charging', 'emerald'],
    ['Power Distribution', 'blue'],
    ['Switchgear', 'purple'],
    ['Transformers', 'yellow'],
    ['Other', 'gray'],
  ])('colours %s %s', (name, colour) => {
    expect(productCategoryColour(name)).toBe(`bg-${colour}-100 text-${colour}-800`);
  });

  it('matches names regardless of case, as the public filter lowercases them', () => {
    expect(productCategoryColour(' ev charging ')).toBe('bg-emerald-100 text-emerald-800');
  });

  it.each(['Cables', '', null, undefined])('gives the unknown category %j gray', (name) => {
    expect(productCategoryColour(name)).toBe('bg-gray-100 text-gray-800');
  });
});
