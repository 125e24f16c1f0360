import type { Kysely, Selectable } from 'kysely';
import type { ApplicationNote } from '../../domain/entities.ts';
import { lockApplication } from './applications.ts';
import { newId, nowIso } from './ids.ts';
import type { ApplicationNoteTable, Database } from './schema.ts';
import { inTransaction } from './transaction.ts';

// Internal notes that hiring staff keep on an application (the staff applications screen). Only
// administrators read them; they are deleted with their application (foreign key on delete cascade).

export type NoteInput = {
  applicationId: string;
  author: { _id: string; name: string };
  text: string;
};

function toNote(row: Selectable<ApplicationNoteTable>): ApplicationNote {
  return { _id: row.id, text: row.text, authorName: row.authorName, createdAt: row.createdAt };
}

/** The stored note, or undefined when the application does not exist (or is being deleted). */
export async function addApplicationNote(
  db: Kysely<Database>,
  input: NoteInput,
): Promise<ApplicationNote | undefined> {
  return inTransaction(db, async (trx) => {
    // The application's row stays locked until the note is in, so a delete at the same moment
    // waits and takes the note with it instead of failing this insert on its foreign key.
    if (!(await lockApplication(trx, input.applicationId))) return undefined;
    const row = await trx
      .insertInto('applicationNotes')
      .values({
        id: newId(),
        applicationId: input.applicationId,
        authorId: input.author._id,
        authorName: input.author.name,
        text: input.text,
        createdAt: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toNote(row);
  });
}

/** The application's notes, oldest first (they read as a conversation). */
export async function listApplicationNotes(
  db: Kysely<Database>,
  applicationId: string,
): Promise<ApplicationNote[]> {
  const rows = await db
    .selectFrom('applicationNotes')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(toNote);
}

/** True when the note existed on that application and is gone. */
export async function deleteApplicationNote(
  db: Kysely<Database>,
  applicationId: string,
  noteId: string,
): Promise<boolean> {
  const row = await db
    .deleteFrom('applicationNotes')
    .where('id', '=', noteId)
    .where('applicationId', '=', applicationId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
