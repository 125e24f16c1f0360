import { useEffect, useId, useRef } from 'react';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons.tsx';
import { formatImageDate, isoDate } from './image-date.ts';
import { altTextOf, type GalleryItem } from './image-grid.tsx';
import { srcOf, srcSetOf } from './image-sources.ts';

// public-site.md §2 Gallery: the lightbox shows one photograph large with its title,
// description and date badge; previous and next wrap at both ends, ArrowLeft and ArrowRight do
// the same, Escape, Close and a click on the backdrop close it. ModalDialog traps focus and
// locks page scrolling while it is open.

const CONTROL =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-md transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 motion-reduce:transition-none';

export function Lightbox({
  images,
  index,
  onPrevious,
  onNext,
  onClose,
}: {
  images: readonly GalleryItem[];
  /** The image shown; null when closed. */
  index: number | null;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const isOpen = index !== null;
  const image = index === null ? undefined : images[index];

  // Runs after ModalDialog has called showModal() (a child's effects run first), so the close
  // button can take focus: a predictable first stop for keyboard users.
  useEffect(() => {
    if (isOpen) closeRef.current?.focus();
  }, [isOpen]);

  // The arrow keys work wherever focus is inside the open dialog.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onPrevious();
      else if (event.key === 'ArrowRight') onNext();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onPrevious, onNext]);

  const date = image ? formatImageDate(image.imageDate) : '';
  const position = index === null ? '' : `Image ${index + 1} of ${images.length}`;

  return (
    <ModalDialog open={isOpen && image !== undefined} onClose={onClose} labelledBy={titleId}>
      {image && (
        <div className="relative flex max-h-[calc(100dvh-2rem)] w-[min(72rem,calc(100vw-2rem))] flex-col overflow-y-auto rounded-xl bg-white shadow-2xl">
          <div className="relative h-[50dvh] shrink-0 bg-slate-950 sm:h-[62dvh]">
            <img
              key={image._id}
              src={srcOf(image, 1600)}
              srcSet={srcSetOf(image)}
              sizes="(min-width: 1152px) 72rem, 100vw"
              alt={altTextOf(image)}
              decoding="async"
              className="absolute inset-0 h-full w-full object-contain"
            />
            {images.length > 1 && (
              <>
                <button
                  type="button"
                  onClick={onPrevious}
                  aria-label="Previous image"
                  className={`${CONTROL} absolute top-1/2 left-3 -translate-y-1/2`}
                >
                  <ChevronLeftIcon />
                </button>
                <button
                  type="button"
                  onClick={onNext}
                  aria-label="Next image"
                  className={`${CONTROL} absolute top-1/2 right-3 -translate-y-1/2`}
                >
                  <ChevronRightIcon />
                </button>
              </>
            )}
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              aria-label="Close"
              className={`${CONTROL} absolute top-3 right-3`}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="p-5 sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2 id={titleId} className="text-xl font-bold text-brand-900 sm:text-2xl">
                {image.title}
              </h2>
              {date && (
                <time
                  dateTime={isoDate(image.imageDate)}
                  data-testid="image-date"
                  className="inline-flex items-center gap-1.5 rounded-full bg-accent-500 px-3 py-1 text-sm font-semibold text-brand-900"
                >
                  <CalendarIcon />
                  {date}
                </time>
              )}
            </div>
            {image.description && (
              <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{image.description}</p>
            )}
            <p aria-live="polite" className="mt-4 text-sm text-slate-600">
              {position}
              <span className="sr-only">: {image.title}</span>
            </p>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
