import { describe, expect, it } from 'vitest';
import { diffRows } from './version-diff.ts';

const caseStudy = {
  name: 'Grid link',
  description: 'A substation.',
  content: 'First line\nSecond line',
  link: 'grid-link',
  cardImage: '/uploads/card-1.webp',
  sections: [
    {
      id: 's1',
      title: 'Scope',
      type: 'text',
      content: 'We designed it.',
      listItems: [],
      images: [],
      order: 0,
    },
    {
      id: 's2',
      title: 'Photos',
      type: 'image-gallery',
      content: '',
      listItems: [],
      images: [{ url: '/uploads/a.webp' }],
      order: 1,
    },
  ],
};

describe('the comparison of two versions', () => {
  it('marks the fields that changed and, in text, the lines that did', () => {
    const rows = diffRows(caseStudy, {
      ...caseStudy,
      content: 'First line\nA new second line',
      name: 'Grid link 2',
    });
    const byKey = new Map(rows.map((row) => [row.key, row]));
    expect(byKey.get('name')?.isChanged).toBe(true);
    expect(byKey.get('description')?.isChanged).toBe(false);
    expect(byKey.get('content')?.after.lines).toEqual([
      { text: 'First line', isChanged: false },
      { text: 'A new second line', isChanged: true },
    ]);
    expect(byKey.get('content')?.before.lines[1]).toEqual({ text: 'Second line', isChanged: true });
  });

  it('shows images as pictures and compares sections one by one, matched by id', () => {
    const after = {
      ...caseStudy,
      cardImage: '/uploads/card-2.webp',
      sections: [
        { ...caseStudy.sections[1], order: 0, images: [{ url: '/uploads/b.webp', caption: 'New' }] },
        { ...caseStudy.sections[0], order: 1 },
      ],
    };
    const rows = diffRows(caseStudy, after);
    const card = rows.find((row) => row.key === 'cardImage');
    expect(card?.before.images).toEqual([{ url: '/uploads/card-1.webp' }]);
    expect(card?.after.images).toEqual([{ url: '/uploads/card-2.webp' }]);
    const sections = rows.filter((row) => row.key.startsWith('section:'));
    expect(sections.map((row) => [row.label, row.isChanged])).toEqual([
      ['Section 1: Photos', true],
      ['Section 2: Scope', false],
    ]);
  });

  it('reads lists, key-value lists and categories as lines, and leaves out derived fields', () => {
    const product = {
      title: 'Relay',
      category: { name: 'Protection', color: 'bg-x' },
      features: ['Fast'],
      specifications: [{ key: 'Voltage', value: '11 kV' }],
      specificationsObject: {},
    };
    const rows = diffRows(product, { ...product, features: ['Fast', 'Small'] });
    expect(rows.map((row) => row.label)).toEqual(['Title', 'Category', 'Key Features', 'Specifications']);
    expect(rows[1]?.after.lines).toEqual([{ text: 'Protection', isChanged: false }]);
    expect(rows[2]?.after.lines.map((line) => line.text)).toEqual(['• Fast', '• Small']);
    expect(rows[3]?.after.lines[0]?.text).toBe('Voltage: 11 kV');
  });
});
