import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { buildServerIfNeeded } from '../../scripts/build-if-needed.ts';
import { createDb } from '../../server/db/connection.ts';

// Once per test run: a run id for the PostgreSQL schemas the data-layer and API tests make
// (tests/support/test-databases.ts), and at the end the removal of all of them. Schemas are not
// dropped while the run goes on because test files run side by side, and Kysely's migrator reads
// the catalogue of every schema: a schema dropped at that moment by another file fails it with
// 'schema … does not exist'.

export default async function setup() {
  // The end-to-end tests and the bench run the bundled server: never an older one than the code.
  await buildServerIfNeeded();
  const runId = randomBytes(4).toString('hex');
  // Test workers start after this and inherit the environment.
  process.env.TEST_RUN_ID = runId;
  return async function teardown() {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const db = createDb({ kind: 'postgres', url });
    try {
      const schemas = await sql<{ nspname: string }>`
        select nspname from pg_catalog.pg_namespace where nspname like ${`test\\_${runId}\\_%`}`.execute(db);
      for (const { nspname } of schemas.rows) {
        await sql`drop schema if exists ${sql.id(nspname)} cascade`.execute(db);
      }
    } finally {
      await db.destroy();
    }
  };
}
