import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { createDaySalts, deletePastSalts, loadDaySalt } from './day-salts.ts';

describe.each(testDatabaseKinds())("the day's salt on %s (decision 029)", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const saltsInTable = async () =>
    (await t.db.selectFrom('insightSalts').selectAll().orderBy('day').execute()).map((row) => row.day);

  it('is made once per day and read back alike by every instance', async () => {
    const [first, second] = await Promise.all([
      loadDaySalt(t.db, '2027-03-01'),
      loadDaySalt(t.db, '2027-03-01'),
    ]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    // Two processes' caches: each reads the same salt.
    const one = createDaySalts(t.db, () => {});
    const two = createDaySalts(t.db, () => {});
    expect(await one.saltOf('2027-03-01')).toBe(first);
    expect(await two.saltOf('2027-03-01')).toBe(first);
    expect(await loadDaySalt(t.db, '2027-03-02')).not.toBe(first);
    await t.db.deleteFrom('insightSalts').execute();
  });

  it("is kept in memory for the day, and a new day's first event deletes the past days' salts", async () => {
    await t.db
      .insertInto('insightSalts')
      .values([
        { day: '2027-02-27', salt: '00'.repeat(32) },
        { day: '2027-02-28', salt: '11'.repeat(32) },
      ])
      .execute();
    const salts = createDaySalts(t.db, () => {});
    const loading = salts.saltOf('2027-03-01');
    expect(typeof loading).not.toBe('string');
    const salt = await loading;
    // After the first, from memory.
    expect(salts.saltOf('2027-03-01')).toBe(salt);
    await expect.poll(saltsInTable).toEqual(['2027-03-01']);

    const next = await salts.saltOf('2027-03-02');
    expect(next).not.toBe(salt);
    await expect.poll(saltsInTable).toEqual(['2027-03-02']);
    // An event caught at midnight still hashes with its own day's salt; an older day has none.
    expect(await salts.saltOf('2027-03-01')).toBe(salt);
    expect(salts.saltOf('2027-02-28')).toBeUndefined();
  });

  it('housekeeping deletes the salts of days before today', async () => {
    await t.db
      .insertInto('insightSalts')
      .values({ day: '2027-03-03', salt: '22'.repeat(32) })
      .execute();
    expect(await deletePastSalts(t.db, '2027-03-03')).toBe(1);
    expect(await saltsInTable()).toEqual(['2027-03-03']);
  });
});
