import type { Db } from '../db/connection.ts';
import { deleteImageAt } from '../http/image-uploads.ts';
import type { AppServices } from '../services.ts';
import { deleteStoredUpload, keyForUrl } from '../uploads/stored-upload.ts';

// Stored images and job PDFs are shared by a record, its draft and its versions (decision 024):
// a file goes only when none of them uses it any more. After a write the caller offers the
// files it may have let go; each is deleted only if nothing names it.

/** Whether any content row, draft or version names `url`. */
export async function isFileInUse(db: Db, url: string): Promise<boolean> {
  // Documents and section images are JSON text, which writes a URL as it is (no escapes for
  // these characters). LIKE's `_` and `%` in a URL could only widen the match: a file kept.
  const inText = `%${url}%`;
  const checks = [
    () => db.selectFrom('jobs').select('id').where('pdfUrl', '=', url).limit(1).executeTakeFirst(),
    () =>
      db
        .selectFrom('caseStudies')
        .select('id')
        .where((eb) => eb.or([eb('cardImage', '=', url), eb('headerImage', '=', url)]))
        .limit(1)
        .executeTakeFirst(),
    () =>
      db
        .selectFrom('caseStudySections')
        .select('id')
        .where('images', 'like', inText)
        .limit(1)
        .executeTakeFirst(),
    () => db.selectFrom('products').select('id').where('thumbnail', '=', url).limit(1).executeTakeFirst(),
    () => db.selectFrom('galleryImages').select('id').where('url', '=', url).limit(1).executeTakeFirst(),
    // Decision 025: the team's portraits live in the section's JSON value.
    () =>
      db.selectFrom('siteContent').select('id').where('value', 'like', inText).limit(1).executeTakeFirst(),
    () =>
      db
        .selectFrom('recordDrafts')
        .select('entityId')
        .where('document', 'like', inText)
        .limit(1)
        .executeTakeFirst(),
    () =>
      db
        .selectFrom('recordVersions')
        .select('id')
        .where('document', 'like', inText)
        .limit(1)
        .executeTakeFirst(),
  ];
  for (const check of checks) {
    if (await check()) return true;
  }
  return false;
}

/**
 * Deletes each stored image or job PDF among `urls` that nothing uses any more. URLs this server
 * did not give out (a pasted address) are left alone. Called once the write is saved, so a
 * failure is logged, not answered.
 */
export async function releaseFiles(services: AppServices, urls: Iterable<string>): Promise<void> {
  for (const url of new Set(urls)) {
    const key = keyForUrl(url);
    const isImage = key?.startsWith('public/image/') === true;
    const isJobPdf = key?.startsWith('public/job-pdf/') === true;
    if (!isImage && !isJobPdf) continue;
    try {
      if (await isFileInUse(services.db, url)) continue;
      if (isImage) await deleteImageAt(services, url);
      else await deleteStoredUpload(services, url);
    } catch (error) {
      services.logger.error({ err: error, url }, 'could not release a stored file');
    }
  }
}
