import type { BatchPace } from '../db/delete-in-batches.ts';
import { deleteRenderRows, listDisposableRenders } from '../db/pdf-renders.ts';
import type { AppServices } from '../services.ts';

// Decision 028: PDFs are kept while they may be wanted: the latest of each statement and case
// study (asked for again, it is answered at once), and any a client's link serves (the client
// sees what was sent). The others go 30 days after they were made, a batch at a time, each
// file before its row: a row whose file could not be deleted stays, for the next pass.

export const RENDER_KEPT_DAYS = 30;

/** Deletes the PDFs no one needs made before `before`; answers how many went. */
export async function deleteOldRenders(
  services: AppServices,
  before: string,
  pace: BatchPace,
): Promise<number> {
  let deleted = 0;
  while (!pace.signal?.aborted) {
    const rows = await listDisposableRenders(services.db, before, pace.size);
    const gone: string[] = [];
    for (const row of rows) {
      try {
        if (row.fileKey) await services.files.delete(row.fileKey);
        gone.push(row.id);
      } catch (error) {
        services.logger.error({ err: error, renderId: row.id }, 'could not delete an old PDF file');
      }
    }
    const count = await deleteRenderRows(services.db, gone);
    pace.onBatch?.(count);
    deleted += count;
    // A short batch was the last; one with failures would list them again, so stop till next time.
    if (rows.length < pace.size || gone.length < rows.length) break;
    await pace.pause();
  }
  return deleted;
}
