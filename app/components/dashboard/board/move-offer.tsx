import type { KeyboardEvent, Ref } from 'react';
import { Link } from 'react-router';
import { type EmailTemplate, TEMPLATE_PURPOSE_LABELS } from '../../../../domain/email-templates.ts';
import { Button } from '../../ui/button.tsx';
import { buttonClass } from '../../ui/buttons.ts';
import { composePath } from '../applications/opened-in-url.ts';
import type { MovedCard } from './board-state.ts';
import { ANNOUNCE } from './board-state.ts';

// Decision 026: after a move into a status whose template has a purpose (rejected → rejection,
// hired → offer), the board *offers* that e-mail. Accepting opens the application's dialog with
// its composer on that template (?open=&compose=); only Send there sends. The region is always
// present (role=status) so the offer is announced when it appears; it is not a dialog and never
// takes focus. In the Tab order it sits right after the moved card (job-board.tsx carries focus
// across), so its keys hand focus back to the card (Shift+Tab) and on past it (Tab).

/** What the board offers after a move: the card, where it went and the template. */
export type MoveOffer = { moved: MovedCard; template: EmailTemplate };

function purposeWord(template: EmailTemplate): string {
  return template.purpose ? TEMPLATE_PURPOSE_LABELS[template.purpose].toLowerCase() : template.name;
}

export function MoveOfferRegion({
  offer,
  writeRef,
  onDismiss,
  onBackToCard,
  onPastCard,
}: {
  offer: MoveOffer | null;
  /** The "Write the … e-mail" link, focused when Tab leaves the moved card. */
  writeRef: Ref<HTMLAnchorElement>;
  onDismiss: () => void;
  onBackToCard: () => void;
  onPastCard: () => void;
}) {
  const backOnShiftTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !event.shiftKey) return;
    event.preventDefault();
    onBackToCard();
  };
  const onwardOnTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.shiftKey) return;
    event.preventDefault();
    onPastCard();
  };
  const word = offer ? purposeWord(offer.template) : '';
  return (
    <div role="status" className="mb-3 empty:hidden" data-board-offer>
      {offer && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-900 ring-1 ring-blue-200">
          <span className="font-medium">
            {ANNOUNCE.moved(offer.moved.card, offer.moved.to)} Send the {word} e-mail?
          </span>
          <span className="flex flex-wrap gap-2">
            <Link
              ref={writeRef}
              to={composePath(offer.moved.card._id, offer.template._id)}
              onKeyDown={backOnShiftTab}
              className={buttonClass('primary', 'sm')}
            >
              Write the {word} e-mail
            </Link>
            <Button variant="ghost" size="sm" onClick={onDismiss} onKeyDown={onwardOnTab}>
              Not now
            </Button>
          </span>
        </div>
      )}
    </div>
  );
}
