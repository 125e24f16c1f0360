import type { CaseStudyImage } from '../../../content/case-studies/types.ts';
import { MediaImage } from '../media-image.tsx';

export function ResultImages({ images }: { images: readonly CaseStudyImage[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {images.map((image) => (
        <figure key={image.name} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <MediaImage name={image.name} sizes="(min-width: 768px) 50vw, 100vw" className="h-auto w-full" />
          <figcaption className="px-4 py-3 text-sm text-slate-600">{image.caption}</figcaption>
        </figure>
      ))}
    </div>
  );
}
