import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import {
  type CaseStudyInput,
  type CaseStudySectionInput,
  createCaseStudy,
  deleteCaseStudy,
  getCaseStudy,
  getCaseStudyByLink,
  listCaseStudies,
  updateCaseStudy,
} from './case-studies.ts';
import { DuplicateKeyError } from './unique-violation.ts';

/** Every row of a list the size of these tests' (decision 019: lists are read a page at a time). */
const ALL = { page: 1, limit: 100 };
const itemsOf = <T>(page: { items: T[] }): T[] => page.items;

const intro: CaseStudySectionInput = {
  id: '1700000000001',
  title: 'Scope',
  content: 'Grid connection study',
  type: 'text',
  listItems: [],
  images: [],
};
const deliverables: CaseStudySectionInput = {
  id: '1700000000002',
  title: 'Deliverables',
  content: '',
  type: 'list',
  listItems: ['Load flow', 'Short circuit'],
  images: [],
};
const photos: CaseStudySectionInput = {
  id: '1700000000003',
  title: 'On site',
  content: '',
  type: 'image-gallery',
  listItems: [],
  images: [{ url: '/media/a.jpg', caption: 'Energisation' }, { url: '/media/b.jpg' }],
};

function input(link: string, sections?: CaseStudySectionInput[]): CaseStudyInput {
  return {
    name: `Project ${link}`,
    description: 'Short card text',
    content: 'Introduction',
    link,
    cardImage: '/media/card.jpg',
    ...(sections ? { sections } : {}),
  };
}

describe.each(testDatabaseKinds())('case studies on %s', (kind) => {
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

  it('stores sections in the order sent and round-trips their JSON', async () => {
    const created = await createCaseStudy(t.db, input('solar-farm', [intro, deliverables, photos]));
    expect(created.sections).toEqual([
      { ...intro, order: 0 },
      { ...deliverables, order: 1 },
      { ...photos, order: 2 },
    ]);
    expect(created.sections[2]?.images[1]).toEqual({ url: '/media/b.jpg' });
    expect('headerImage' in created).toBe(false);
    expect(await getCaseStudy(t.db, created._id)).toEqual(created);
    expect(await getCaseStudyByLink(t.db, 'solar-farm')).toEqual(created);
    expect(await getCaseStudyByLink(t.db, 'missing')).toBeUndefined();
  });

  it('refuses a duplicate link as DuplicateKeyError(link), on create and on update', async () => {
    const create = createCaseStudy(t.db, input('solar-farm'));
    await expect(create).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(create).rejects.toMatchObject({ field: 'link' });
    const other = await createCaseStudy(t.db, input('wind-farm'));
    await expect(updateCaseStudy(t.db, other._id, { link: 'solar-farm' })).rejects.toMatchObject({
      field: 'link',
    });
  });

  it('keeps the sections when none are sent, replaces them when they are', async () => {
    const study = await getCaseStudyByLink(t.db, 'solar-farm');
    if (!study) throw new Error('seeded case study missing');
    const renamed = await updateCaseStudy(t.db, study._id, { name: 'Renamed', headerImage: '/media/h.jpg' });
    expect(renamed).toMatchObject({ name: 'Renamed', headerImage: '/media/h.jpg', sections: study.sections });

    const replaced = await updateCaseStudy(t.db, study._id, { sections: [photos, intro], headerImage: null });
    expect(replaced?.sections.map((s) => [s.id, s.order])).toEqual([
      [photos.id, 0],
      [intro.id, 1],
    ]);
    expect(replaced && 'headerImage' in replaced).toBe(false);
    expect((await updateCaseStudy(t.db, study._id, { sections: [] }))?.sections).toEqual([]);
    expect(await updateCaseStudy(t.db, 'missing', { name: 'X' })).toBeUndefined();
  });

  it('rolls the row back when writing a section fails', async () => {
    const study = await createCaseStudy(t.db, input('hydro', [intro]));
    // @ts-expect-error a malformed section makes the second statement of the transaction fail
    const broken: CaseStudySectionInput = { ...deliverables, title: null };
    await expect(updateCaseStudy(t.db, study._id, { name: 'Changed', sections: [broken] })).rejects.toThrow();
    expect(await getCaseStudy(t.db, study._id)).toEqual(study);
    await expect(createCaseStudy(t.db, input('tidal', [broken]))).rejects.toThrow();
    expect(await getCaseStudyByLink(t.db, 'tidal')).toBeUndefined();
  });

  it('lists a page newest first with sections in three queries (page, count, sections)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-01T00:00:00.000Z'));
    await createCaseStudy(t.db, input('newest', [deliverables, intro]));
    vi.useRealTimers();
    let queries = 0;
    const counted = t.db.withPlugin({
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const list = await listCaseStudies(counted, ALL).then(itemsOf);
    expect(queries).toBe(3);
    expect(list[0]?.link).toBe('newest');
    expect(list[0]?.sections.map((s) => s.title)).toEqual(['Deliverables', 'Scope']);
    expect(list.find((s) => s.link === 'wind-farm')?.sections).toEqual([]);
    expect(list).toHaveLength(4);
  });

  it('returns the deleted case study with its sections and leaves no sections behind', async () => {
    const study = await getCaseStudyByLink(t.db, 'newest');
    if (!study) throw new Error('seeded case study missing');
    expect(await deleteCaseStudy(t.db, study._id)).toEqual(study);
    expect(await deleteCaseStudy(t.db, study._id)).toBeUndefined();
    const left = await t.db
      .selectFrom('caseStudySections')
      .select('id')
      .where('caseStudyId', '=', study._id)
      .execute();
    expect(left).toEqual([]);
  });
});
