import { cvUrlsInUse } from '../db/applications.ts';
import type { BatchPace } from '../db/delete-in-batches.ts';
import { listCvKeysStoredBefore } from '../db/stored-files.ts';
import type { AppServices } from '../services.ts';
import { deleteStoredUploads, urlForKey } from './stored-upload.ts';

// A CV is uploaded a moment before its application is saved (public-site.md §7: upload, then
// save). When the save fails or the visitor gives up, the CV would stay on disk with no
// application pointing at it: personal data kept for no purpose, which UK GDPR's storage
// limitation principle forbids. This sweep deletes such CVs once they are a day old, long after
// any submission that uploaded them has finished; and CVs whose file could not be deleted with
// their application (the record stays for this sweep to try again).

export const ORPHAN_CV_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes CVs older than the grace period that no application uses; answers how many went. A
 * batch is a page of old CVs in key order, one query for which of them are in use, and the files
 * and records of the rest together; the pace's pause comes between batches.
 */
export async function deleteOrphanCvs(
  services: AppServices,
  pace: BatchPace,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_CV_GRACE_MS).toISOString();
  let deleted = 0;
  let after = '';
  while (!pace.signal?.aborted) {
    const keys = await listCvKeysStoredBefore(services.db, cutoff, after, pace.size);
    const urls = keys.map(urlForKey);
    const inUse = await cvUrlsInUse(services.db, urls);
    const gone = await deleteStoredUploads(
      services,
      urls.filter((url) => !inUse.has(url)),
    );
    pace.onBatch?.(gone);
    deleted += gone;
    if (keys.length < pace.size) break;
    after = keys[keys.length - 1] ?? after;
    await pace.pause();
  }
  return deleted;
}
