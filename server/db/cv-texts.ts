import type { Kysely } from 'kysely';
import { nowIso } from './ids.ts';
import type { Database } from './schema.ts';

// Decision 026: the text of each uploaded CV, keyed by the CV's URL (cv_texts), full-text indexed
// by each database (migration 2026-12-24T0900-hiring). It is personal data like the file, so it is
// removed wherever the file is: uploads/stored-upload.ts deletes it with every CV file.

/** Stores (or replaces) the text of the CV at `cvUrl`. */
export async function saveCvText(db: Kysely<Database>, cvUrl: string, text: string): Promise<void> {
  await db
    .insertInto('cvTexts')
    .values({ cvUrl, text, createdAt: nowIso() })
    .onConflict((oc) => oc.column('cvUrl').doUpdateSet({ text }))
    .execute();
}

export async function deleteCvTexts(db: Kysely<Database>, cvUrls: readonly string[]): Promise<void> {
  if (cvUrls.length === 0) return;
  await db.deleteFrom('cvTexts').where('cvUrl', 'in', cvUrls).execute();
}

export async function findCvText(db: Kysely<Database>, cvUrl: string): Promise<string | undefined> {
  const row = await db.selectFrom('cvTexts').select('text').where('cvUrl', '=', cvUrl).executeTakeFirst();
  return row?.text;
}
