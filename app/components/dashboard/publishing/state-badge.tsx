import type { PublishingState } from '../../../../domain/answers/publishing.ts';
import { Badge } from '../../ui/badge.tsx';
import { publishState, STATE_BADGE_COLOURS } from './publish-state.ts';

/** A record's state in a list (decision 024): the badge, and when a schedule acts. */
export function StateBadge({ record, className = '' }: { record: PublishingState; className?: string }) {
  const state = publishState(record);
  return (
    <span className={`inline-flex flex-col items-start gap-1 ${className}`}>
      <Badge colourClass={STATE_BADGE_COLOURS[state.kind]} className="whitespace-nowrap">
        {state.label}
      </Badge>
      {state.detail && <span className="text-xs text-slate-600">{state.detail}</span>}
    </span>
  );
}
