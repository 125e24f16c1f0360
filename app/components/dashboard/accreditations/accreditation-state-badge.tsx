import type { AccreditationState } from '../../../../domain/capability-statements.ts';
import { Badge } from '../../ui/badge.tsx';
import {
  ACCREDITATION_STATE_COLOURS,
  ACCREDITATION_STATE_LABELS,
} from '../capability-statements/statement-text.ts';

// Decision 028: an accreditation is Valid, Expires soon (within 60 days) or Expired; the word is
// on the badge, so the colour is never the only sign.
export function AccreditationStateBadge({ state }: { state: AccreditationState }) {
  return <Badge colourClass={ACCREDITATION_STATE_COLOURS[state]}>{ACCREDITATION_STATE_LABELS[state]}</Badge>;
}
