import type { DragEvent, KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router';
import type { BoardCard as Card } from '../../../../domain/job-board.ts';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { cardName, waitingText } from './board-state.ts';
import { TagChips } from './tag-chips.tsx';

// One applicant on the board: a focusable button (picked up with Space or Enter, dragged with the
// mouse, opened with a click) and an Open link for those who cannot click. A card waiting past
// the job's limit says so in words beside an icon, never by colour alone.

export const BOARD_INSTRUCTIONS_ID = 'board-instructions';

function ClockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-4 w-4 shrink-0"
      fill="none"
      stroke="currentColor"
    >
      <circle cx="10" cy="10" r="7.25" strokeWidth="1.5" />
      <path d="M10 6v4.25l2.75 1.75" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export function BoardCard({
  card,
  staleAfterDays,
  isPicked,
  isDragged,
  onKeyDown,
  onOpen,
  onBlur,
  onDragStart,
  onDragEnd,
}: {
  card: Card;
  staleAfterDays: number;
  isPicked: boolean;
  isDragged: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onOpen: () => void;
  onBlur: () => void;
  onDragStart: (event: DragEvent<HTMLButtonElement>) => void;
  onDragEnd: () => void;
}) {
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    // Space and Enter pick the card up (onKeyDown); only a pointer's click opens it.
    if (event.detail === 0) return;
    onOpen();
  };
  const frame = isPicked
    ? 'border-brand-500 bg-blue-50 shadow-lg'
    : card.isStale
      ? 'border-amber-400 bg-white shadow-sm'
      : 'border-slate-200 bg-white shadow-sm';
  return (
    <li className={`rounded-lg border-2 ${frame} ${isDragged ? 'opacity-50' : ''}`}>
      <button
        type="button"
        data-board-card={card._id}
        draggable
        aria-describedby={BOARD_INSTRUCTIONS_ID}
        onKeyDown={onKeyDown}
        onClick={open}
        onBlur={onBlur}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        className={`block w-full cursor-grab rounded-lg px-3 pt-3 pb-2 text-left active:cursor-grabbing ${FOCUS_RING}`}
      >
        <span className="block font-semibold text-slate-900">{cardName(card)}</span>
        <span className="block text-sm text-slate-600">{card.country}</span>
        <span className="mt-1 block text-sm text-slate-700">{waitingText(card)}</span>
        {card.isStale && (
          <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-amber-900">
            <ClockIcon />
            Waiting over {staleAfterDays} {staleAfterDays === 1 ? 'day' : 'days'}
          </span>
        )}
        {isPicked && <span className="mt-1 block text-sm font-semibold text-brand-700">Picked up</span>}
        <TagChips tags={card.tags} className="mt-2" />
      </button>
      <div className="px-3 pb-2">
        <Link
          to={`/dashboard/applications?open=${encodeURIComponent(card._id)}`}
          className={`text-sm font-semibold text-brand-500 underline-offset-2 hover:underline ${FOCUS_RING}`}
        >
          Open<span className="sr-only"> {cardName(card)}</span>
        </Link>
      </div>
    </li>
  );
}
