import type { GalleryImage } from '../../../domain/entities.ts';
import { useFocalStyle } from '../focal-point.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { srcOf, srcSetOf } from './image-sources.ts';

export type GalleryItem = Pick<
  GalleryImage,
  '_id' | 'title' | 'description' | 'imageDate' | 'url' | 'variants' | 'alt'
>;

/** The image's own alternative text when it has one, else its title (as before alt existed). */
export function altTextOf(image: Pick<GalleryImage, 'title' | 'alt'>): string {
  return image.alt || image.title;
}

// public-site.md §2 Gallery: 2, 3 or 4 columns by width. Each photograph is a button that opens
// the lightbox; its box has a fixed shape so the grid does not move while images arrive.
export function ImageGrid({
  images,
  onOpen,
  registerButton,
}: {
  images: readonly GalleryItem[];
  onOpen: (index: number) => void;
  /** Lets the owner return focus to the thumbnail that opened the lightbox. */
  registerButton: (index: number, button: HTMLButtonElement | null) => void;
}) {
  const focalStyle = useFocalStyle();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {images.map((image, index) => (
        <li key={image._id}>
          <button
            ref={(button) => registerButton(index, button)}
            type="button"
            aria-haspopup="dialog"
            onClick={() => onOpen(index)}
            className={`group relative block aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-100 ${FOCUS_RING}`}
          >
            <img
              src={srcOf(image, 480)}
              srcSet={srcSetOf(image)}
              sizes="(min-width: 1152px) 17rem, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
              width={480}
              height={360}
              alt={altTextOf(image)}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
              style={focalStyle(image.url)}
            />
            <span
              aria-hidden="true"
              className="absolute inset-x-0 bottom-0 bg-linear-to-t from-slate-950/85 to-transparent px-3 pt-8 pb-2 text-left text-sm font-medium text-white"
            >
              <span className="line-clamp-2">{image.title}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
