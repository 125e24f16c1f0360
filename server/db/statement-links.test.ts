import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { createStatementRow } from './capability-statements.ts';
import {
  createStatementLink,
  hashLinkToken,
  listStatementLinks,
  openStatementLink,
} from './statement-links.ts';

// Decision 028: a client's link stores only its token's hash, and counts every opening, even
// openings at the same moment.

describe.each(testDatabaseKinds())('statement links on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('counts ten openings at once, keeping the first opening time', async () => {
    const statement = await createStatementRow(
      t.db,
      {
        title: 'Framework',
        clientName: 'Client',
        tenderReference: null,
        dueDate: null,
        sector: null,
        voltageRange: null,
        services: [],
        introduction: null,
        caseStudies: [],
        products: [],
        accreditationIds: [],
        peopleIds: [],
        officeIds: [],
      },
      { id: null, name: 'Ada Admin' },
    );
    const { link, token } = await createStatementLink(t.db, {
      statementId: statement.id,
      renderId: 'r1',
      label: null,
      days: 30,
      createdByName: 'Ada Admin',
    });
    const stored = await t.db.selectFrom('capabilityStatementLinks').selectAll().executeTakeFirstOrThrow();
    expect(stored.tokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const first = new Date().toISOString();
    expect(await openStatementLink(t.db, token, first)).toEqual({
      renderId: 'r1',
      statementId: statement.id,
    });
    const later = new Date(Date.now() + 1000).toISOString();
    await Promise.all(Array.from({ length: 9 }, () => openStatementLink(t.db, token, later)));
    const [opened] = await listStatementLinks(t.db, statement.id);
    expect(opened).toMatchObject({ _id: link._id, openCount: 10, firstOpenedAt: first, lastOpenedAt: later });
    expect(await openStatementLink(t.db, `${token.slice(1)}x`)).toBeUndefined();
  });
});
