import { describe, expect, it } from 'vitest';
import {
  type DraftSection,
  draftsOf,
  moveSection,
  newImageCount,
  newSection,
  sectionId,
  sectionsSignature,
} from './section-drafts.ts';

// admin.md §2 Sections tab and §3 Section: sections added, reordered and compared.

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('section drafts', () => {
  it('adds a text section by default, its id a timestamp and its order its position (admin.md §3, §9)', () => {
    const section = newSection(undefined, 2, 1_735_689_600_000);
    expect(section).toMatchObject({
      id: '1735689600000',
      type: 'text',
      title: '',
      content: '',
      listText: '',
      images: [],
      order: 2,
    });
  });

  it('never gives two sections the same id, even within one millisecond', () => {
    const now = 1_900_000_000_000;
    expect([sectionId(now), sectionId(now), sectionId(now - 5)]).toEqual([
      '1900000000000',
      '1900000000001',
      '1900000000002',
    ]);
  });

  it('gives every draft its own key', () => {
    const keys = [newSection('list', 0), newSection('list', 1)].map((section) => section.key);
    expect(new Set(keys).size).toBe(2);
  });

  describe('moveSection', () => {
    const list = ['text', 'list', 'gallery'] as const;

    it('moves a section up and down by one place', () => {
      expect(moveSection(list, 2, -1)).toEqual(['text', 'gallery', 'list']);
      expect(moveSection(list, 0, 1)).toEqual(['list', 'text', 'gallery']);
    });

    it('leaves the list as it is past either end or for an index outside it', () => {
      expect(moveSection(list, 0, -1)).toBe(list);
      expect(moveSection(list, 2, 1)).toBe(list);
      expect(moveSection(list, 5, -1)).toBe(list);
      expect(moveSection(list, -1, 1)).toBe(list);
    });

    it('does not change the list it was given', () => {
      const copy = [...list];
      moveSection(copy, 1, 1);
      expect(copy).toEqual(list);
    });
  });

  it('reads stored sections for editing: list items one per line, pictures by URL', () => {
    const [list, gallery] = draftsOf([
      {
        id: '1',
        title: 'Figures',
        content: '',
        type: 'list',
        listItems: ['20 MW', '33kV'],
        images: [],
        order: 0,
      },
      {
        id: '2',
        title: 'On site',
        content: '',
        type: 'image-gallery',
        listItems: [],
        images: [
          { url: '/uploads/image/a-960.webp', caption: 'Delivery' },
          { url: '/uploads/image/b-960.webp' },
        ],
        order: 1,
      },
    ]);
    expect(list?.listText).toBe('20 MW\n33kV');
    expect(gallery?.images).toMatchObject([
      { kind: 'stored', url: '/uploads/image/a-960.webp', caption: 'Delivery' },
      { kind: 'stored', url: '/uploads/image/b-960.webp', caption: '' },
    ]);
  });

  it('counts the pictures that are still to be uploaded', () => {
    const gallery: DraftSection = {
      ...newSection('image-gallery', 0),
      images: [
        { key: 'a', kind: 'stored', url: '/uploads/image/a-960.webp', caption: '' },
        { key: 'b', kind: 'new', file: photo('b.jpg'), caption: '' },
      ],
    };
    const other: DraftSection = {
      ...newSection('image-gallery', 1),
      images: [{ key: 'c', kind: 'new', file: photo('c.jpg'), caption: '' }],
    };
    expect(newImageCount([gallery, newSection('text', 2), other])).toBe(2);
  });

  it('notices a change of text, order, caption or pictures, and nothing else', () => {
    const stored = draftsOf([
      { id: '1', title: 'Scope', content: 'Design.', type: 'text', listItems: [], images: [], order: 0 },
      { id: '2', title: 'Figures', content: '', type: 'list', listItems: ['20 MW'], images: [], order: 1 },
    ]);
    const same = sectionsSignature(stored);
    // Read again: new keys, same content.
    expect(
      sectionsSignature(
        draftsOf([
          { id: '1', title: 'Scope', content: 'Design.', type: 'text', listItems: [], images: [], order: 0 },
          {
            id: '2',
            title: 'Figures',
            content: '',
            type: 'list',
            listItems: ['20 MW'],
            images: [],
            order: 1,
          },
        ]),
      ),
    ).toBe(same);
    expect(sectionsSignature(moveSection(stored, 1, -1))).not.toBe(same);
    const [first, second] = stored;
    if (!first || !second) throw new Error('two sections expected');
    expect(sectionsSignature([{ ...first, title: 'Scope of work' }, second])).not.toBe(same);
    expect(sectionsSignature([first])).not.toBe(same);
  });
});
