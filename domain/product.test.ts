import { afterEach, describe, expect, it, vi } from 'vitest';
import { validate } from './field-errors.ts';
import {
  productFieldsSchema,
  productFormSchema,
  productListQuerySchema,
  specificationRows,
  splitCamelCase,
} from './product.ts';

const valid = {
  id: 'ev-1',
  title: '22kW AC Charger',
  category: { name: 'EV Charging', color: 'bg-emerald-100 text-emerald-800' },
  description: 'Wall-mounted charger.',
};

function errorsFor(changes: Record<string, unknown>) {
  const result = validate(productFormSchema, { ...valid, ...changes });
  return result.ok ? {} : result.errors;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('product form (admin.md §5)', () => {
  it('accepts a minimal product with empty lists', () => {
    expect(productFormSchema.parse(valid)).toEqual({
      ...valid,
      content: '',
      features: [],
      specifications: [],
      specificationsObject: {},
      applications: [],
    });
  });

  it.each([
    ['title', 'Title is required'],
    ['description', 'Description is required'],
    ['category', 'Category is required'],
  ])('requires %s with "%s"', (field, message) => {
    expect(errorsFor({ [field]: '' })).toEqual({ [field]: message });
    expect(errorsFor({ [field]: undefined })).toEqual({ [field]: message });
  });

  it('requires a category name with "Category is required"', () => {
    expect(errorsFor({ category: { name: ' ', color: '' } })).toEqual({ category: 'Category is required' });
  });

  it('generates product-{timestamp} when the product ID is blank', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    expect(productFormSchema.parse({ ...valid, id: '' }).id).toBe('product-1700000000000');
    expect(productFormSchema.parse({ ...valid, id: undefined }).id).toBe('product-1700000000000');
  });

  it('rejects a product ID that is not path-safe', () => {
    expect(errorsFor({ id: 'ev 1/2' })).toEqual({
      id: 'Product ID may contain only letters, numbers, hyphens and underscores',
    });
  });

  it('derives the colour class from the category name when missing', () => {
    expect(productFormSchema.parse({ ...valid, category: { name: 'Switchgear' } }).category).toEqual({
      name: 'Switchgear',
      color: 'bg-purple-100 text-purple-800',
    });
  });

  it('gives a category outside the list gray', () => {
    expect(productFormSchema.parse({ ...valid, category: { name: 'Cables' } }).category).toEqual({
      name: 'Cables',
      color: 'bg-gray-100 text-gray-800',
    });
  });

  it('reads the category as JSON text or a bare name, as form data sends it', () => {
    const json = JSON.stringify({ name: 'Transformers', color: 'bg-yellow-100 text-yellow-800' });
    expect(productFormSchema.parse({ ...valid, category: json }).category.name).toBe('Transformers');
    expect(productFormSchema.parse({ ...valid, category: 'power distribution' }).category).toEqual({
      name: 'Power Distribution',
      color: 'bg-blue-100 text-blue-800',
    });
  });

  it('adds a feature or application only if non-empty after trimming', () => {
    const parsed = productFormSchema.parse({
      ...valid,
      features: [' Smart app ', '', '   '],
      applications: JSON.stringify(['Car parks', ' ']),
    });
    expect(parsed.features).toEqual(['Smart app']);
    expect(parsed.applications).toEqual(['Car parks']);
  });

  it('adds a specification only if both name and value are non-empty after trimming', () => {
    const parsed = productFormSchema.parse({
      ...valid,
      specifications: JSON.stringify([
        { key: ' ratedVoltage ', value: ' 400 V ' },
        { key: 'ratedCurrent', value: ' ' },
        { key: '', value: '32 A' },
        { key: 'poles', value: 3 },
      ]),
    });
    expect(parsed.specifications).toEqual([
      { key: 'ratedVoltage', value: '400 V' },
      { key: 'poles', value: '3' },
    ]);
  });

  it('keeps a specificationsObject map, empty by default', () => {
    expect(
      productFormSchema.parse({ ...valid, specificationsObject: '{"ipRating":"IP54"}' }).specificationsObject,
    ).toEqual({
      ipRating: 'IP54',
    });
    expect(productFormSchema.parse({ ...valid, specificationsObject: '' }).specificationsObject).toEqual({});
  });

  it('rejects features that are not a list', () => {
    expect(errorsFor({ features: '{"a":1}' })).toEqual({ features: 'Must be a list of text items' });
  });

  it('takes the external link as an http(s) address, trimmed, blank meaning none', () => {
    expect(
      productFormSchema.parse({ ...valid, externalLink: ' https://example.com/spec?a=1#b ' }).externalLink,
    ).toBe('https://example.com/spec?a=1#b');
    expect(productFormSchema.parse({ ...valid, externalLink: 'HTTP://example.com' }).externalLink).toBe(
      'HTTP://example.com',
    );
    expect(productFormSchema.parse({ ...valid, externalLink: '' }).externalLink).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '/uploads/public/x.pdf',
    'https:evil.example',
    'https://',
    'http:///path',
    'ftp://example.com/file',
    'example.com/spec',
    'https://exa mple.com',
    'https://example.com/\\evil',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('refuses the external link %j with "External link must be a full web address ..."', (link) => {
    expect(errorsFor({ externalLink: link })).toEqual({
      externalLink: 'External link must be a full web address starting with http:// or https://',
    });
  });
});

describe('products list query (public-site.md §7)', () => {
  it('treats an empty category as all', () => {
    expect(productListQuerySchema.parse({ category: '' }).category).toBeUndefined();
    expect(productListQuerySchema.parse({ category: 'Switchgear' }).category).toBe('Switchgear');
  });
});

describe('specification keys on display (public-site.md §2, admin.md §3)', () => {
  it.each([
    ['ratedVoltage', 'Rated Voltage'],
    ['shortCircuitRating', 'Short Circuit Rating'],
    ['maxKVA', 'Max KVA'],
    ['IPRating', 'IP Rating'],
    ['voltage', 'Voltage'],
    ['rated voltage', 'Rated voltage'],
    ['Rated Voltage', 'Rated Voltage'],
    ['', ''],
  ])('shows %j as %j', (key, label) => {
    expect(splitCamelCase(key)).toBe(label);
  });

  it('lists the key/value rows, or else the map', () => {
    expect(specificationRows({ specifications: [{ key: 'ratedVoltage', value: '400 V' }] })).toEqual([
      { label: 'Rated Voltage', value: '400 V' },
    ]);
    expect(specificationRows({ specifications: [], specificationsObject: { ipRating: 'IP54' } })).toEqual([
      { label: 'Ip Rating', value: 'IP54' },
    ]);
    expect(specificationRows({})).toEqual([]);
  });
});

describe('product form fields as the dashboard holds them (admin.md §5)', () => {
  const fields = {
    title: '22kW AC Charger',
    category: 'EV Charging',
    description: 'Wall-mounted charger.',
    content: '',
    id: '',
    externalLink: '',
  };

  function fieldErrorsFor(changes: Record<string, string>) {
    const result = validate(productFieldsSchema, { ...fields, ...changes });
    return result.ok ? {} : result.errors;
  }

  it('requires title, category and description with the messages of the API', () => {
    expect(fieldErrorsFor({ title: ' ', category: '', description: '' })).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      description: 'Description is required',
    });
  });

  it('lets a blank product ID through (it is generated) and refuses one the API refuses', () => {
    expect(fieldErrorsFor({ id: '  ' })).toEqual({});
    expect(fieldErrorsFor({ id: ' ev-1 ' })).toEqual({});
    expect(fieldErrorsFor({ id: 'ev 1/2' })).toEqual({
      id: 'Product ID may contain only letters, numbers, hyphens and underscores',
    });
    expect(errorsFor({ id: 'ev 1/2' })).toEqual(fieldErrorsFor({ id: 'ev 1/2' }));
  });

  it('leaves full details free text and checks the external link as the API does', () => {
    expect(fieldErrorsFor({ content: '', externalLink: '' })).toEqual({});
    expect(fieldErrorsFor({ externalLink: 'https://example.com/datasheet.pdf' })).toEqual({});
    expect(fieldErrorsFor({ externalLink: 'javascript:alert(1)' })).toEqual({
      externalLink: 'External link must be a full web address starting with http:// or https://',
    });
  });
});
