import { describe, expect, it } from 'vitest';
import {
  caseStudyFormSchema,
  caseStudyLink,
  caseStudySectionSchema,
  isSectionImageField,
  paragraphs,
  parseListItems,
  sectionImageField,
} from './case-study.ts';
import { validate } from './field-errors.ts';

const valid = {
  name: 'Earthing System Design for a 50MW BESS',
  description: 'Earthing design in Yorkshire.',
  content: 'Intro paragraph.',
};

function errorsFor(changes: Record<string, unknown>) {
  const result = validate(caseStudyFormSchema, { ...valid, ...changes });
  return result.ok ? {} : result.errors;
}

describe('case study form (admin.md §5)', () => {
  it.each([
    ['name', 'Name is required'],
    ['description', 'Description is required'],
    ['content', 'Content is required'],
  ])('requires %s with "%s"', (field, message) => {
    expect(errorsFor({ [field]: '' })).toEqual({ [field]: message });
    expect(errorsFor({ [field]: undefined })).toEqual({ [field]: message });
  });

  it('generates the slug from the name when blank', () => {
    expect(caseStudyFormSchema.parse({ ...valid, link: '' }).link).toBe(
      'earthing-system-design-for-a-50mw-bess',
    );
  });

  it('normalises a typed slug with the same rules', () => {
    expect(caseStudyFormSchema.parse({ ...valid, link: 'Design & Supply' }).link).toBe('design-supply');
  });

  it("keeps a fixed case-study page's own slug, so its card still opens that page", () => {
    expect(caseStudyFormSchema.parse({ ...valid, link: 'design&supply' }).link).toBe('design&supply');
    expect(caseStudyFormSchema.parse({ ...valid, link: ' loadtestcasestudy ' }).link).toBe(
      'loadtestcasestudy',
    );
  });

  it('tells the link a title or a typed slug will give, for the form’s hint', () => {
    expect(caseStudyLink('', 'Load Bank Test: 7 MVA')).toBe('load-bank-test-7-mva');
    expect(caseStudyLink(undefined, 'Load Bank Test')).toBe('load-bank-test');
    expect(caseStudyLink(' My Link ', 'Load Bank Test')).toBe('my-link');
    expect(caseStudyLink('design&supply', 'Anything')).toBe('design&supply');
    expect(caseStudyLink('', '!!!')).toBe('');
  });

  it('rejects a slug with no letters or digits', () => {
    expect(errorsFor({ link: '&&&' })).toEqual({ link: 'URL slug must contain letters or numbers' });
  });

  it('has no sections by default', () => {
    expect(caseStudyFormSchema.parse(valid).sections).toEqual([]);
  });

  it('reads sections sent as JSON text in form data', () => {
    const sections = JSON.stringify([
      { id: 1700000000000, title: 'Scope', type: 'list', listItems: ['a', ' '] },
    ]);
    expect(caseStudyFormSchema.parse({ ...valid, sections }).sections).toEqual([
      {
        id: '1700000000000',
        title: 'Scope',
        content: '',
        type: 'list',
        listItems: ['a'],
        images: [],
        order: 0,
      },
    ]);
  });

  it('rejects sections that are not a list', () => {
    expect(errorsFor({ sections: 'not json' })).toEqual({ sections: 'Sections are not valid' });
  });
});

describe('case study section (admin.md §3, §9)', () => {
  it('defaults to a text section with empty content, items and images', () => {
    expect(caseStudySectionSchema.parse({ id: 's1', title: 'Requirement', order: 0 })).toEqual({
      id: 's1',
      title: 'Requirement',
      content: '',
      type: 'text',
      listItems: [],
      images: [],
      order: 0,
    });
  });

  it.each(['text', 'list', 'image-gallery'])('accepts the type %s', (type) => {
    expect(caseStudySectionSchema.parse({ id: 's1', title: '', type, order: 1 }).type).toBe(type);
  });

  it('rejects an unknown type and a negative order', () => {
    expect(caseStudySectionSchema.safeParse({ id: 's1', type: 'video', order: 0 }).success).toBe(false);
    expect(caseStudySectionSchema.safeParse({ id: 's1', order: -1 }).success).toBe(false);
  });

  it('keeps images with a url and optional caption', () => {
    const section = caseStudySectionSchema.parse({
      id: 's1',
      type: 'image-gallery',
      images: [{ url: '/a.webp', caption: 'Panel' }, { url: '/b.webp' }],
      order: 2,
    });
    expect(section.images).toEqual([{ url: '/a.webp', caption: 'Panel' }, { url: '/b.webp' }]);
  });

  it('takes a new image as the name of the file field that carries it', () => {
    const section = caseStudySectionSchema.parse({
      id: 's1',
      type: 'image-gallery',
      images: [{ upload: 'sectionImage0', caption: ' Delivery ' }, { upload: sectionImageField(23) }],
    });
    expect(section.images).toEqual([
      { upload: 'sectionImage0', caption: 'Delivery' },
      { upload: 'sectionImage23' },
    ]);
  });

  it.each([
    ['both a url and an upload', { url: '/a.webp', upload: 'sectionImage0' }],
    ['neither', { caption: 'Panel' }],
    ['another field name', { upload: 'cardImage' }],
    ['a leading zero', { upload: 'sectionImage01' }],
    ['an empty url', { url: ' ' }],
  ])('rejects an image with %s', (_label, image) => {
    expect(
      errorsFor({ sections: JSON.stringify([{ id: 's1', type: 'image-gallery', images: [image] }]) }),
    ).toEqual({
      sections: 'Sections are not valid',
    });
  });

  it('knows the numbered file fields', () => {
    expect(isSectionImageField('sectionImage7')).toBe(true);
    expect(isSectionImageField('sectionImage')).toBe(false);
    expect(isSectionImageField('headerImage')).toBe(false);
  });
});

describe('list section items (admin.md §2 Sections tab)', () => {
  it('takes one item per line, trimmed, dropping blank lines', () => {
    expect(parseListItems('  First item \n\n   \r\nSecond item\n')).toEqual(['First item', 'Second item']);
  });

  it('gives no items for empty text', () => {
    expect(parseListItems('')).toEqual([]);
  });

  it('splits content into paragraphs at line breaks for the view modal', () => {
    expect(paragraphs('One.\nTwo.')).toEqual(['One.', 'Two.']);
  });
});
