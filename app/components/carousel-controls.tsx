import { FOCUS_RING } from './ui/focus-ring.ts';

// Previous and next buttons, and optionally one dot per slide, for the carousels (public-site.md
// §2: testimonials with dots and previous/next, team slider, job slider with dots). Each button
// is 44px for touch, named for screen readers, and the current dot is aria-current.

const TONES = {
  // Navy buttons on a light background.
  light: {
    arrow: 'bg-brand-900 text-white hover:bg-brand-700',
    dot: 'bg-slate-500 group-hover:bg-brand-500',
    currentDot: 'bg-accent-500 ring-2 ring-brand-900',
    focus: FOCUS_RING,
  },
  // Outlined buttons over a dark photograph.
  dark: {
    arrow: 'ring-1 ring-white/50 hover:bg-white/10',
    dot: 'bg-white/60 group-hover:bg-white',
    currentDot: 'bg-accent-500',
    focus: 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
  },
} as const;

export function CarouselControls({
  itemName,
  index,
  onPrevious,
  onNext,
  dots,
  tone = 'light',
  className = '',
}: {
  /** Names the buttons: 'Previous {itemName}', 'Next {itemName}'. */
  itemName: string;
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  /** One name per slide ('Show job 2: …'); no dots when absent. */
  dots?: { labels: readonly string[]; onGoTo: (position: number) => void };
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const colours = TONES[tone];
  const button = `flex h-11 w-11 items-center justify-center rounded-full ${colours.focus}`;
  return (
    <div className={`flex items-center gap-4 ${className}`}>
      <button type="button" onClick={onPrevious} className={`${button} ${colours.arrow}`}>
        <span className="sr-only">Previous {itemName}</span>
        <span aria-hidden="true">←</span>
      </button>
      {dots && (
        <div className="flex flex-wrap justify-center">
          {dots.labels.map((label, position) => (
            <button
              key={label}
              type="button"
              onClick={() => dots.onGoTo(position)}
              aria-current={position === index ? 'true' : undefined}
              className={`group ${button}`}
            >
              <span className="sr-only">{label}</span>
              <span
                aria-hidden="true"
                className={`h-3 w-3 rounded-full ${position === index ? colours.currentDot : colours.dot}`}
              />
            </button>
          ))}
        </div>
      )}
      <button type="button" onClick={onNext} className={`${button} ${colours.arrow}`}>
        <span className="sr-only">Next {itemName}</span>
        <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}
