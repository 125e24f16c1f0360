import { credits } from '../../content/credits.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/credit';

export function meta({ matches }: Route.MetaArgs) {
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  return pageMeta(publicUrl, {
    title: 'Credits',
    description: 'Attribution for the images, icons and open-source software used on this website.',
    path: '/credit',
  });
}

// public-site.md §2: a list of attribution links for icons, images and video.
export default function Credit() {
  return (
    <article className="px-4 py-16 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold text-brand-900 sm:text-5xl">{credits.heading}</h1>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{credits.intro}</p>
        {credits.groups.map((group) => (
          <section key={group.id} aria-labelledby={`credits-${group.id}`} className="mt-12">
            <h2 id={`credits-${group.id}`} className="text-2xl font-semibold text-brand-900">
              {group.heading}
            </h2>
            <p className="mt-3 text-slate-700">{group.intro}</p>
            {group.items.length > 0 && (
              <ul className="mt-5 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
                {group.items.map((item) => (
                  <li
                    key={item.name}
                    className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 p-4"
                  >
                    <span>
                      {item.href ? (
                        <a
                          href={item.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="font-semibold text-brand-500 underline hover:text-brand-700"
                        >
                          {item.name}
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      ) : (
                        <span className="font-semibold text-brand-900">{item.name}</span>
                      )}
                      <span className="block text-slate-700">{item.note}</span>
                    </span>
                    {item.licence && <span className="text-sm text-slate-600">Licence: {item.licence}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
