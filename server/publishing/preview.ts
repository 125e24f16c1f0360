import type { ContentTypeName } from '../../domain/publishing.ts';
import type { Db } from '../db/connection.ts';
import { siteSecret } from '../db/site-secrets.ts';
import { CONTENT_TYPE_REGISTRY } from './content-types.ts';
import { signPreviewToken, verifyPreviewToken } from './preview-token.ts';
import { readWorkingCopy } from './working-copy.ts';

// Previews (decision 024): a signed link to the public page of a record that shows its working
// copy, for anyone who holds it until it expires.

export type PreviewLink = { url: string; expiresAt: string };

/** The absolute preview link of the record (undefined when there is no such record). */
export async function previewLink(
  db: Db,
  options: { type: ContentTypeName; id: string; publicUrl: string; lifetimeMs: number; now?: Date },
): Promise<PreviewLink | undefined> {
  const type = CONTENT_TYPE_REGISTRY[options.type];
  const record = await readWorkingCopy(db, type, options.id);
  if (!record) return undefined;
  const expiresAt = new Date((options.now ?? new Date()).getTime() + options.lifetimeMs);
  const token = signPreviewToken(await siteSecret(db, 'record-preview'), type.name, record._id, expiresAt);
  const url = `${options.publicUrl}${type.publicPath(record)}?preview=${token}`;
  return { url, expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000).toISOString() };
}

export type OpenedPreview<R> = { isValid: true; record: R; expiresAt: string } | { isValid: false };

/**
 * The working copy a preview token opens on the page of `typeName`: not valid when the token is
 * bad, expired, for another type, or its record is gone.
 */
export async function openPreview<R extends { _id: string }>(
  db: Db,
  typeName: ContentTypeName,
  token: string,
): Promise<OpenedPreview<R>> {
  const check = verifyPreviewToken(await siteSecret(db, 'record-preview'), token);
  if (!check.isValid || check.type !== typeName) return { isValid: false };
  const record = await readWorkingCopy<R>(db, CONTENT_TYPE_REGISTRY[typeName], check.id);
  return record ? { isValid: true, record, expiresAt: check.expiresAt.toISOString() } : { isValid: false };
}
