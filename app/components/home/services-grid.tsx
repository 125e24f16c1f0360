import { Link } from 'react-router';
import { serviceCards } from '../../../content/home.ts';
import { MediaImage } from '../media-image.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { truncateName } from './truncate.ts';

// public-site.md §2 Home 3: six service cards, each with name, description, image and a Read More
// link to its service route.
export function ServicesGrid() {
  return (
    <section aria-labelledby="services-heading" className="bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <p className="font-semibold tracking-wider text-brand-500 uppercase">What we do</p>
        <h2 id="services-heading" className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">
          Our services
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((card) => (
            <li key={card.to}>
              <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
                <MediaImage
                  name={card.image}
                  alt=""
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[16/10] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-semibold text-brand-900" title={card.name}>
                    {truncateName(card.name)}
                  </h3>
                  <p className="mt-3 flex-1 text-slate-700">{card.description}</p>
                  <Link
                    to={card.to}
                    className={`mt-5 inline-flex items-center gap-1 self-start rounded font-semibold text-brand-500 hover:underline ${FOCUS_RING}`}
                  >
                    Read More<span className="sr-only"> about {card.name}</span>
                    <span aria-hidden="true">→</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
