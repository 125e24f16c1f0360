import { team } from '../../../content/about.ts';
import { media } from '../../../content/media.ts';
import type { TeamMember } from '../../../domain/site-content.ts';
import { CarouselControls } from '../carousel-controls.tsx';
import { useFocalStyle } from '../focal-point.tsx';
import { storedImageSrcSet } from '../stored-image.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { useCarousel } from '../use-carousel.ts';

// public-site.md §2 About, §4, §9: a slider of the leadership profiles (the stored site content's
// shown members, in their order; decision 025), 1 per view, 2 from 768px, 3 from 1024px, gap
// 30px; previous and next wrap both ways. The visible window starts at
// the current index and wraps round the list, and CSS alone decides how many of it show, so the
// server-rendered page is already right at every width. Details show on hover and on focus.

// Position in the visible window -> the breakpoint from which it shows.
const WINDOW_CLASSES = ['flex', 'hidden md:flex', 'hidden lg:flex'] as const;

// Portraits are shown 4:5 and cropped to fit (object-cover) round the picture's focal point;
// width and height reserve that box before the picture loads, whatever the stored picture's own
// size.
const PORTRAIT_SIZE = { width: media['team-ceo'].width, height: media['team-ceo'].height };

export function TeamSlider({ team: people }: { team: readonly TeamMember[] }) {
  const members = people.filter((member) => member.isShown);
  const { index, next, previous } = useCarousel(members.length);
  const focalStyle = useFocalStyle();
  const visible = members.map((_, offset) => members[(index + offset) % members.length]);
  if (members.length === 0) return null;

  return (
    <section aria-labelledby="team-heading" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-2xl">
            <h2 id="team-heading" className="text-3xl font-bold text-brand-900 sm:text-4xl">
              {team.heading}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{team.intro}</p>
          </div>
          {members.length > 1 && (
            <CarouselControls itemName="team member" index={index} onPrevious={previous} onNext={next} />
          )}
        </div>

        <ul aria-label="Leadership team" aria-live="polite" className="mt-10 flex gap-[30px]">
          {visible.map((member, offset) =>
            member ? (
              <li
                key={member.id}
                data-team-slide={member.name}
                className={`${WINDOW_CLASSES[offset] ?? 'hidden'} min-w-0 flex-1 flex-col`}
              >
                <article
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: focus reveals the details, as hover does.
                  tabIndex={0}
                  aria-label={`${member.name}, ${member.role}`}
                  className={`group relative overflow-hidden rounded-2xl bg-brand-900 shadow-lg ${FOCUS_RING}`}
                >
                  <img
                    src={member.portrait.url}
                    srcSet={storedImageSrcSet(member.portrait.url)}
                    sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                    width={PORTRAIT_SIZE.width}
                    height={PORTRAIT_SIZE.height}
                    alt={member.portrait.alt}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/5] w-full object-cover"
                    style={focalStyle(member.portrait.url)}
                  />
                  <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-brand-900 via-brand-900/90 to-transparent p-6 pt-16 text-white">
                    <h3 className="text-xl font-semibold">{member.name}</h3>
                    <p className="font-medium text-accent-500">{member.role}</p>
                    <p
                      data-team-details
                      className="mt-0 max-h-0 overflow-hidden text-slate-100 opacity-0 transition-all duration-300 group-focus-within:mt-3 group-focus-within:max-h-72 group-focus-within:opacity-100 group-hover:mt-3 group-hover:max-h-72 group-hover:opacity-100"
                    >
                      {member.biography}
                    </p>
                  </div>
                </article>
              </li>
            ) : null,
          )}
        </ul>
      </div>
    </section>
  );
}
