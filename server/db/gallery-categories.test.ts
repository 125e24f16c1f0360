import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GALLERY_CATEGORIES } from '../../domain/constants.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import {
  createCategory,
  deleteCategory,
  ensureDefaultCategories,
  getCategoryBySlug,
  listActiveCategories,
  listAllCategories,
  updateCategory,
} from './gallery-categories.ts';
import { createImage, listImages } from './gallery-images.ts';
import { DuplicateKeyError } from './unique-violation.ts';

/** Every row of a list the size of these tests' (decision 019: lists are read a page at a time). */
const ALL = { page: 1, limit: 100 };
const itemsOf = <T>(page: { items: T[] }): T[] => page.items;

describe.each(testDatabaseKinds())('gallery categories on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('creates the default categories once, and only the missing ones after that', async () => {
    expect(await ensureDefaultCategories(t.db, DEFAULT_GALLERY_CATEGORIES)).toBe(3);
    expect(await ensureDefaultCategories(t.db, DEFAULT_GALLERY_CATEGORIES)).toBe(0);
    expect(await deleteCategory(t.db, 'training')).toBe(true);
    expect(await ensureDefaultCategories(t.db, DEFAULT_GALLERY_CATEGORIES)).toBe(1);
    expect(await ensureDefaultCategories(t.db, [])).toBe(0);
    expect((await listAllCategories(t.db)).map((c) => c.id)).toEqual([
      'siteVisit',
      'officeActivities',
      'training',
    ]);
  });

  it('lists active categories by display order then name, all of them for the admin', async () => {
    await createCategory(t.db, { id: 'b-events', name: 'Events', displayOrder: 1, isActive: true });
    await createCategory(t.db, { id: 'archive', name: 'Archive', displayOrder: 0, isActive: false });
    const active = await listActiveCategories(t.db);
    expect(active.map((c) => c.id)).toEqual(['siteVisit', 'b-events', 'officeActivities', 'training']);
    expect(active.every((c) => c.isActive === true)).toBe(true);
    const all = await listAllCategories(t.db);
    expect(all.map((c) => c.id)).toEqual([
      'archive',
      'siteVisit',
      'b-events',
      'officeActivities',
      'training',
    ]);
    expect(all[0]).toEqual({
      _id: expect.any(String),
      id: 'archive',
      name: 'Archive',
      displayOrder: 0,
      isActive: false,
    });
  });

  it('refuses a duplicate slug as DuplicateKeyError(id), on create and on rename', async () => {
    const create = createCategory(t.db, { id: 'training', name: 'Again', displayOrder: 5, isActive: true });
    await expect(create).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(create).rejects.toMatchObject({ field: 'id' });
    await expect(updateCategory(t.db, 'archive', { id: 'training' })).rejects.toMatchObject({ field: 'id' });
    expect(await getCategoryBySlug(t.db, 'archive')).toBeDefined();
  });

  it('updates the given fields, renames the slug and moves its images along', async () => {
    await createImage(t.db, {
      title: 'Opening',
      category: 'b-events',
      description: '',
      imageDate: '2030-01-01',
      url: '/media/a.jpg',
      variants: [],
    });
    const updated = await updateCategory(t.db, 'b-events', { id: 'events', isActive: false });
    expect(updated).toMatchObject({ id: 'events', name: 'Events', displayOrder: 1, isActive: false });
    expect(await getCategoryBySlug(t.db, 'b-events')).toBeUndefined();
    expect((await listImages(t.db, { category: 'events' }, ALL).then(itemsOf)).map((i) => i.title)).toEqual([
      'Opening',
    ]);
    expect(await updateCategory(t.db, 'missing', { name: 'X' })).toBeUndefined();
  });

  it('deletes a category once', async () => {
    expect(await deleteCategory(t.db, 'archive')).toBe(true);
    expect(await deleteCategory(t.db, 'archive')).toBe(false);
  });
});
