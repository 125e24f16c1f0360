import { useEffect, useState } from 'react';
import { describedBy, FieldFrame } from '../../forms/field.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { ChooseFromLibraryButton, type ChosenAsset } from '../media/media-picker.tsx';

// An image file input with a preview of what was chosen (admin.md §5: "image inputs accept images
// only") and, on edit, the current image beside the hint that an empty input keeps it. Choosing
// files never uploads them: the form sends them with the save. The server checks every file by
// its content again; the check here only saves a wasted upload. Where the form offers it, a
// picture of the media library may be chosen instead (decision 025): it shows as the current
// image and the form sends its URL in place of a file.

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** The message for a chosen file that is not an image, or null when every file is one. */
export function notImageProblem(files: readonly File[], message: string): string | null {
  return files.some((file) => !file.type.startsWith('image/')) ? message : null;
}

/** Object URLs for previews of `files`, revoked when the files change or the field goes. */
export function usePreviewUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

export function ImageFileField({
  id,
  label,
  required,
  hint,
  error,
  files,
  currentUrl,
  multiple = false,
  disabled,
  onChange,
  inputRef,
  library,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  files: readonly File[];
  /** The stored image on edit; the preview shows it until another is chosen. */
  currentUrl?: string;
  multiple?: boolean;
  disabled?: boolean;
  onChange: (files: File[]) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  /** "Choose from library" beside the input, and the picture chosen there (null: none). */
  library?: { chosen: ChosenAsset | null; onChoose: (asset: ChosenAsset) => void };
}) {
  const previews = usePreviewUrls(files);
  const chosen = library?.chosen ?? null;
  const fullHint = [hint, currentUrl || chosen ? 'Leave empty to keep the current image.' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <FieldFrame id={id} label={label} required={required} hint={fullHint || undefined} error={error}>
        <input
          ref={inputRef}
          id={id}
          name={id}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple={multiple}
          disabled={disabled}
          required={required && !chosen}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, fullHint || undefined, error)}
          onChange={(event) => onChange(Array.from(event.target.files ?? []))}
          className={`mt-1.5 block w-full text-sm text-slate-700 file:mr-4 file:min-h-10 file:rounded-md file:border-0 file:bg-brand-900 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700 disabled:opacity-75 ${FOCUS_RING}`}
        />
      </FieldFrame>
      {library && (
        <div className="mt-2">
          <ChooseFromLibraryButton onChoose={library.onChoose} label={`Choose from library: ${label}`} />
        </div>
      )}
      {previews.length === 0 && chosen ? (
        <figure className="mt-3 w-40">
          <img
            src={chosen.url}
            alt={chosen.alt}
            className="aspect-[4/3] w-full rounded-md object-cover ring-1 ring-slate-200"
          />
          <figcaption className="mt-1 text-xs text-slate-600">
            Current image: chosen from the media library
          </figcaption>
        </figure>
      ) : previews.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label={`Chosen ${multiple ? 'images' : 'image'}`}>
          {previews.map((url, index) => (
            <li key={url} className="w-32">
              <img
                src={url}
                alt={`Preview of ${files[index]?.name ?? 'the chosen file'}`}
                className="aspect-[4/3] w-full rounded-md object-cover ring-1 ring-slate-200"
              />
              <p className="mt-1 truncate text-xs text-slate-600">{files[index]?.name}</p>
            </li>
          ))}
        </ul>
      ) : (
        currentUrl && (
          <figure className="mt-3 w-40">
            <img
              src={currentUrl}
              alt=""
              className="aspect-[4/3] w-full rounded-md object-cover ring-1 ring-slate-200"
            />
            <figcaption className="mt-1 text-xs text-slate-600">Current image</figcaption>
          </figure>
        )
      )}
    </div>
  );
}
