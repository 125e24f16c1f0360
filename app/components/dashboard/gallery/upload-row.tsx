import { useMemo, useState } from 'react';
import { GALLERY_ALT_MAX } from '../../../../domain/gallery.ts';
import { thumbnailUrl } from '../../../../domain/media.ts';
import { TextField } from '../../forms/field.tsx';
import type { FieldElement } from '../../forms/field-binding.ts';
import { Button } from '../../ui/button.tsx';
import { usePreviewUrls } from '../content/image-file-field.tsx';
import { UploadProgress } from '../content/upload-progress.tsx';
import { isFile, pictureName, type UploadRow } from './upload-rows.ts';

// One chosen file (or media library picture) of an upload (upload-rows.ts): its preview, its own
// Title and Alt text, and how its upload goes: the progress while it is sent, then uploaded or the
// reason it failed.

export function UploadRowItem({
  row,
  index,
  count,
  disabled,
  onChange,
  onRemove,
  fieldRef,
}: {
  row: UploadRow;
  index: number;
  count: number;
  disabled: boolean;
  onChange: (field: 'title' | 'alt', value: string) => void;
  onRemove: () => void;
  fieldRef: (field: 'title' | 'alt') => (element: FieldElement | null) => void;
}) {
  const { picture } = row;
  const files = useMemo(() => (isFile(picture) ? [picture] : []), [picture]);
  const [filePreview] = usePreviewUrls(files);
  const preview = isFile(picture) ? filePreview : thumbnailUrl(picture);
  const fileName = pictureName(picture);
  // A file the browser cannot show (not an image at all) gets a plain box, not a broken image.
  const [cannotShow, setCannotShow] = useState(false);
  const id = (field: string) => `${row.key}-${field}`;
  const { status } = row;
  const name = count > 1 ? `Image ${index + 1} of ${count}` : 'Chosen image';
  return (
    <li
      aria-label={name}
      className={`grid gap-4 rounded-lg p-4 ring-1 sm:grid-cols-[9rem_1fr] ${
        status.kind === 'failed' ? 'bg-red-50/60 ring-red-200' : 'bg-slate-50 ring-slate-200'
      }`}
    >
      <div className="flex items-start gap-3 sm:block">
        {preview && !cannotShow ? (
          <img
            src={preview}
            alt={`Preview of ${fileName}`}
            onError={() => setCannotShow(true)}
            className="aspect-[4/3] w-24 shrink-0 rounded-md bg-white object-cover ring-1 ring-slate-200 sm:w-full"
          />
        ) : (
          <span className="flex aspect-[4/3] w-24 shrink-0 items-center justify-center rounded-md bg-white text-center text-xs text-slate-600 ring-1 ring-slate-200 sm:w-full">
            No preview
          </span>
        )}
        <div className="min-w-0">
          <p className="text-xs break-all text-slate-600 sm:mt-1">
            {isFile(picture) ? fileName : `From the media library: ${fileName}`}
          </p>
          {row.errors.image && <p className="mt-1 text-sm font-medium text-red-700">{row.errors.image}</p>}
        </div>
      </div>
      <div className="min-w-0 space-y-4">
        <TextField
          id={id('title')}
          name="title"
          label="Title"
          required
          value={row.title}
          error={row.errors.title}
          disabled={disabled}
          onChange={(value) => onChange('title', value)}
          ref={fieldRef('title')}
        />
        <TextField
          id={id('alt')}
          name="alt"
          label="Alt text"
          value={row.alt}
          maxLength={GALLERY_ALT_MAX}
          hint="What the photograph shows, for people who cannot see it. Leave empty to use the title."
          error={row.errors.alt}
          disabled={disabled}
          onChange={(value) => onChange('alt', value)}
          ref={fieldRef('alt')}
        />
        {status.kind === 'uploading' && (
          <UploadProgress percent={status.percent} label={`Uploading ${fileName}`} />
        )}
        {status.kind === 'uploaded' && (
          <p role="status" className="text-sm font-semibold text-green-800">
            Uploaded
          </p>
        )}
        {status.kind === 'failed' && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {Object.values(row.errors).includes(status.message)
              ? 'Not uploaded: fix what is marked above.'
              : `Not uploaded: ${status.message}`}
          </p>
        )}
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" disabled={disabled} onClick={onRemove}>
            Remove<span className="sr-only"> {fileName}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
