import { industries } from '../../../content/home.ts';
import { IndustryIconSvg } from './industry-icons.tsx';

// public-site.md §2 Home 6: the Industry / Our Clients block.
export function Industries() {
  return (
    <section aria-labelledby="industries-heading" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <div className="max-w-2xl">
          <p className="font-semibold tracking-wider text-brand-500 uppercase">{industries.eyebrow}</p>
          <h2 id="industries-heading" className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">
            {industries.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{industries.intro}</p>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-9">
          {industries.items.map((item) => (
            <li
              key={item.name}
              className="flex flex-col items-center gap-3 rounded-xl bg-slate-50 px-3 py-6 text-center ring-1 ring-slate-200"
            >
              <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-900 text-accent-500">
                <IndustryIconSvg icon={item.icon} className="h-7 w-7" />
              </span>
              <span className="font-semibold text-brand-900">{item.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
