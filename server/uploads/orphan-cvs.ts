import { isCvUrlInUse } from '../db/applications.ts';
import type { AppServices } from '../services.ts';
import { deleteStoredUpload, urlForKey } from './stored-upload.ts';

// A CV is uploaded a moment before its application is saved (public-site.md §7: upload, then
// save). When the save fails or the visitor gives up, the CV would stay on disk with no
// application pointing at it: personal data kept for no purpose, which UK GDPR's storage
// limitation principle forbids. This sweep deletes such CVs once they are a day old, long after
// any submission that uploaded them has finished.

export const ORPHAN_CV_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 200;

/** Deletes CVs older than the grace period that no application uses; answers how many went. */
export async function deleteOrphanCvs(services: AppServices, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_CV_GRACE_MS).toISOString();
  let deleted = 0;
  let after = '';
  for (;;) {
    // Walk the old CVs by key, so a CV that stays (in use) is never read twice.
    const rows = await services.db
      .selectFrom('storedFiles')
      .select('key')
      .where('kind', '=', 'cv')
      .where('createdAt', '<', cutoff)
      .where('key', '>', after)
      .orderBy('key')
      .limit(BATCH_SIZE)
      .execute();
    for (const { key } of rows) {
      const url = urlForKey(key);
      if (await isCvUrlInUse(services.db, url)) continue;
      await deleteStoredUpload(services, url);
      deleted += 1;
    }
    if (rows.length < BATCH_SIZE) return deleted;
    after = rows[rows.length - 1]?.key ?? after;
  }
}
