import { useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import type { mediaAssetSchema } from '../../../../domain/answers/media.ts';
import { thumbnailUrl } from '../../../../domain/media.ts';
import { failureMessage } from '../../../api-client.ts';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { Banner, EmptyState, Spinner } from '../../ui/status.tsx';
import { SearchBox } from '../search-box.tsx';
import { listMedia } from './media-api.ts';

// The media library as a searchable, paged grid of thumbnails with their alt text (decision
// 025), shared by the library screen (a click opens the picture) and the picker (a click chooses
// it). The search runs on Enter or its button, not on every key: each search is a call.

export type LibraryAsset = z.infer<typeof mediaAssetSchema>;

export function MediaGrid({
  pageSize = 24,
  actionLabel,
  onSelect,
  reloadKey = 0,
}: {
  pageSize?: number;
  /** What a click on a picture does, for its accessible name: 'Open', 'Choose'. */
  actionLabel: string;
  onSelect: (asset: LibraryAsset) => void;
  /** Changed by the owner after an upload, a save or a delete, to read the page again. */
  reloadKey?: number;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [assets, setAssets] = useState<LibraryAsset[] | null>(null);
  const [totalPages, setTotalPages] = useState(1);
  const [total, setTotal] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is a deliberate trigger.
  useEffect(() => {
    const controller = new AbortController();
    setFailure(null);
    listMedia({ search, page, limit: pageSize }, controller.signal)
      .then((answer) => {
        setAssets(answer.data.assets);
        setTotalPages(answer.totalPages);
        setTotal(answer.total);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setFailure(failureMessage(error, 'The media library could not be loaded.'));
      });
    return () => controller.abort();
  }, [search, page, pageSize, reloadKey]);

  return (
    <div className="flex flex-col gap-4">
      <SearchBox
        id={searchId}
        label="Search by alt text, credit or file name"
        placeholder="e.g. substation"
        value={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      {failure && <Banner tone="error">{failure}</Banner>}
      {assets === null && !failure && <Spinner label="Loading the media library…" />}
      {assets !== null && assets.length === 0 && (
        <EmptyState>{search ? 'No pictures match this search.' : 'The media library is empty.'}</EmptyState>
      )}
      {assets !== null && assets.length > 0 && (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label="Pictures">
          {assets.map((asset) => (
            <li key={asset._id}>
              <button
                type="button"
                onClick={() => onSelect(asset)}
                aria-label={`${actionLabel}: ${asset.alt || asset.fileName}`}
                className={`group flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white text-left hover:border-brand-500 ${FOCUS_RING}`}
              >
                <img
                  src={thumbnailUrl(asset)}
                  alt=""
                  loading="lazy"
                  className="aspect-[4/3] w-full bg-slate-100 object-cover"
                  style={{ objectPosition: `${asset.focalX * 100}% ${asset.focalY * 100}%` }}
                />
                {/* The padding outside the clamped box: inside it, a third line would show through. */}
                <span className="px-3 py-2 text-sm text-slate-800">
                  <span className="line-clamp-2">
                    {asset.alt || (
                      <span className="italic text-slate-500">No alt text ({asset.fileName})</span>
                    )}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <nav aria-label="Media library pages" className="flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous page
          </Button>
          <p className="text-sm text-slate-600">{`Page ${page} of ${totalPages} (${total.toLocaleString('en-GB')} pictures)`}</p>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= totalPages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next page
          </Button>
        </nav>
      )}
    </div>
  );
}
