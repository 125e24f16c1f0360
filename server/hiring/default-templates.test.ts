import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTemplateFormSchema } from '../../domain/email-templates.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { deleteEmailTemplate, listEmailTemplates } from '../db/email-templates.ts';
import { DEFAULT_EMAIL_TEMPLATES, seedEmailTemplates } from './default-templates.ts';

// Decision 026: the default templates arrive once per database, new or existing, and then
// belong to HR: one they delete is not brought back by the next start.

describe.each(testDatabaseKinds())('default candidate e-mail templates on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('are valid templates: known merge fields, within the bounds', () => {
    for (const template of DEFAULT_EMAIL_TEMPLATES) {
      expect(emailTemplateFormSchema.safeParse(template).success, template.name).toBe(true);
    }
  });

  it('are stored on the first run only, and a deleted one stays deleted', async () => {
    expect(await seedEmailTemplates(t.db)).toBe(4);
    const stored = await listEmailTemplates(t.db);
    expect(stored.map((template) => template.purpose).sort()).toEqual([
      'documents',
      'interview',
      'offer',
      'rejection',
    ]);
    const [first] = stored;
    if (!first) throw new Error('none stored');
    await deleteEmailTemplate(t.db, first._id);
    // Two instances starting at once: neither stores them again.
    expect(await Promise.all([seedEmailTemplates(t.db), seedEmailTemplates(t.db)])).toEqual([0, 0]);
    expect(await listEmailTemplates(t.db)).toHaveLength(3);
  });
});
