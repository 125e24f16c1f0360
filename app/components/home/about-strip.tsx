import { aboutStrip } from '../../../content/home.ts';

// public-site.md §2 Home 2: a dark-blue full-width band with justified white text.
export function AboutStrip() {
  return (
    <section aria-labelledby="about-strip-heading" className="bg-brand-900 px-4 py-16 text-white sm:px-6">
      <div className="mx-auto max-w-5xl">
        <h2 id="about-strip-heading" className="text-2xl font-bold sm:text-3xl">
          {aboutStrip.heading}
        </h2>
        <div className="mt-6 space-y-4 text-lg sm:text-justify leading-relaxed text-slate-100 hyphens-auto">
          {aboutStrip.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
