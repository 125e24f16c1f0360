import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { mediaUsageSchema } from '../../../../domain/answers/media.ts';
import { MEDIA_ALT_MAX, MEDIA_CREDIT_MAX } from '../../../../domain/media.ts';
import { failureMessage } from '../../../api-client.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { Banner, Spinner } from '../../ui/status.tsx';
import { formatUkDateTime } from '../publishing/uk-time.ts';
import { type FocalPoint, FocalPointPicker } from './focal-point-picker.tsx';
import { deleteMedia, readMedia, updateMedia } from './media-api.ts';
import type { LibraryAsset } from './media-grid.tsx';

// One picture of the media library (decision 025): the picture with its focal point, its alt
// text and credit, its size and when it was added, where it is used (with links to the screens
// that edit those records), Save and Delete. Delete asks first; the server refuses it while
// anything uses the picture, and the refusal, naming the places, shows in the dialog. Modal:
// focus starts inside, stays there, and goes back to the picture in the grid when it closes.

type Usage = z.infer<typeof mediaUsageSchema>;

const SCREENS: Record<string, { noun: string; path: string }> = {
  'case-studies': { noun: 'Case study', path: '/dashboard/case-studies' },
  products: { noun: 'Product', path: '/dashboard/products' },
  gallery: { noun: 'Gallery image', path: '/dashboard/gallery' },
  jobs: { noun: 'Job', path: '/dashboard/jobs' },
  'site-content': { noun: 'Site content', path: '/dashboard/site-content' },
};

function whereText(use: Usage): string {
  if (use.where === 'published') return 'published';
  if (use.where === 'draft') return 'draft';
  return use.version === undefined ? 'an earlier version' : `version ${use.version}`;
}

function sizeText(asset: LibraryAsset): string {
  const parts: string[] = [];
  if (asset.width > 0 && asset.height > 0) parts.push(`${asset.width} × ${asset.height} pixels`);
  if (asset.bytes !== null)
    parts.push(`${Math.max(1, Math.round(asset.bytes / 1024)).toLocaleString('en-GB')} KB`);
  return parts.join(', ') || 'Not known';
}

export function AssetDialog({
  asset,
  onClose,
  onChanged,
}: {
  /** The picture to show; null: the dialog is closed. */
  asset: LibraryAsset | null;
  onClose: () => void;
  /** After a save or a delete: the owner reads the grid again; `message` says what happened. */
  onChanged: (message: string) => void;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const focalHelpId = `${id}-focal-help`;
  const [usage, setUsage] = useState<Usage[] | null>(null);
  const [alt, setAlt] = useState('');
  const [credit, setCredit] = useState('');
  const [point, setPoint] = useState<FocalPoint>({ x: 0.5, y: 0.5 });
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!asset) return;
    setAlt(asset.alt);
    setCredit(asset.credit);
    setPoint({ x: asset.focalX, y: asset.focalY });
    setFailure(null);
    setDeleteFailure(null);
    setUsage(null);
    let isCurrent = true;
    readMedia(asset._id)
      .then((detail) => {
        if (isCurrent) setUsage(detail.usage);
      })
      .catch((error: unknown) => {
        if (isCurrent) setFailure(failureMessage(error, 'Where the picture is used could not be loaded.'));
      });
    return () => {
      isCurrent = false;
    };
  }, [asset]);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!asset) return;
    setIsSaving(true);
    setFailure(null);
    try {
      await updateMedia(asset._id, { alt, credit, focalX: point.x, focalY: point.y });
      onChanged('The picture was saved.');
    } catch (error) {
      setFailure(failureMessage(error, 'The picture could not be saved.'));
    } finally {
      setIsSaving(false);
    }
  };

  const remove = async () => {
    if (!asset) return;
    setIsDeleting(true);
    setDeleteFailure(null);
    try {
      await deleteMedia(asset._id);
      setIsConfirming(false);
      onChanged('The picture was deleted from the media library.');
    } catch (error) {
      // A refusal (409) names the places that use the picture: shown where the user is looking,
      // in the dialog itself once the confirmation closes.
      setIsConfirming(false);
      setDeleteFailure(failureMessage(error, 'The picture could not be deleted.'));
    } finally {
      setIsDeleting(false);
    }
  };

  const unique = new Map<string, Usage[]>();
  for (const use of usage ?? [])
    unique.set(`${use.type}:${use.id}`, [...(unique.get(`${use.type}:${use.id}`) ?? []), use]);

  return (
    <>
      <ModalDialog open={asset !== null} onClose={onClose} labelledBy={titleId}>
        {asset && (
          <form
            onSubmit={save}
            className="flex w-[64rem] max-w-full flex-col rounded-xl bg-white shadow-xl"
            style={{ maxHeight: 'calc(100dvh - 2rem)' }}
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
              <div className="min-w-0">
                <h2 id={titleId} className="text-xl font-semibold text-brand-900">
                  Picture details
                </h2>
                <p className="mt-1 truncate text-sm text-slate-600">{asset.fileName}</p>
              </div>
              <button
                type="button"
                onClick={onClose}
                aria-label="Close"
                className={`-mr-2 size-11 shrink-0 rounded-md text-2xl text-slate-600 hover:bg-slate-100 ${FOCUS_RING}`}
              >
                ×
              </button>
            </div>
            <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto px-5 py-5 sm:px-6 lg:grid-cols-[3fr_2fr]">
              <div className="flex flex-col gap-2">
                <FocalPointPicker
                  src={asset.url}
                  alt={alt}
                  point={point}
                  onChange={setPoint}
                  describedBy={focalHelpId}
                />
                <p id={focalHelpId} className="text-sm text-slate-600">
                  Click or tap the subject of the picture, or use the arrow keys, so pages that crop it keep
                  it in view.
                </p>
              </div>
              <div className="flex flex-col gap-4">
                {failure && <Banner tone="error">{failure}</Banner>}
                {deleteFailure && (
                  <Banner tone="error" title="Not deleted">
                    {deleteFailure}
                  </Banner>
                )}
                <div className="flex flex-col">
                  <label htmlFor={`${id}-alt`} className="text-sm font-semibold text-slate-800">
                    Alt text
                  </label>
                  <textarea
                    id={`${id}-alt`}
                    value={alt}
                    maxLength={MEDIA_ALT_MAX}
                    rows={3}
                    onChange={(event) => setAlt(event.target.value)}
                    className={`mt-1.5 rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm ${FOCUS_RING}`}
                  />
                </div>
                <div className="flex flex-col">
                  <label htmlFor={`${id}-credit`} className="text-sm font-semibold text-slate-800">
                    Credit
                  </label>
                  <input
                    id={`${id}-credit`}
                    value={credit}
                    maxLength={MEDIA_CREDIT_MAX}
                    onChange={(event) => setCredit(event.target.value)}
                    className={`mt-1.5 rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm ${FOCUS_RING}`}
                  />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold text-slate-800">Size</dt>
                  <dd className="text-slate-700">{sizeText(asset)}</dd>
                  <dt className="font-semibold text-slate-800">Added</dt>
                  <dd className="text-slate-700">
                    {formatUkDateTime(asset.createdAt)}
                    {asset.isBuiltIn ? ' (one of the site’s own pictures)' : ''}
                  </dd>
                </dl>
                <section aria-labelledby={`${id}-used`}>
                  <h3 id={`${id}-used`} className="text-sm font-semibold text-slate-800">
                    Used in
                  </h3>
                  {usage === null && !failure && <Spinner label="Finding where the picture is used…" />}
                  {usage !== null && usage.length === 0 && (
                    <p className="mt-1 text-sm text-slate-600">Nothing uses this picture.</p>
                  )}
                  {usage !== null && usage.length > 0 && (
                    <ul className="mt-1 space-y-1 text-sm">
                      {[...unique.values()].map((uses) => {
                        const first = uses[0];
                        if (!first) return null;
                        const screen = SCREENS[first.type];
                        const label = `${screen?.noun ?? first.type}: ${first.title}`;
                        return (
                          <li key={`${first.type}:${first.id}`}>
                            {screen ? (
                              <Link
                                to={screen.path}
                                className={`font-medium text-brand-700 underline ${FOCUS_RING}`}
                              >
                                {label}
                              </Link>
                            ) : (
                              <span className="font-medium">{label}</span>
                            )}
                            <span className="text-slate-600">{` (${uses.map(whereText).join(', ')})`}</span>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </section>
              </div>
            </div>
            <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 px-5 py-4 sm:px-6">
              <Button variant="danger" onClick={() => setIsConfirming(true)}>
                Delete
              </Button>
              <div className="flex gap-3">
                <Button variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" isBusy={isSaving} busyLabel="Saving...">
                  Save
                </Button>
              </div>
            </div>
          </form>
        )}
      </ModalDialog>
      <ConfirmDialog
        open={isConfirming}
        title="Delete this picture?"
        message="It goes from the media library. A picture that is still used somewhere is not deleted."
        isBusy={isDeleting}
        onConfirm={remove}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
