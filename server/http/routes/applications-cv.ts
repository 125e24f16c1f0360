import type { Context } from 'hono';
import { PDF_MIME_TYPE } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { isCvUrlInUse } from '../../db/applications.ts';
import type { Db } from '../../db/connection.ts';
import { findStoredFileByKey } from '../../db/stored-files.ts';
import { keyForUrl } from '../../uploads/stored-upload.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';

// DESIGN.md: a CV is private. Its URL (/api/applications/cv/<name>) is only ever given out by
// upload-cv, reached only by a signed-in administrator, and names exactly one stored file.

const CV_KEY_PREFIX = 'private/cv/';
const CV_NOT_FOUND = 'CV not found';

function isCvKey(key: string | undefined): key is string {
  return key?.startsWith(CV_KEY_PREFIX) === true;
}

/**
 * 400 unless `cvUrl` names a CV this server stored that no application uses yet (DESIGN.md
 * deviations: never an arbitrary URL, and one CV belongs to one application).
 */
export async function assertCvAvailable(db: Db, cvUrl: string): Promise<void> {
  const key = keyForUrl(cvUrl);
  const stored = isCvKey(key) ? await findStoredFileByKey(db, key) : undefined;
  if (stored?.kind !== 'cv' || (await isCvUrlInUse(db, cvUrl))) {
    const message = MESSAGES.applications.cvUrlUnknown;
    throw new AppError('VALIDATION', message, { errors: { cvUrl: message } });
  }
}

// RFC 6266: a plain ASCII file name, so no header injection and no odd characters on disk.
function downloadName(originalName: string): string {
  const base = originalName
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._ ()-]+/g, '_')
    .replace(/^[.\s_-]+/, '')
    .slice(0, 100)
    .trim();
  return `${base || 'cv'}.pdf`;
}

/**
 * The CV behind this request's own path, for GET /applications/cv/{file} (admin only). The path
 * is matched exactly as keyForUrl matches the URLs we give out, so '..%2F..%2Fsite.db' and any
 * other made-up name are simply unknown (404).
 */
export function cvDownload(c: Context<AppEnv>): Promise<Response> {
  return cvResponse(c, c.req.path, { disposition: 'attachment' });
}

/**
 * The stored CV `cvUrl` names, streamed: as a download, or `inline` to open in the browser's PDF
 * viewer (an interviewer's link, decision 026). Recorded in the activity log as a download, by
 * the signed-in member of staff or the `actor` given.
 */
export async function cvResponse(
  c: Context<AppEnv>,
  cvUrl: string,
  options: { disposition: 'attachment' | 'inline'; actor?: { id?: string; email: string }; detail?: string },
): Promise<Response> {
  const { db, files } = c.var.services;
  const key = keyForUrl(cvUrl);
  const stored = isCvKey(key) ? await findStoredFileByKey(db, key) : undefined;
  const object = stored ? await files.open(stored.key) : undefined;
  if (!stored || !object) throw new AppError('NOT_FOUND', CV_NOT_FOUND);
  // Personal data leaving the system: on the record, with who took it.
  await audit(c, {
    action: 'download',
    entity: 'cv',
    entityId: stored.key.slice(stored.key.lastIndexOf('/') + 1),
    ...(options.actor ? { actor: options.actor } : {}),
    ...(options.detail ? { detail: options.detail } : {}),
  });
  // Streamed from the store (disk or bucket), never held whole.
  return c.body(object.body, 200, {
    'Content-Type': PDF_MIME_TYPE,
    'Content-Length': String(object.size),
    'Content-Disposition': `${options.disposition}; filename="${downloadName(stored.originalName)}"`,
    // Personal data: never kept by a shared cache or the browser's.
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
