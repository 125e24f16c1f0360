import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, testDatabaseKinds } from '../../tests/support/test-databases.ts';
import { createDb, type Db } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { siteSecret } from './site-secrets.ts';

// Decision 017: several instances share one database; the first to need the withdrawal key makes
// it, and every instance, racing or not, ends up with that same key.

describe.each(testDatabaseKinds())('site secrets on %s', (kind) => {
  const instances: Db[] = [];
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const empty = await createEmptyDatabase(kind);
    drop = empty.drop;
    for (let i = 0; i < 4; i += 1) instances.push(createDb(empty.options));
    const [first] = instances;
    if (first) await migrateToLatest(first, empty.options);
  });
  afterAll(async () => {
    await Promise.all(instances.map((db) => db.destroy()));
    await drop();
  });

  it('makes one 32-byte key, however many instances ask for it at the same moment', async () => {
    const keys = await Promise.all(instances.map((db) => siteSecret(db, 'application-withdrawal')));
    expect(keys[0]?.length).toBe(32);
    for (const key of keys) expect(key.equals(keys[0] ?? Buffer.alloc(0))).toBe(true);
    const [first] = instances;
    if (!first) throw new Error('no database');
    const rows = await first.selectFrom('siteSecrets').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses to make a key inside a transaction, which might roll it back', async () => {
    const [first] = instances;
    if (!first) throw new Error('no database');
    await expect(
      first.transaction().execute((trx) => siteSecret(trx, 'application-withdrawal')),
    ).rejects.toThrow(/transaction/);
  });
});
