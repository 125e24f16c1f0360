import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../domain/entities.ts';
import {
  categoryChoice,
  draftFromProduct,
  EMPTY_DRAFT,
  isSameDraft,
  type ProductDraft,
  productBody,
  productIdFor,
  productPublicPath,
} from './product-body.ts';

const stored: Product = {
  _id: '0123456789abcdef01234567',
  id: 'sw-33kv',
  title: '33kV switchroom',
  description: 'Factory-built switchroom.',
  content: 'Built in the factory.\nDelivered ready.',
  thumbnail: '/uploads/image/0123456789abcdef0123456789abcdef-1600.webp',
  category: { name: 'switchgear', color: 'bg-gray-100 text-gray-800' },
  features: ['Factory tested'],
  specifications: [{ key: 'ratedVoltage', value: '33 kV' }],
  specificationsObject: {},
  applications: ['Solar farms'],
  externalLink: 'https://example.com/switchroom',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const draft: ProductDraft = {
  fields: {
    title: ' Ring main unit ',
    category: 'Switchgear',
    description: 'Compact 11 kV RMU.',
    content: 'Line one.\nLine two.',
    id: '',
    externalLink: '',
  },
  lists: {
    features: ['SF6-free', 'Remote control'],
    specifications: [{ key: 'ratedVoltage', value: '400 V' }],
    applications: ['Secondary substations'],
  },
};

/** The body's text fields, JSON fields parsed. */
function fieldsOf(body: FormData): Record<string, unknown> {
  const json = new Set(['category', 'features', 'specifications', 'specificationsObject', 'applications']);
  const fields: Record<string, unknown> = {};
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') fields[name] = json.has(name) ? JSON.parse(value) : value;
  }
  return fields;
}

describe('filling the form from a product (admin.md §4)', () => {
  it('fills every field and list, a known category in its own spelling', () => {
    expect(draftFromProduct(stored)).toEqual({
      fields: {
        title: '33kV switchroom',
        category: 'Switchgear',
        description: 'Factory-built switchroom.',
        content: 'Built in the factory.\nDelivered ready.',
        id: 'sw-33kv',
        externalLink: 'https://example.com/switchroom',
      },
      lists: {
        features: ['Factory tested'],
        specifications: [{ key: 'ratedVoltage', value: '33 kV' }],
        applications: ['Solar farms'],
      },
    });
  });

  it('fills the specification rows from the key-to-value map when the product has only that', () => {
    const onlyMap = {
      ...stored,
      specifications: [],
      specificationsObject: { maxPower: '150kW', IPRating: 'IP55' },
    };
    expect(draftFromProduct(onlyMap).lists.specifications).toEqual([
      { key: 'maxPower', value: '150kW' },
      { key: 'IPRating', value: 'IP55' },
    ]);
  });

  it('keeps a category outside the known five as stored', () => {
    expect(categoryChoice(' Cables ')).toBe('Cables');
    expect(categoryChoice('ev charging')).toBe('EV Charging');
  });

  it('tells a changed draft from the one it was filled with', () => {
    const filled = draftFromProduct(stored);
    expect(isSameDraft(filled, draftFromProduct(stored))).toBe(true);
    expect(isSameDraft(filled, { ...filled, lists: { ...filled.lists, features: [] } })).toBe(false);
    expect(isSameDraft(EMPTY_DRAFT, { ...EMPTY_DRAFT, fields: { ...EMPTY_DRAFT.fields, title: 'x' } })).toBe(
      false,
    );
  });
});

describe('the multipart body (admin.md §7)', () => {
  it('sends the text fields, the category object and the lists as JSON text', () => {
    const body = productBody(draft, null, null, 1_700_000_000_000);
    expect(fieldsOf(body)).toEqual({
      id: 'product-1700000000000',
      title: 'Ring main unit',
      description: 'Compact 11 kV RMU.',
      content: 'Line one.\nLine two.',
      category: { name: 'Switchgear', color: 'bg-purple-100 text-purple-800' },
      features: ['SF6-free', 'Remote control'],
      specifications: [{ key: 'ratedVoltage', value: '400 V' }],
      specificationsObject: {},
      applications: ['Secondary substations'],
      externalLink: '',
    });
    expect(body.has('thumbnail')).toBe(false);
  });

  it('adds the chosen image as thumbnail', () => {
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'rmu.jpg', { type: 'image/jpeg' });
    const thumbnail = productBody(draft, image, null).get('thumbnail');
    expect(thumbnail).toBeInstanceOf(File);
    expect(thumbnail).toMatchObject({ name: 'rmu.jpg', type: 'image/jpeg' });
  });

  it('sends the map empty unless the product was loaded with one, then as the rows now are', () => {
    expect(fieldsOf(productBody(draft, null, stored)).specificationsObject).toEqual({});
    const withMap = {
      ...stored,
      specifications: [],
      specificationsObject: { maxPower: '150kW', IPRating: 'IP55' },
    };
    const edited = draftFromProduct(withMap);
    edited.lists.specifications = edited.lists.specifications.slice(1);
    expect(fieldsOf(productBody(edited, null, withMap)).specificationsObject).toEqual({ IPRating: 'IP55' });
  });

  it('generates product-{timestamp} for a blank ID on create and keeps the code on edit', () => {
    expect(productIdFor('  ', null, 42)).toBe('product-42');
    expect(productIdFor('', stored, 42)).toBe('sw-33kv');
    expect(productIdFor(' rmu-11 ', stored)).toBe('rmu-11');
  });

  it('points View on site at /product/{_id}', () => {
    expect(productPublicPath(stored)).toBe('/product/0123456789abcdef01234567');
  });
});
