import { useState } from 'react';
import { Link } from 'react-router';
import { hero, heroSlides } from '../../../content/home.ts';
import { site } from '../../../content/site.ts';
import { MediaImage } from '../media-image.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { useCarousel } from '../use-carousel.ts';

// public-site.md §2 Home 1, §4, §9: full height below the header; the background advances every
// 5000 ms through three images and wraps, the previous fading out (and blurring) over 1.5 s while
// the next fades in. The text panel is pinned right. No cycling under reduced motion, and a
// pause button for anyone who finds the movement distracting (WCAG 2.2.2).

export const HERO_INTERVAL_MS = 5000;

export function Hero() {
  const [isPaused, setPaused] = useState(false);
  const { index, prefersReducedMotion } = useCarousel(heroSlides.length, {
    autoAdvanceMs: HERO_INTERVAL_MS,
    isPaused,
  });

  return (
    <section
      aria-labelledby="hero-heading"
      className="relative flex min-h-[calc(100svh-6rem)] items-center overflow-hidden bg-brand-900"
    >
      <div aria-hidden="true" className="absolute inset-0">
        {heroSlides.map((name, slide) => {
          const isActive = slide === index;
          return (
            <div
              key={name}
              data-hero-slide={name}
              data-active={isActive}
              className={`absolute inset-0 transition-[opacity,filter] duration-1500 ease-in-out motion-reduce:transition-none ${
                isActive ? 'opacity-100 blur-[0px]' : 'opacity-0 blur-md'
              }`}
            >
              <MediaImage
                name={name}
                alt=""
                sizes="100vw"
                isPriority={slide === 0}
                className="h-full w-full object-cover"
              />
            </div>
          );
        })}
        <div className="absolute inset-0 bg-linear-to-l from-brand-900/85 via-brand-900/40 to-transparent" />
      </div>

      <div className="relative mx-auto flex w-full max-w-7xl justify-end px-4 py-16 sm:px-6">
        <div className="max-w-xl rounded-2xl bg-brand-900/80 p-8 text-white shadow-2xl ring-1 ring-white/10 backdrop-blur-sm sm:p-10">
          <h1 id="hero-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
            {site.brand}
          </h1>
          <p className="mt-5 text-lg text-slate-100 sm:text-xl">{site.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={hero.primaryLink.to}
              className={`rounded-md bg-accent-500 px-5 py-3 font-semibold text-brand-900 hover:bg-amber-400 ${FOCUS_RING}`}
            >
              {hero.primaryLink.label}
            </Link>
            <Link
              to={hero.secondaryLink.to}
              className={`rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500`}
            >
              {hero.secondaryLink.label}
            </Link>
          </div>
        </div>
      </div>

      {!prefersReducedMotion && (
        <button
          type="button"
          onClick={() => setPaused((paused) => !paused)}
          className="absolute bottom-4 left-4 rounded-full bg-brand-900/80 px-4 py-2 text-sm font-medium text-white ring-1 ring-white/30 hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
        >
          {isPaused ? 'Play background slideshow' : 'Pause background slideshow'}
        </button>
      )}
    </section>
  );
}
