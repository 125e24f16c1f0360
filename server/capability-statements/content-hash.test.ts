import { describe, expect, it } from 'vitest';
import { contentHashOf } from './content-hash.ts';
import type { DocumentSource } from './document.ts';

// Decision 028: a PDF is named by what it shows, so an unchanged statement is made once.

const source: DocumentSource = {
  kind: 'case-study',
  title: 'Grid substation protection upgrade',
  clientName: null,
  tenderReference: null,
  dueDate: null,
  sector: null,
  voltageRange: null,
  issuedOn: '27 November 2026',
  company: {
    name: 'Voltline Engineering Ltd',
    founded: 2003,
    figures: [{ label: 'Years in business', value: '22+' }],
    profile: 'A consultancy.',
    website: 'https://voltline.example',
    phone: '+44 (0)1206 000 000',
    email: 'enquiries@voltline.example',
  },
  introduction: null,
  services: [],
  caseStudies: [
    {
      id: 'c1',
      title: 'Grid substation protection upgrade',
      summary: 'Protection settings.',
      sections: [{ title: 'The challenge', text: 'Relay grading.', items: [] }],
      headerImage: { url: '/uploads/image/aa.webp', alt: 'Substation', maxWidth: 1600 },
      images: [],
      url: 'https://voltline.example/case-studies/grid',
    },
  ],
  products: [],
  people: [],
  accreditations: [],
  offices: [],
};

describe('contentHashOf', () => {
  it('is the same for the same content, whatever the order of its fields and the day it is made', () => {
    // The same fields written in the opposite order, on another day.
    const reordered = {
      ...(Object.fromEntries(Object.entries(source).reverse()) as DocumentSource),
      issuedOn: '28 November 2026',
    };
    expect(contentHashOf(reordered)).toBe(contentHashOf(source));
    expect(contentHashOf(source)).toMatch(/^[a-f0-9]{64}$/);
  });

  it('changes when a word or a picture changes', () => {
    const [study] = source.caseStudies;
    if (!study) throw new Error('fixture');
    const retitled = { ...source, caseStudies: [{ ...study, summary: 'New settings.' }] };
    const repictured = {
      ...source,
      caseStudies: [
        { ...study, headerImage: { url: '/uploads/image/bb.webp', alt: 'Substation', maxWidth: 1600 } },
      ],
    };
    expect(contentHashOf(retitled)).not.toBe(contentHashOf(source));
    expect(contentHashOf(repictured)).not.toBe(contentHashOf(source));
  });
});
