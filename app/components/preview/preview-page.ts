import type { ContentTypeName } from '../../../domain/publishing.ts';
import type { Db } from '../../../server/db/connection.ts';
import { openPreview } from '../../../server/publishing/preview.ts';

// A public page opened with ?preview=<token> (decision 024) shows the record's working copy:
// never cached (server/page-cache/cache-key.ts leaves such requests alone, and no-store keeps
// them out of every other cache), never indexed, and marked on the page.

export const PREVIEW_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export const PREVIEW_ROBOTS = { name: 'robots', content: 'noindex, nofollow' };

/** The preview token of the request, or null for an ordinary visit. */
export function previewTokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get('preview');
}

export type PagePreview<R> = { isValid: true; record: R; expiresAt: string } | { isValid: false };

/** The working copy the token opens on a page of `type` (not valid: bad, expired, another type's). */
export function readPagePreview<R extends { _id: string }>(
  db: Db,
  type: ContentTypeName,
  token: string,
): Promise<PagePreview<R>> {
  return openPreview<R>(db, type, token);
}

/**
 * The `headers` export of a page that can show a preview: its loader's preview headers when it
 * answered one, none otherwise (the page's headers stay as they were).
 */
export function previewPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Record<string, string> {
  return loaderHeaders.has('X-Robots-Tag') ? PREVIEW_HEADERS : {};
}
