import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApplicationStatus } from '../../../../domain/constants.ts';
import { type EmailTemplate, templateOfferedFor } from '../../../../domain/email-templates.ts';
import type { BoardCard as Card, BoardColumn as Column } from '../../../../domain/job-board.ts';
import { BOARD_INSTRUCTIONS_ID, BoardCard } from './board-card.tsx';
import { BoardColumn } from './board-column.tsx';
import { ANNOUNCE, nextStatus, type PickedCard, withPickedCard } from './board-state.ts';
import { type MoveOffer, MoveOfferRegion } from './move-offer.tsx';
import type { MoveResult } from './use-job-board.ts';

// Decision 026: the board's columns and its two ways of moving a card. With the mouse, a card is
// dragged onto a column (HTML drag and drop). With the keyboard, Space or Enter picks the focused
// card up, Left and Right carry it across the columns, Space or Enter drops it and Escape puts it
// back; focus stays on the card throughout, and each step is announced in the live region.
// A move into rejected or hired offers the matching template's e-mail (move-offer.tsx), whose
// link Tab reaches straight after the moved card; nothing is sent from the board.

/** How many of a column's applications have no card (its longest-waiting 50 are shown). */
function hiddenCards(columns: readonly Column[], status: ApplicationStatus): number {
  const column = columns.find((entry) => entry.status === status);
  return column ? Math.max(0, column.count - column.applications.length) : 0;
}

export function JobBoard({
  title,
  columns,
  staleAfterDays,
  templates,
  onMove,
}: {
  title: string;
  columns: readonly Column[];
  staleAfterDays: number;
  /** The e-mail templates (GET /email-templates), for the offer after a move. */
  templates: readonly EmailTemplate[];
  onMove: (cardId: string, to: ApplicationStatus) => Promise<MoveResult>;
}) {
  const navigate = useNavigate();
  const boardRef = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState<PickedCard | null>(null);
  const [dragged, setDragged] = useState<Card | null>(null);
  const [dropTarget, setDropTarget] = useState<ApplicationStatus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [isSaving, setSaving] = useState(false);
  // The card to keep focus on: a card that changes column is a new element there.
  const [focusId, setFocusId] = useState<string | null>(null);
  const [offer, setOffer] = useState<MoveOffer | null>(null);
  const offerLink = useRef<HTMLAnchorElement>(null);

  const cardButton = (id: string) =>
    boardRef.current?.querySelector<HTMLButtonElement>(`[data-board-card="${CSS.escape(id)}"]`) ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run after every change of the columns shown.
  useEffect(() => {
    if (!focusId) return;
    const button = cardButton(focusId);
    // Only focus that was lost (the card became a new element) comes back: the board read again
    // after a move must not pull focus off the offer when Tab has just reached it.
    const active = document.activeElement;
    if (!button || active === button || (active && active !== document.body)) return;
    button.focus();
    // On a phone the columns scroll sideways and snap to a column's start: bring the card's whole
    // column into view, or the snap can leave the card half off the screen.
    button.closest('section')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [focusId, picked, columns]);

  const save = async (card: Card, to: ApplicationStatus) => {
    setSaving(true);
    setAnnouncement(ANNOUNCE.saving(card, to));
    const result = await onMove(card._id, to);
    setSaving(false);
    if (!result.isMoved) {
      setAnnouncement(ANNOUNCE.failed(card, result.message));
      return;
    }
    const template = templateOfferedFor(to, templates);
    if (template) {
      // The offer's status region says the move and asks, once; the assertive region stays quiet.
      setAnnouncement('');
      setOffer({ moved: { card, to }, template });
    } else {
      setAnnouncement(ANNOUNCE.moved(card, to));
      // An offer about this card no longer fits where it is now.
      setOffer((current) => (current?.moved.card._id === card._id ? null : current));
    }
  };

  // The offer sits after its card in the Tab order: Tab from the card reaches its link, and Tab
  // from "Not now" goes on to what follows the card (its Open link).
  const focusCard = (id: string) => cardButton(id)?.focus();
  const focusPastCard = (id: string) => {
    const next = cardButton(id)?.closest('li')?.querySelector<HTMLElement>('a[href]');
    (next ?? cardButton(id))?.focus();
  };

  const keyDown = (card: Card) => async (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Tab' && !event.shiftKey && !picked && offer?.moved.card._id === card._id) {
      if (offerLink.current) {
        event.preventDefault();
        offerLink.current.focus();
      }
      return;
    }
    const isPickKey = event.key === ' ' || event.key === 'Enter';
    if (isSaving) {
      if (isPickKey) event.preventDefault();
      return;
    }
    const isThisPicked = picked?.card._id === card._id;
    if (!isThisPicked) {
      if (!isPickKey) return;
      event.preventDefault();
      setPicked({ card, from: card.status, over: card.status });
      setFocusId(card._id);
      setAnnouncement(ANNOUNCE.pickedUp(card));
      return;
    }
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const over = nextStatus(picked.over, event.key === 'ArrowLeft' ? -1 : 1);
      setPicked({ ...picked, over });
      setAnnouncement(ANNOUNCE.over(picked.card, over));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setPicked(null);
      setAnnouncement(ANNOUNCE.cancelled(picked.card));
    } else if (isPickKey) {
      event.preventDefault();
      if (picked.over === picked.from) setAnnouncement(ANNOUNCE.droppedInPlace(picked.card));
      // Shown where it was dropped while the move is saved; back where it was if that fails.
      else await save(picked.card, picked.over);
      setPicked(null);
    }
  };

  const dragStart = (card: Card) => (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', card._id);
    setPicked(null);
    setDragged(card);
  };

  const dragOver = (status: ApplicationStatus) => (event: DragEvent<HTMLElement>) => {
    if (!dragged) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropTarget(status);
  };

  const drop = (status: ApplicationStatus) => async (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const card = dragged;
    setDragged(null);
    setDropTarget(null);
    if (!card || card.status === status || isSaving) return;
    setFocusId(card._id);
    await save(card, status);
  };

  // Focus leaving a picked-up card (Tab, a click elsewhere) puts it back. A card that changes
  // column is a new element and focus passes through the page's body until it is focused again,
  // so only focus on some other element counts.
  const blurred = () => {
    window.setTimeout(() => {
      const active = document.activeElement;
      if (!picked || isSaving || !active || active === document.body) return;
      if (active.getAttribute('data-board-card') === picked.card._id) return;
      setPicked(null);
      setAnnouncement(ANNOUNCE.cancelled(picked.card));
    }, 0);
  };

  const shown = withPickedCard(columns, picked);
  return (
    <>
      <p id={BOARD_INSTRUCTIONS_ID} className="sr-only">
        Press Space or Enter to pick up a card, Left and Right arrows to move it between columns, Space or
        Enter to drop it, Escape to put it back.
      </p>
      <div
        aria-live="assertive"
        aria-atomic="true"
        // With an offer shown and nothing else to say, the offer takes the line's place.
        className={`text-sm text-slate-700 ${offer && !announcement ? '' : 'mb-3 min-h-6'}`}
      >
        {announcement}
      </div>
      <MoveOfferRegion
        offer={offer}
        writeRef={offerLink}
        onBackToCard={() => offer && focusCard(offer.moved.card._id)}
        onPastCard={() => offer && focusPastCard(offer.moved.card._id)}
        onDismiss={() => {
          if (!offer) return;
          setOffer(null);
          focusCard(offer.moved.card._id);
        }}
      />
      <div
        ref={boardRef}
        className="relative -mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0"
      >
        {shown.map((column) => (
          <BoardColumn
            key={column.status}
            column={column}
            more={hiddenCards(columns, column.status)}
            position={title}
            isDropTarget={dropTarget === column.status || picked?.over === column.status}
            onDragOver={dragOver(column.status)}
            onDragLeave={() => setDropTarget((current) => (current === column.status ? null : current))}
            onDrop={drop(column.status)}
          >
            {column.applications.map((card) => (
              <BoardCard
                key={card._id}
                card={card}
                staleAfterDays={staleAfterDays}
                isPicked={picked?.card._id === card._id}
                isDragged={dragged?._id === card._id}
                onKeyDown={(event) => void keyDown(card)(event)}
                onOpen={() => void navigate(`/dashboard/applications?open=${encodeURIComponent(card._id)}`)}
                onBlur={blurred}
                onDragStart={dragStart(card)}
                onDragEnd={() => {
                  setDragged(null);
                  setDropTarget(null);
                }}
              />
            ))}
          </BoardColumn>
        ))}
      </div>
    </>
  );
}
