import type { KeyboardEvent } from 'react';
import { CarouselControls } from '../carousel-controls.tsx';
import { useCarousel } from '../use-carousel.ts';
import { JobCard } from './job-card.tsx';
import type { JobSummary } from './job-summary.ts';

// public-site.md §2 Careers, §4, §9: a country's jobs in a slider with dots, 20px apart, that
// wraps both ways. As in the team slider, the visible window starts at the current job and wraps
// round the list, and CSS alone decides how many of it show (1, 2 from 768px, 3 from 1280px), so
// the server-rendered page is right at every width. Arrow keys, Home and End work anywhere in it.

const WINDOW_CLASSES = ['flex', 'hidden md:flex', 'hidden xl:flex'] as const;

export function JobSlider({ jobs, label }: { jobs: readonly JobSummary[]; label: string }) {
  const { index, next, previous, goTo } = useCarousel(jobs.length);
  const windowSize = Math.min(jobs.length, WINDOW_CLASSES.length);
  const visible = Array.from({ length: windowSize }, (_, offset) => (index + offset) % jobs.length);
  const current = jobs[index];
  const hasControls = jobs.length > 1;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!hasControls) return;
    switch (event.key) {
      case 'ArrowLeft':
        previous();
        break;
      case 'ArrowRight':
        next();
        break;
      case 'Home':
        goTo(0);
        break;
      case 'End':
        goTo(jobs.length - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {current ? `Showing job ${index + 1} of ${jobs.length}: ${current.title}` : ''}
      </p>
      <div className="flex items-stretch gap-5">
        {visible.map((position, offset) => {
          const job = jobs[position];
          return job ? (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the WAI-ARIA carousel pattern; fieldset is for form controls.
            <div
              key={job._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${jobs.length}`}
              data-job-slide={position}
              className={`${WINDOW_CLASSES[offset] ?? 'hidden'} min-w-0 flex-1`}
            >
              <JobCard job={job} />
            </div>
          ) : null;
        })}
      </div>

      {hasControls && (
        <CarouselControls
          itemName="job"
          index={index}
          onPrevious={previous}
          onNext={next}
          dots={{
            labels: jobs.map((job, position) => `Show job ${position + 1}: ${job.title}`),
            onGoTo: goTo,
          }}
          className="mt-8 justify-center"
        />
      )}
    </section>
  );
}
