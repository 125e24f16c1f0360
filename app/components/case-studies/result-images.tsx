import { useEffect, useId, useRef, useState } from 'react';
import type { CaseStudyImage } from '../../../content/case-studies/types.ts';
import { media } from '../../../content/media.ts';
import { CloseIcon } from '../gallery/icons.tsx';
import { MediaImage, mediaSrc } from '../media-image.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { ModalDialog } from '../ui/modal-dialog.tsx';

// Result charts: each is a button that opens it full size in a dialog, because a chart in a
// half-width column is too small to read its axes closely on every screen. ModalDialog traps
// focus, closes on Escape or a click on the backdrop, and returns focus to the chart's button.
export function ResultImages({ images }: { images: readonly CaseStudyImage[] }) {
  const [open, setOpen] = useState<CaseStudyImage | null>(null);
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        {images.map((image) => (
          <figure key={image.name} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <button
              type="button"
              onClick={() => setOpen(image)}
              aria-label={`Enlarge: ${image.caption}`}
              className={`group relative block w-full cursor-zoom-in ${FOCUS_RING}`}
            >
              <MediaImage
                name={image.name}
                sizes="(min-width: 768px) 50vw, 100vw"
                className="h-auto w-full"
              />
              <span
                aria-hidden="true"
                className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-brand-900/85 px-3 py-1 text-xs font-semibold text-white opacity-90 group-hover:opacity-100"
              >
                <EnlargeIcon />
                Enlarge
              </span>
            </button>
            <figcaption className="px-4 py-3 text-sm text-slate-600">{image.caption}</figcaption>
          </figure>
        ))}
      </div>
      <ResultImageDialog image={open} onClose={() => setOpen(null)} />
    </>
  );
}

function ResultImageDialog({ image, onClose }: { image: CaseStudyImage | null; onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const isOpen = image !== null;
  // After ModalDialog's showModal() (a child's effects run first): the close button is the
  // predictable first stop for keyboard users, as in the gallery lightbox.
  useEffect(() => {
    if (isOpen) closeRef.current?.focus();
  }, [isOpen]);
  return (
    <ModalDialog open={isOpen} onClose={onClose} labelledBy={titleId}>
      {image && (
        <div className="relative flex max-h-[calc(100dvh-2rem)] w-[min(80rem,calc(100vw-2rem))] flex-col overflow-y-auto rounded-xl bg-white shadow-2xl">
          {/* On a phone the chart keeps a readable width and scrolls sideways; the region is
              focusable so keyboard users can scroll it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus. */}
          <section tabIndex={0} aria-label="Chart" className={`overflow-x-auto ${FOCUS_RING}`}>
            <img
              src={mediaSrc(image.name, 1600)}
              alt={media[image.name].alt}
              decoding="async"
              className="block max-h-[calc(100dvh-8rem)] w-full min-w-[44rem] object-contain md:min-w-0"
            />
          </section>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-brand-900/90 text-white shadow-md hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
          >
            <CloseIcon />
          </button>
          <p id={titleId} className="border-t border-slate-200 px-5 py-4 text-sm text-slate-700 sm:text-base">
            {image.caption}
          </p>
        </div>
      )}
    </ModalDialog>
  );
}

function EnlargeIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className="size-3.5">
      <path d="M3 4a1 1 0 0 1 1-1h4a1 1 0 0 1 0 2H6.41l3.3 3.3a1 1 0 0 1-1.42 1.4L5 6.42V8a1 1 0 0 1-2 0V4Zm14 12a1 1 0 0 1-1 1h-4a1 1 0 1 1 0-2h1.59l-3.3-3.3a1 1 0 0 1 1.42-1.4l3.29 3.28V12a1 1 0 1 1 2 0v4Z" />
    </svg>
  );
}
