import type { Db } from '../db/connection.ts';
import type { AnyContentType } from './content-types.ts';
import { readDraft } from './drafts.ts';

// The working copy of a record (decision 024): its draft's document laid over the row, or the
// row where there is no draft. What the editor opens, what a preview shows, what "Publish" makes
// public.

export async function readWorkingCopy<R extends { _id: string }>(
  db: Db,
  type: AnyContentType,
  id: string,
): Promise<R | undefined> {
  const record = (await type.read(db, id)) as R | undefined;
  if (!record) return undefined;
  const draft = await readDraft(db, type, id);
  return draft ? overlay(record, draft.document) : record;
}

/**
 * The record with `document` laid over it. A document holds every field a write takes, so an
 * optional field the document lacks (a removed header image) is absent from the result too.
 */
export function overlay<R extends { _id: string }>(record: R, document: object): R {
  const meta = Object.fromEntries(
    Object.entries(record).filter(([key]) => key === '_id' || key === 'createdAt' || key === 'updatedAt'),
  );
  return { ...meta, ...document } as R;
}
