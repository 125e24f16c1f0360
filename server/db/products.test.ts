import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  getProductByCode,
  listProducts,
  type ProductInput,
  updateProduct,
} from './products.ts';
import { DuplicateKeyError } from './unique-violation.ts';

/** Every row of a list the size of these tests' (decision 019: lists are read a page at a time). */
const ALL = { page: 1, limit: 100 };
const itemsOf = <T>(page: { items: T[] }): T[] => page.items;

const charger: ProductInput = {
  id: 'ev-1',
  title: '22 kW AC charger',
  description: 'Wall-mounted charger',
  content: 'Full details',
  thumbnail: '/media/ev-1.webp',
  category: { name: 'EV Charging', color: 'bg-emerald-100 text-emerald-800' },
  features: ['Type 2 socket', 'OCPP 1.6'],
  specifications: [{ key: 'ratedPower', value: '22 kW' }],
  specificationsObject: { ratedPower: '22 kW' },
  applications: ['Car parks'],
  externalLink: 'https://example.com/ev-1',
};

const panel: ProductInput = {
  id: 'pd-1',
  title: 'LV panel',
  description: 'Distribution board',
  content: '',
  category: { name: 'Power Distribution', color: 'bg-blue-100 text-blue-800' },
  features: [],
  specifications: [],
  specificationsObject: {},
  applications: [],
};

describe.each(testDatabaseKinds())('products on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('round-trips the JSON fields and omits absent optional ones', async () => {
    const created = await createProduct(t.db, charger);
    expect(created).toEqual({
      _id: expect.any(String),
      ...charger,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await getProduct(t.db, created._id)).toEqual(created);
    expect(await getProductByCode(t.db, 'ev-1')).toEqual(created);
    const plain = await createProduct(t.db, panel);
    expect('thumbnail' in plain || 'externalLink' in plain).toBe(false);
    expect(await getProduct(t.db, 'missing')).toBeUndefined();
    expect(await getProductByCode(t.db, 'missing')).toBeUndefined();
  });

  it('refuses a duplicate product code as DuplicateKeyError(id), on create and on update', async () => {
    const create = createProduct(t.db, { ...panel, title: 'Copy' });
    await expect(create).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(create).rejects.toMatchObject({ field: 'id' });
    const plain = await getProductByCode(t.db, 'pd-1');
    if (!plain) throw new Error('seeded product missing');
    await expect(updateProduct(t.db, plain._id, { id: 'ev-1' })).rejects.toMatchObject({ field: 'id' });
  });

  it('filters by category name without regard to case; an empty filter lists all', async () => {
    const codes = async (category?: string) =>
      (await listProducts(t.db, { category }, ALL).then(itemsOf)).map((p) => p.id);
    expect(await codes('ev charging')).toEqual(['ev-1']);
    expect(await codes('POWER DISTRIBUTION')).toEqual(['pd-1']);
    expect(await codes('Switchgear')).toEqual([]);
    expect((await codes('')).sort()).toEqual(['ev-1', 'pd-1']);
    expect((await codes()).sort()).toEqual(['ev-1', 'pd-1']);
  });

  it('keeps the fields not given on update and removes optional ones set to null', async () => {
    const product = await getProductByCode(t.db, 'ev-1');
    if (!product) throw new Error('seeded product missing');
    const updated = await updateProduct(t.db, product._id, {
      features: ['Type 2 socket'],
      specificationsObject: {},
      thumbnail: null,
      externalLink: null,
    });
    expect(updated).toMatchObject({
      title: charger.title,
      category: charger.category,
      features: ['Type 2 socket'],
      specifications: charger.specifications,
      specificationsObject: {},
    });
    expect(updated && ('thumbnail' in updated || 'externalLink' in updated)).toBe(false);
    expect(await updateProduct(t.db, 'missing', { title: 'X' })).toBeUndefined();
  });

  it('reads a damaged JSON column as its empty value', async () => {
    const product = await getProductByCode(t.db, 'pd-1');
    if (!product) throw new Error('seeded product missing');
    await t.db
      .updateTable('products')
      .set({ features: '{not json', specifications: '[{"key":1}]', specificationsObject: '[]' })
      .where('id', '=', product._id)
      .execute();
    expect(await getProduct(t.db, product._id)).toMatchObject({
      features: [],
      specifications: [],
      specificationsObject: {},
    });
  });

  it('returns the deleted product so its thumbnail can be removed', async () => {
    const product = await getProductByCode(t.db, 'ev-1');
    if (!product) throw new Error('seeded product missing');
    expect(await deleteProduct(t.db, product._id)).toEqual(product);
    expect(await deleteProduct(t.db, product._id)).toBeUndefined();
  });
});
