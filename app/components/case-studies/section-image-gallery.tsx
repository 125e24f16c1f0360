import { type MouseEvent, useCallback, useState } from 'react';
import type { CaseStudySection } from '../../../domain/entities.ts';
import { useFocalStyle } from '../focal-point.tsx';
import type { GalleryItem } from '../gallery/image-grid.tsx';
import { Lightbox } from '../gallery/lightbox.tsx';
import { wrapIndex } from '../gallery/selection.ts';
import { storedImageSrcSet, storedImageVariants } from '../stored-image.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';

// An image-gallery section of a stored case study (admin.md §2 View: "images with captions"): a
// grid of its pictures, each with its caption as the figcaption. Each picture is a link to its
// full-size file, so it opens larger even before the page's script runs; once it has, a click
// opens the public gallery's lightbox instead (previous and next wrap, Escape closes, focus goes
// back to the picture).

// One picture takes the width; two or four sit in pairs; other counts in threes on wide screens.
function columnsFor(count: number): string {
  if (count === 1) return '';
  if (count === 2 || count === 4) return 'sm:grid-cols-2';
  return 'sm:grid-cols-2 lg:grid-cols-3';
}

// The article is at most 56rem wide; the gaps are left out, the browser rounds up anyway.
function sizesFor(count: number): string {
  if (count === 1) return '(min-width: 896px) 56rem, 100vw';
  if (count === 2 || count === 4) return '(min-width: 640px) 28rem, 100vw';
  return '(min-width: 1024px) 18rem, (min-width: 640px) 28rem, 100vw';
}

/** The name of a picture: its caption, else its place in the section. */
function labelOf(section: CaseStudySection, caption: string | undefined, index: number): string {
  return caption ?? `${section.title.trim() || 'Case study'}: image ${index + 1}`;
}

export function SectionImageGallery({ section }: { section: CaseStudySection }) {
  const [index, setIndex] = useState<number | null>(null);
  const focalStyle = useFocalStyle();
  const count = section.images.length;
  const items: GalleryItem[] = section.images.map((image, at) => ({
    _id: String(at),
    title: labelOf(section, image.caption, at),
    description: '',
    imageDate: '',
    url: image.url,
    variants: storedImageVariants(image.url),
  }));
  const close = useCallback(() => setIndex(null), []);
  const previous = useCallback(
    () => setIndex((at) => (at === null ? at : wrapIndex(at - 1, count))),
    [count],
  );
  const next = useCallback(() => setIndex((at) => (at === null ? at : wrapIndex(at + 1, count))), [count]);

  const open = (event: MouseEvent<HTMLAnchorElement>, at: number) => {
    // A new tab or window (Ctrl, Cmd, Shift, middle button) gets the file as the link says.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setIndex(at);
  };

  return (
    <>
      <ul className={`grid grid-cols-1 gap-6 ${columnsFor(count)}`}>
        {section.images.map((image, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be shown twice
          <li key={at}>
            <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <a
                href={image.url}
                onClick={(event) => open(event, at)}
                aria-haspopup="dialog"
                className={`group block aspect-[4/3] overflow-hidden bg-slate-100 ${FOCUS_RING}`}
              >
                <img
                  src={image.url}
                  srcSet={storedImageSrcSet(image.url)}
                  sizes={sizesFor(count)}
                  width={1600}
                  height={1200}
                  alt={labelOf(section, image.caption, at)}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                  style={focalStyle(image.url)}
                />
              </a>
              {image.caption && (
                <figcaption className="px-4 py-3 text-sm text-slate-600">{image.caption}</figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
      <Lightbox images={items} index={index} onPrevious={previous} onNext={next} onClose={close} />
    </>
  );
}
