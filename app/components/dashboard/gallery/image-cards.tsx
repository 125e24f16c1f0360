import type { StaffGalleryImage as GalleryImage } from '../../../../domain/answers/staff-records.ts';
import type { GalleryCategory } from '../../../../domain/entities.ts';
import { formatImageDate, isoDate } from '../../gallery/image-date.ts';
import { srcOf, srcSetOf } from '../../gallery/image-sources.ts';
import { Button } from '../../ui/button.tsx';
import { PublishToggleButtons } from '../publishing/publish-toggle-buttons.tsx';
import { StateBadge } from '../publishing/state-badge.tsx';

// admin.md §2 Gallery management: the image grid, each image with its thumbnail (the responsive
// variants, as on the public gallery), title, category and date, and Edit and Delete "shown on
// hover". They also show whenever focus is inside the card, so keyboard users see what they are
// on, and always on screens without hover (phones, tablets), where nothing could reveal them.

// Hidden only where a pointer can hover; group-focus-within outranks it, so focus reveals them.
const CONTROLS =
  'absolute top-2 right-2 flex gap-2 transition-opacity motion-reduce:transition-none [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 group-focus-within:opacity-100';

export function ImageCards({
  images,
  categories,
  onEdit,
  onDelete,
  busyId,
  onPublish,
}: {
  images: readonly GalleryImage[];
  busyId: string | null;
  onPublish: (image: GalleryImage, publish: boolean) => void;
  categories: readonly GalleryCategory[];
  onEdit: (image: GalleryImage) => void;
  onDelete: (image: GalleryImage) => void;
}) {
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return (
    <ul
      aria-label="Images"
      className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
    >
      {images.map((image) => {
        const date = formatImageDate(image.imageDate);
        const categoryName = names.get(image.category);
        return (
          <li
            key={image._id}
            data-row-key={image._id}
            className="group relative overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            {/* First in the card, so Tab reaches Edit and Delete before the card's other buttons. */}
            <div className={`${CONTROLS} z-10`}>
              <Button variant="secondary" size="sm" className="shadow-md" onClick={() => onEdit(image)}>
                Edit<span className="sr-only"> {image.title}</span>
              </Button>
              <Button variant="danger" size="sm" className="shadow-md" onClick={() => onDelete(image)}>
                Delete<span className="sr-only"> {image.title}</span>
              </Button>
            </div>
            <div className="relative aspect-[4/3] bg-slate-100">
              <img
                src={srcOf(image, 480)}
                srcSet={srcSetOf(image)}
                sizes="(min-width: 1536px) 18rem, (min-width: 1024px) 22rem, (min-width: 480px) 50vw, 100vw"
                width={480}
                height={360}
                alt={image.alt || image.title}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 h-full w-full object-cover"
              />
            </div>
            <div className="p-4">
              <h2 className="line-clamp-2 font-semibold text-slate-900">{image.title}</h2>
              <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-slate-600">
                <span>{categoryName ?? `${image.category} (category deleted)`}</span>
                {date && (
                  <>
                    <span aria-hidden="true">·</span>
                    <time dateTime={isoDate(image.imageDate)}>{date}</time>
                  </>
                )}
              </p>
              <div className="mt-3 flex flex-wrap items-start justify-between gap-2">
                <StateBadge record={image} />
                <span className="flex gap-2">
                  <PublishToggleButtons
                    record={image}
                    recordId={image._id}
                    name={image.title}
                    busyId={busyId}
                    onToggle={(publish) => onPublish(image, publish)}
                  />
                </span>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
