import { describe, expect, it } from 'vitest';
import { richTextLines } from './site-content-diff.ts';
import { diffRows, shownRows } from './version-diff.ts';

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

describe('the comparison of two versions of a site content section', () => {
  const person = (id: string, name: string, role: string) => ({
    id,
    name,
    role,
    biography: `${name} leads studies.`,
    portrait: { url: `/media/${id}-1600.webp`, alt: `Portrait of ${name}` },
    isShown: true,
  });
  const team = [person('richard', 'Richard Hale', 'Director'), person('daniel', 'Daniel Brooks', 'Lead')];

  it('reads a list one row per item, named by it, with only its changed fields, and the order as its own row', () => {
    const after = [
      team[0],
      { ...person('alex', 'Alex Okafor', 'Director of Protection') },
      { ...team[1], role: 'Principal engineer', isShown: false },
    ];
    const rows = diffRows({ value: team }, { value: after }, { siteContent: 'team' });
    expect(rows.map((row) => [row.label, row.isChanged])).toEqual([
      ['Order', true],
      ['Person: Richard Hale', false],
      ['Person: Alex Okafor', true],
      ['Person: Daniel Brooks', true],
    ]);
    const byLabel = new Map(rows.map((row) => [row.label, row]));
    expect(byLabel.get('Order')?.after.lines.map((line) => [line.text, line.isChanged])).toEqual([
      ['1. Richard Hale', false],
      ['2. Alex Okafor', true],
      ['3. Daniel Brooks', true],
    ]);
    // Changed fields only, on both sides.
    const daniel = byLabel.get('Person: Daniel Brooks');
    expect(daniel?.before.lines.map((line) => line.text)).toEqual([
      'Role: Lead',
      'Show on the About page: Yes',
    ]);
    expect(daniel?.after.lines.map((line) => line.text)).toEqual([
      'Role: Principal engineer',
      'Show on the About page: No',
    ]);
    // A new item: nothing before, all its fields and its portrait after.
    const alex = byLabel.get('Person: Alex Okafor');
    expect(alex?.before).toEqual({ lines: [], images: [] });
    expect(alex?.after.lines.map((line) => line.text)).toEqual([
      'Name: Alex Okafor',
      'Role: Director of Protection',
      'Biography: Alex Okafor leads studies.',
      'Portrait alt text: Portrait of Alex Okafor',
      'Show on the About page: Yes',
    ]);
    expect(alex?.after.images).toEqual([{ url: '/media/alex-1600.webp' }]);
    // Only the changed rows are shown; the others are named.
    expect(shownRows(rows, { siteContent: 'team' })).toMatchObject({ unchanged: ['Person: Richard Hale'] });
    expect(shownRows(rows, { siteContent: 'team' }).rows).toHaveLength(3);
  });

  it('names testimonials by company, figures by label and page, offices by name', () => {
    const testimonial = {
      id: 't1',
      quote: 'Clear advice.',
      person: '',
      role: 'Director',
      company: 'Solar Co',
      mayName: false,
    };
    const figure = { id: 'f1', page: 'home', label: 'Employees', value: 50, suffix: '+' };
    const office = {
      id: 'colchester',
      name: 'Colchester',
      country: 'United Kingdom',
      addressLines: ['Unit 1', 'Colchester'],
      postcode: 'CO1 0AA',
      phone: '+44 (0)1206 000 000',
      email: '',
      openingHours: '',
      latitude: 51.9,
      longitude: 0.9,
      enquiryMailbox: '',
      applicationMailbox: '',
    };
    const [quoteRow] = diffRows(
      { value: [testimonial] },
      { value: [{ ...testimonial, mayName: true, person: 'Sam Lee' }] },
      { siteContent: 'testimonials' },
    ).filter((row) => row.isChanged);
    expect(quoteRow?.label).toBe('Testimonial: Solar Co');
    expect(quoteRow?.after.lines.map((line) => line.text)).toEqual([
      'Person: Sam Lee',
      'Client agreed to be named: Yes',
    ]);
    const [figureRow] = diffRows(
      { value: [figure] },
      { value: [{ ...figure, value: 4321 }] },
      { siteContent: 'figures' },
    ).filter((row) => row.isChanged);
    expect(figureRow?.label).toBe('Figure: Employees (Home page)');
    expect(figureRow?.before.lines.map((line) => line.text)).toEqual(['Value: 50']);
    expect(figureRow?.after.lines.map((line) => line.text)).toEqual(['Value: 4321']);
    const [officeRow] = diffRows(
      { value: [office] },
      { value: [{ ...office, phone: '+44 (0)1206 555 123', addressLines: ['Unit 2', 'Colchester'] }] },
      { siteContent: 'offices' },
    ).filter((row) => row.isChanged);
    expect(officeRow?.label).toBe('Office: Colchester');
    expect(officeRow?.after.lines.map((line) => line.text)).toEqual([
      'Address: Unit 2',
      'Phone: +44 (0)1206 555 123',
    ]);
  });

  it('reads the privacy policy one row per section, its rich text as plain lines', () => {
    const paragraph = (text: string, marks?: object[]) => ({
      type: 'paragraph',
      content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
    });
    const policy = (body: object[]) => ({
      intro: 'How we handle data.',
      sections: [
        { id: 'who', title: 'Who we are', body: { type: 'doc', content: [paragraph('We are Voltline.')] } },
        { id: 'retention', title: 'Retention', body: { type: 'doc', content: body } },
      ],
    });
    const before = policy([paragraph('We keep data for two years.')]);
    const after = policy([
      paragraph('We keep data for two years.'),
      {
        type: 'orderedList',
        attrs: { start: 1 },
        content: [
          { type: 'listItem', content: [paragraph('Reviewed yearly')] },
          {
            type: 'listItem',
            content: [
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'Ask ' },
                  {
                    type: 'text',
                    text: 'our officer',
                    marks: [{ type: 'link', attrs: { href: 'mailto:p@x.example' } }],
                  },
                ],
              },
              { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('by e-mail')] }] },
            ],
          },
        ],
      },
      {
        type: 'heading',
        attrs: { level: 3 },
        content: [{ type: 'text', text: 'Backups', marks: [{ type: 'bold' }] }],
      },
    ]);
    const rows = diffRows({ value: before }, { value: after }, { siteContent: 'privacy' });
    expect(rows.map((row) => [row.label, row.isChanged])).toEqual([
      ['Introduction', false],
      ['Section 1: Who we are', false],
      ['Section 2: Retention', true],
    ]);
    expect(rows[2]?.after.lines.map((line) => [line.text, line.isChanged])).toEqual([
      ['Title: Retention', false],
      ['We keep data for two years.', false],
      ['1. Reviewed yearly', true],
      ['2. Ask our officer (mailto:p@x.example)', true],
      ['   • by e-mail', true],
      ['Backups', true],
    ]);
    expect(richTextLines({ type: 'doc', content: [{ type: 'script', content: 'alert(1)' }] })).toEqual([]);
  });

  it('reads the banner field by field, its style by name', () => {
    const banner = { text: 'Closed for the holidays.', linkLabel: '', linkUrl: '', tone: 'info' };
    const rows = diffRows(
      { value: banner },
      { value: { ...banner, tone: 'warning', linkLabel: 'Contact us', linkUrl: '/contact' } },
      { siteContent: 'banner' },
    );
    expect(rows.map((row) => [row.label, row.isChanged])).toEqual([
      ['Banner text', false],
      ['Link text', true],
      ['Link address', true],
      ['Style', true],
    ]);
    expect(rows[3]?.after.lines[0]?.text).toBe('Warning (amber)');
  });
});
