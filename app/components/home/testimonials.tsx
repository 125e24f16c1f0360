import { useEffect, useRef } from 'react';
import { testimonials } from '../../../content/home.ts';
import { CarouselControls } from '../carousel-controls.tsx';
import { MediaImage } from '../media-image.tsx';
import { useCarousel } from '../use-carousel.ts';

// public-site.md §2 Home 7, §4: three fixed quotes with previous/next buttons and dots; both
// directions wrap. The spec's background is a muted, looping, autoplaying video. We have no video
// footage, so the testimonial-backdrop image pans slowly instead (Web Animations API, so no global
// CSS is needed); it stays still under reduced motion. Swap in a <video muted loop autoPlay
// playsInline> here when footage exists.

function useSlowPan(isEnabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!isEnabled || !element || typeof element.animate !== 'function') return;
    const animation = element.animate(
      [{ transform: 'scale(1.12) translateX(-3%)' }, { transform: 'scale(1.12) translateX(3%)' }],
      {
        duration: 40_000,
        iterations: Number.POSITIVE_INFINITY,
        direction: 'alternate',
        easing: 'ease-in-out',
      },
    );
    return () => animation.cancel();
  }, [isEnabled]);
  return ref;
}

export function Testimonials() {
  const { items } = testimonials;
  const { index, next, previous, goTo, prefersReducedMotion } = useCarousel(items.length);
  const backdropRef = useSlowPan(!prefersReducedMotion);

  return (
    <section
      aria-labelledby="testimonials-heading"
      className="relative overflow-hidden bg-brand-900 px-4 py-24 text-white sm:px-6"
    >
      <div ref={backdropRef} aria-hidden="true" className="absolute inset-0 scale-[1.12]">
        <MediaImage name="testimonial-backdrop" alt="" className="h-full w-full object-cover" />
      </div>
      <div aria-hidden="true" className="absolute inset-0 bg-brand-900/85" />

      <div className="relative mx-auto max-w-4xl text-center">
        <h2 id="testimonials-heading" className="text-3xl font-bold sm:text-4xl">
          {testimonials.heading}
        </h2>
        <section aria-roledescription="carousel" aria-label="Client testimonials" className="mt-10">
          <div aria-live="polite" className="min-h-[14rem] sm:min-h-[11rem]">
            {items.map((item, position) => (
              <figure
                key={item.message}
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${items.length}`}
                hidden={position !== index}
                data-testimonial={position}
              >
                <blockquote className="text-xl leading-relaxed text-slate-100 sm:text-2xl">
                  <p>“{item.message}”</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-accent-500">{item.name}</span>
                  <span className="block text-slate-200">{item.organisation}</span>
                </figcaption>
              </figure>
            ))}
          </div>

          <CarouselControls
            itemName="testimonial"
            index={index}
            onPrevious={previous}
            onNext={next}
            dots={{ labels: items.map((_, position) => `Show testimonial ${position + 1}`), onGoTo: goTo }}
            tone="dark"
            className="mt-10 justify-center"
          />
        </section>
      </div>
    </section>
  );
}
