import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { deleteStoredFile, findStoredFileByKey, recordStoredFile } from './stored-files.ts';

describe.each(testDatabaseKinds())('stored files on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('records, finds and deletes a file by its key', async () => {
    const input = {
      key: 'private/cv/3f2a.pdf',
      visibility: 'private',
      kind: 'cv',
      contentType: 'application/pdf',
      size: 123_456,
      originalName: 'Ada Lovelace CV.pdf',
    } as const;
    const stored = await recordStoredFile(t.db, input);
    expect(stored).toEqual({ id: expect.any(String), ...input, createdAt: expect.any(String) });
    expect(await findStoredFileByKey(t.db, input.key)).toEqual(stored);
    expect(await deleteStoredFile(t.db, input.key)).toBe(true);
    expect(await deleteStoredFile(t.db, input.key)).toBe(false);
    expect(await findStoredFileByKey(t.db, input.key)).toBeUndefined();
  });
});
