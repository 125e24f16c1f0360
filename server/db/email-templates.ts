import type { Selectable } from 'kysely';
import {
  type EmailTemplate,
  type EmailTemplateForm,
  TEMPLATE_PURPOSES,
} from '../../domain/email-templates.ts';
import type { Db } from './connection.ts';
import { newId, nowIso } from './ids.ts';
import type { EmailTemplateTable } from './schema.ts';

// Decision 026: HR's candidate e-mail templates. Few (a handful per company), so the list is read
// whole, ordered by name through the (name, id) index.

type Row = Selectable<EmailTemplateTable>;

export function toEmailTemplate(row: Row): EmailTemplate {
  return {
    _id: row.id,
    name: row.name,
    purpose: TEMPLATE_PURPOSES.find((purpose) => purpose === row.purpose) ?? null,
    subject: row.subject,
    body: row.body,
    updatedAt: row.updatedAt,
  };
}

export async function listEmailTemplates(db: Db): Promise<EmailTemplate[]> {
  const rows = await db.selectFrom('emailTemplates').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map(toEmailTemplate);
}

export async function getEmailTemplate(db: Db, id: string): Promise<EmailTemplate | undefined> {
  const row = await db.selectFrom('emailTemplates').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toEmailTemplate(row) : undefined;
}

export async function createEmailTemplate(
  db: Db,
  form: EmailTemplateForm,
  by: { name: string },
): Promise<EmailTemplate> {
  const now = nowIso();
  const row = await db
    .insertInto('emailTemplates')
    .values({
      id: newId(),
      name: form.name,
      purpose: form.purpose,
      subject: form.subject,
      body: form.body,
      updatedByName: by.name,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEmailTemplate(row);
}

export async function updateEmailTemplate(
  db: Db,
  id: string,
  form: EmailTemplateForm,
  by: { name: string },
): Promise<EmailTemplate | undefined> {
  const row = await db
    .updateTable('emailTemplates')
    .set({
      name: form.name,
      purpose: form.purpose,
      subject: form.subject,
      body: form.body,
      updatedByName: by.name,
      updatedAt: nowIso(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toEmailTemplate(row) : undefined;
}

export async function deleteEmailTemplate(db: Db, id: string): Promise<EmailTemplate | undefined> {
  const row = await db.deleteFrom('emailTemplates').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toEmailTemplate(row) : undefined;
}
