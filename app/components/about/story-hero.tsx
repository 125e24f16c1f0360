import { Link } from 'react-router';
import { story } from '../../../content/about.ts';
import { MediaImage } from '../media-image.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';

// public-site.md §2 About: the Our Story hero with a Contact Us link.
export function StoryHero() {
  return (
    <section aria-labelledby="story-heading" className="bg-slate-50 px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="font-semibold tracking-wider text-brand-500 uppercase">{story.eyebrow}</p>
          <h1 id="story-heading" className="mt-2 text-4xl font-bold text-brand-900 sm:text-5xl">
            {story.heading}
          </h1>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <Link
            to="/contact"
            className={`mt-8 inline-block rounded-md bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-700 ${FOCUS_RING}`}
          >
            {story.contactLabel}
          </Link>
        </div>
        <MediaImage
          name={story.image}
          sizes="(min-width: 1024px) 50vw, 100vw"
          isPriority
          className="aspect-[4/3] w-full rounded-2xl object-cover shadow-xl"
        />
      </div>
    </section>
  );
}
