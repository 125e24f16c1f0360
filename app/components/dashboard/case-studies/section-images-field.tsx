import { useMemo, useState } from 'react';
import { MESSAGES } from '../../../../domain/messages.ts';
import { describedBy, TextField } from '../../forms/field.tsx';
import { storedImageSrcSet } from '../../stored-image.ts';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { IMAGE_ACCEPT, notImageProblem, usePreviewUrls } from '../content/image-file-field.tsx';
import { ChooseFromLibraryButton } from '../media/media-picker.tsx';
import { type DraftImage, draftKey } from './section-drafts.ts';

// The pictures of an image-gallery section (admin.md §3: images with url and optional caption):
// several chosen at once, each shown with a caption field and a Remove button. Chosen files stay
// in the browser until the case study is saved, when they go with the form (case-study-body.ts).
// The input accepts images only (admin.md §5); the server checks each file by its content again.

const m = MESSAGES.caseStudyAdmin;

function Thumbnail({ image, alt }: { image: DraftImage; alt: string }) {
  // Keyed on the file alone, so typing a caption does not make a new preview each time.
  const file = image.kind === 'new' ? image.file : null;
  const files = useMemo(() => (file ? [file] : []), [file]);
  const [preview] = usePreviewUrls(files);
  const src = image.kind === 'stored' ? image.url : preview;
  if (!src) return <span className="block aspect-[4/3] w-full rounded-md bg-slate-100 sm:w-40" />;
  return (
    <img
      src={src}
      srcSet={image.kind === 'stored' ? storedImageSrcSet(image.url) : undefined}
      sizes="10rem"
      alt={alt}
      className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover ring-1 ring-slate-200 sm:w-40"
    />
  );
}

export function SectionImagesField({
  idBase,
  sectionName,
  images,
  disabled,
  onChange,
}: {
  /** The section's key: the base of every control's id. */
  idBase: string;
  /** How the section is called in accessible names ("On site", or "section 3"). */
  sectionName: string;
  images: readonly DraftImage[];
  disabled?: boolean;
  onChange: (images: DraftImage[]) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `${idBase}-images`;
  const hint = 'Choose one or more images; they are uploaded when you save the case study.';

  const add = (chosen: File[]) => {
    const wrong = notImageProblem(chosen, m.imageNotImage);
    setProblem(wrong);
    const accepted = chosen.filter((file) => file.type.startsWith('image/'));
    if (accepted.length === 0) return;
    onChange([
      ...images,
      ...accepted.map((file) => ({ key: draftKey('image'), kind: 'new' as const, file, caption: '' })),
    ]);
  };

  const update = (key: string, caption: string) =>
    onChange(images.map((image) => (image.key === key ? { ...image, caption } : image)));

  const remove = (index: number) => {
    const next = images.filter((_, at) => at !== index);
    onChange(next);
    // Focus stays in the list: on the picture that took this one's place, else the file input.
    const target = next[index] ?? next[index - 1];
    requestAnimationFrame(() => document.getElementById(target ? `${target.key}-remove` : inputId)?.focus());
  };

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        Add Images
      </label>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(inputId, hint, problem ?? undefined)}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          // Empty again, so the same file can be chosen twice and the input does not name
          // files that are now listed below.
          event.target.value = '';
        }}
        className={`mt-1.5 block w-full text-sm text-slate-700 file:mr-4 file:min-h-10 file:rounded-md file:border-0 file:bg-brand-900 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700 disabled:opacity-75 ${FOCUS_RING}`}
      />
      <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-slate-600">
        {hint}
      </p>
      {/* Decision 025: a picture already in the media library is added by its URL, not uploaded again. */}
      <div className="mt-2">
        <ChooseFromLibraryButton
          label="Add an image from the library"
          onChoose={(asset) =>
            onChange([
              ...images,
              { key: draftKey('image'), kind: 'stored' as const, url: asset.url, caption: asset.alt },
            ])
          }
        />
      </div>
      {problem && (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {images.length === 0 ? (
        <p className="mt-3 rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-600">
          No images yet. Add images to show them in this section.
        </p>
      ) : (
        <ul className="mt-4 space-y-4" aria-label={`Images of ${sectionName}`}>
          {images.map((image, index) => {
            const label = `Image ${index + 1} of ${images.length}`;
            return (
              <li
                key={image.key}
                className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 sm:flex-row sm:items-start"
              >
                <Thumbnail image={image} alt={image.caption.trim() || label} />
                <div className="min-w-0 flex-1 space-y-2">
                  <p className="text-sm text-slate-600">
                    {label}
                    {image.kind === 'new' && (
                      <>
                        {' · '}
                        <span className="font-medium text-amber-900">new: {image.file.name}</span>
                      </>
                    )}
                  </p>
                  <TextField
                    id={`${image.key}-caption`}
                    name={`${image.key}-caption`}
                    label={`Caption for image ${index + 1}`}
                    value={image.caption}
                    disabled={disabled}
                    onChange={(caption) => update(image.key, caption)}
                  />
                  <Button
                    id={`${image.key}-remove`}
                    variant="ghost"
                    size="sm"
                    disabled={disabled}
                    onClick={() => remove(index)}
                    className="-ml-3"
                  >
                    Remove image
                    <span className="sr-only">
                      {' '}
                      {index + 1} of {sectionName}
                    </span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
