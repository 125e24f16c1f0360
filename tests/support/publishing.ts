// Decision 024: staff answers carry a record's publishing state; public answers do not.

/** What staff see on a published record with no draft and no schedule. */
export const PUBLISHED_STATE = { status: 'published', hasDraft: false, publishAt: null, unpublishAt: null };

/** A staff answer's record as the public API answers it: without its publishing state. */
export function publicView(record: Record<string, unknown>): any {
  const {
    status: _status,
    hasDraft: _hasDraft,
    publishAt: _publishAt,
    unpublishAt: _unpublishAt,
    ...rest
  } = record;
  return rest;
}
