import { Badge } from '../../ui/badge.tsx';

// Decision 026: whether an interviewer's scorecard is in, on "My interviews" and in the
// application's dialog. Said in words with an icon beside the colour, so it reads the same to
// someone who does not see the green and amber apart.

const ICON = 'mr-1.5 size-3.5 shrink-0';

function TickIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" fill="currentColor" className={ICON}>
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" fill="currentColor" className={ICON}>
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-12.25a.75.75 0 0 0-1.5 0V10c0 .2.08.39.22.53l2.5 2.5a.75.75 0 1 0 1.06-1.06l-2.28-2.28V5.75Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function ScorecardProgressBadge({ hasSubmitted }: { hasSubmitted: boolean }) {
  return hasSubmitted ? (
    <Badge colourClass="bg-green-100 text-green-800">
      <TickIcon />
      Scorecard in
    </Badge>
  ) : (
    <Badge colourClass="bg-amber-100 text-amber-900">
      <ClockIcon />
      Scorecard to do
    </Badge>
  );
}
