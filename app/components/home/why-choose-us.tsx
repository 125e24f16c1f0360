import { whyChooseUs } from '../../../content/home.ts';

// public-site.md §2 Home 5: a parallax "Why Choose Us" block. The parallax is the background
// staying fixed while the page scrolls (background-attachment: fixed), from md up only (mobile
// browsers handle it badly) and never under reduced motion. The image is public/media/switchroom.
export function WhyChooseUs() {
  return (
    <section
      aria-labelledby="why-heading"
      className="relative bg-brand-900 bg-[url(/media/switchroom-960.webp)] bg-cover bg-center px-4 py-24 sm:px-6 md:motion-safe:bg-fixed lg:bg-[url(/media/switchroom-1600.webp)]"
    >
      <div aria-hidden="true" className="absolute inset-0 bg-brand-900/85" />
      <div className="relative mx-auto max-w-7xl text-white">
        <div className="max-w-2xl">
          <p className="font-semibold tracking-wider text-accent-500 uppercase">{whyChooseUs.eyebrow}</p>
          <h2 id="why-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            {whyChooseUs.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-100">{whyChooseUs.intro}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyChooseUs.points.map((point, position) => (
            <li
              key={point.title}
              className="rounded-xl bg-white/10 p-6 ring-1 ring-white/15 backdrop-blur-sm"
            >
              <span aria-hidden="true" className="text-3xl font-bold text-accent-500">
                {String(position + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{point.title}</h3>
              <p className="mt-2 text-slate-100">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
