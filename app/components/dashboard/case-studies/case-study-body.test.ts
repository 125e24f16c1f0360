import { describe, expect, it } from 'vitest';
import { caseStudyFormSchema } from '../../../../domain/case-study.ts';
import { validate } from '../../../../domain/field-errors.ts';
import { caseStudyFormData, sectionsPayload } from './case-study-body.ts';
import { type DraftSection, newSection } from './section-drafts.ts';

// admin.md §5 and §7: the multipart body of POST and PUT /case-studies, with the pictures of
// image-gallery sections as numbered file fields named by the sections JSON.

const TEXT = {
  name: 'Grid Connection of a 20 MW Solar Park',
  description: 'Connection design and studies.',
  content: 'The developer needed a 33kV connection.\nWe designed it.',
  link: '  ',
};

const photo = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

function section(type: DraftSection['type'], changes: Partial<DraftSection> = {}): DraftSection {
  return { ...newSection(type, 0), ...changes };
}

const delivery = photo('delivery.jpg');
const trench = photo('trench.jpg');
const SECTIONS: DraftSection[] = [
  section('text', {
    id: '1',
    title: ' What we delivered ',
    content: 'A substation design.',
    listText: 'stray',
  }),
  section('list', { id: '2', title: 'Key figures', listText: '20 MW\n\n  4.2 km of cable  \n', order: 1 }),
  section('image-gallery', {
    id: '3',
    title: 'On site',
    order: 2,
    images: [
      { key: 'a', kind: 'new', file: delivery, caption: ' On delivery ' },
      {
        key: 'b',
        kind: 'stored',
        url: '/uploads/image/0123456789abcdef0123456789abcdef-960.webp',
        caption: '',
      },
      { key: 'c', kind: 'new', file: trench, caption: '' },
    ],
  }),
];

describe('sections payload', () => {
  it('sends each type its own part: text content, list items without blank lines, pictures', () => {
    const { sections, files } = sectionsPayload(SECTIONS);
    expect(sections).toEqual([
      {
        id: '1',
        title: 'What we delivered',
        type: 'text',
        content: 'A substation design.',
        listItems: [],
        images: [],
        order: 0,
      },
      {
        id: '2',
        title: 'Key figures',
        type: 'list',
        content: '',
        listItems: ['20 MW', '4.2 km of cable'],
        images: [],
        order: 1,
      },
      {
        id: '3',
        title: 'On site',
        type: 'image-gallery',
        content: '',
        listItems: [],
        images: [
          { upload: 'sectionImage0', caption: 'On delivery' },
          { url: '/uploads/image/0123456789abcdef0123456789abcdef-960.webp' },
          { upload: 'sectionImage1' },
        ],
        order: 2,
      },
    ]);
    expect(files).toEqual([
      { field: 'sectionImage0', file: delivery },
      { field: 'sectionImage1', file: trench },
    ]);
  });

  it('numbers new pictures across sections in the order they appear', () => {
    const first = section('image-gallery', {
      images: [{ key: 'x', kind: 'new', file: trench, caption: '' }],
    });
    const second = section('image-gallery', {
      images: [{ key: 'y', kind: 'new', file: delivery, caption: '' }],
    });
    const { sections, files } = sectionsPayload([first, second]);
    expect(sections.map((item) => item.images)).toEqual([
      [{ upload: 'sectionImage0' }],
      [{ upload: 'sectionImage1' }],
    ]);
    expect(files.map((file) => file.file)).toEqual([trench, delivery]);
  });

  it('is what the server’s schema accepts', () => {
    const body = { ...TEXT, sections: JSON.stringify(sectionsPayload(SECTIONS).sections) };
    expect(validate(caseStudyFormSchema, body).ok).toBe(true);
  });
});

describe('case study form data', () => {
  const card = photo('card.jpg');

  it('carries the text, the chosen images, the sections and their files', () => {
    const body = caseStudyFormData({ text: TEXT, cardImage: card, sections: SECTIONS, hadSections: false });
    expect(body.get('name')).toBe(TEXT.name);
    expect(body.get('content')).toBe(TEXT.content);
    // Blank: the server makes the slug from the title.
    expect(body.get('link')).toBe('');
    expect((body.get('cardImage') as File).name).toBe('card.jpg');
    expect(body.has('headerImage')).toBe(false);
    expect(JSON.parse(String(body.get('sections')))).toHaveLength(3);
    expect((body.get('sectionImage0') as File).name).toBe('delivery.jpg');
    expect((body.get('sectionImage1') as File).name).toBe('trench.jpg');
    expect(body.has('sectionImage2')).toBe(false);
  });

  it('sends no sections field when there are none (admin.md §5)', () => {
    const body = caseStudyFormData({ text: TEXT, cardImage: card, sections: [], hadSections: false });
    expect(body.has('sections')).toBe(false);
  });

  it('sends "[]" when an edit removed every stored section, so the server removes them too', () => {
    const body = caseStudyFormData({ text: TEXT, sections: [], hadSections: true });
    expect(body.get('sections')).toBe('[]');
    // No file chosen on edit keeps the current images.
    expect(body.has('cardImage')).toBe(false);
  });
});
