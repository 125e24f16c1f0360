import { testimonials } from '../../../content/home.ts';
import { type Testimonial, testimonialAttribution } from '../../../domain/site-content.ts';
import { CarouselControls } from '../carousel-controls.tsx';
import { MediaImage, mediaSrc } from '../media-image.tsx';
import { FOCUS_RING_ON_DARK } from '../ui/focus-ring.ts';
import { useCarousel } from '../use-carousel.ts';
import { useBackgroundVideo } from './use-background-video.ts';

// public-site.md §2 Home 7, §4: the stored testimonials (decision 025; the sample's three quotes,
// named by role and company until a client agrees to be named) with previous/next buttons and
// dots; both directions wrap. Behind them the spec's muted, looping background video: a clip drawn by
// scripts/media/testimonial-video.ts whose first frame is the testimonial-backdrop image, so that
// image is the poster and the still under reduced motion. WebM (VP9) first, MP4 (H.264) for
// Safari. When it loads and plays is use-background-video.ts's concern.

const POSTER = mediaSrc('testimonial-backdrop', 960);

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const { index, next, previous, goTo } = useCarousel(items.length);
  const video = useBackgroundVideo();
  if (items.length === 0) return null;

  return (
    <section
      aria-labelledby="testimonials-heading"
      className="relative overflow-hidden bg-brand-900 px-4 py-24 text-white sm:px-6"
    >
      <div aria-hidden="true" className="absolute inset-0">
        {/* The still shows until the video has a frame, and wherever it never plays. */}
        <MediaImage name="testimonial-backdrop" alt="" className="h-full w-full object-cover" />
        <video
          ref={video.videoRef}
          muted
          loop
          playsInline
          autoPlay={false}
          preload="none"
          poster={video.isNear ? POSTER : undefined}
          tabIndex={-1}
          className="absolute inset-0 h-full w-full object-cover"
          data-testid="testimonial-video"
        >
          {video.shouldLoad && (
            <>
              <source src="/media/testimonial-loop.webm" type="video/webm" />
              <source src="/media/testimonial-loop.mp4" type="video/mp4" />
            </>
          )}
        </video>
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
                key={item.id}
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${items.length}`}
                hidden={position !== index}
                data-testimonial={position}
              >
                <blockquote className="text-xl leading-relaxed text-slate-100 sm:text-2xl">
                  <p>“{item.quote}”</p>
                </blockquote>
                <Attribution item={item} />
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

      {video.hasControl && (
        <button
          type="button"
          onClick={video.togglePaused}
          className={`absolute right-3 bottom-3 inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-900/70 text-white ring-1 ring-white/60 hover:bg-white/15 sm:right-5 sm:bottom-5 ${FOCUS_RING_ON_DARK}`}
        >
          <span className="sr-only">
            {video.isPausedByVisitor ? 'Play background video' : 'Pause background video'}
          </span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
            {video.isPausedByVisitor ? (
              <path d="M8 5.5v13l10.5-6.5z" />
            ) : (
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
            )}
          </svg>
        </button>
      )}
    </section>
  );
}

function Attribution({ item }: { item: Testimonial }) {
  const { name, organisation } = testimonialAttribution(item);
  return (
    <figcaption className="mt-6">
      <span className="block font-semibold text-accent-500">{name}</span>
      <span className="block text-slate-200">{organisation}</span>
    </figcaption>
  );
}
