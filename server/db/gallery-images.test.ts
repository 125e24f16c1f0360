import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import {
  createImage,
  deleteImage,
  type GalleryImageInput,
  getImage,
  listImages,
  updateImage,
} from './gallery-images.ts';

/** Every row of a list the size of these tests' (decision 019: lists are read a page at a time). */
const ALL = { page: 1, limit: 100 };
const itemsOf = <T>(page: { items: T[] }): T[] => page.items;

const base: GalleryImageInput = {
  title: 'Substation visit',
  category: 'siteVisit',
  description: 'Commissioning day',
  imageDate: '2030-03-01',
  url: '/media/site.jpg',
  variants: [
    { url: '/media/site-480.webp', width: 480, format: 'webp' },
    { url: '/media/site-960.avif', width: 960, format: 'avif' },
  ],
};

describe.each(testDatabaseKinds())('gallery images on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('round-trips the variants JSON', async () => {
    const image = await createImage(t.db, base);
    expect(image).toEqual({ _id: expect.any(String), ...base, createdAt: expect.any(String) });
    expect(await getImage(t.db, image._id)).toEqual(image);
    expect(await getImage(t.db, 'missing')).toBeUndefined();
  });

  it('orders by the date taken, newest first, then by upload time, and filters by category', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-04-01T00:00:00.000Z'));
    await createImage(t.db, { ...base, title: 'Old photo, uploaded late', imageDate: '2029-01-01' });
    vi.setSystemTime(new Date('2030-04-02T00:00:00.000Z'));
    await createImage(t.db, { ...base, title: 'Same day, later upload', category: 'training' });
    vi.setSystemTime(new Date('2030-04-03T00:00:00.000Z'));
    await createImage(t.db, { ...base, title: 'Newest photo', imageDate: '2030-05-01' });
    vi.useRealTimers();

    const titles = (await listImages(t.db, {}, ALL).then(itemsOf)).map((i) => i.title);
    expect(titles).toEqual([
      'Newest photo',
      'Same day, later upload',
      'Substation visit',
      'Old photo, uploaded late',
    ]);
    const training = await listImages(t.db, { category: 'training' }, ALL).then(itemsOf);
    expect(training.map((i) => i.title)).toEqual(['Same day, later upload']);
    expect(await listImages(t.db, { category: 'nothing' }, ALL).then(itemsOf)).toEqual([]);
  });

  it('keeps the fields not given on update', async () => {
    const image = await createImage(t.db, base);
    const updated = await updateImage(t.db, image._id, { title: 'Renamed', category: 'training' });
    expect(updated).toEqual({ ...image, title: 'Renamed', category: 'training' });
    const replaced = await updateImage(t.db, image._id, { url: '/media/new.jpg', variants: [] });
    expect(replaced).toMatchObject({ title: 'Renamed', url: '/media/new.jpg', variants: [] });
    expect(await updateImage(t.db, 'missing', { title: 'X' })).toBeUndefined();
  });

  it('keeps alternative text when given, leaves it out when not, and removes it with null', async () => {
    const plain = await createImage(t.db, base);
    expect('alt' in plain).toBe(false);
    const described = await createImage(t.db, { ...base, alt: 'Engineers beside a 33 kV switchboard' });
    expect(described.alt).toBe('Engineers beside a 33 kV switchboard');
    expect(await getImage(t.db, described._id)).toEqual(described);
    // An update that does not name alt keeps it; null removes it.
    expect((await updateImage(t.db, described._id, { title: 'Renamed' }))?.alt).toBe(described.alt);
    const cleared = await updateImage(t.db, described._id, { alt: null });
    expect(cleared && 'alt' in cleared).toBe(false);
  });

  it('returns the deleted image so its files can be removed', async () => {
    const image = await createImage(t.db, base);
    expect(await deleteImage(t.db, image._id)).toEqual(image);
    expect(await deleteImage(t.db, image._id)).toBeUndefined();
  });
});
