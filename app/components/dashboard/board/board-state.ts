import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../../domain/constants.ts';
import type { BoardCard, BoardColumn } from '../../../../domain/job-board.ts';
import { statusLabel } from '../status-labels.ts';

// The board's moves as plain functions of its columns (free of React, so unit-tested): where a
// card picked up with the keyboard is shown while it travels, what a saved move does to the
// counts, and the words each step is announced with (decision 026: every step in a live region).

/** A card picked up with the keyboard: where it came from and the column it is over now. */
export type PickedCard = { card: BoardCard; from: ApplicationStatus; over: ApplicationStatus };

export function cardName(card: Pick<BoardCard, 'firstName' | 'lastName'>): string {
  return `${card.firstName} ${card.lastName}`;
}

/** A card whose move has been saved, and the status it moved to. */
export type MovedCard = { card: BoardCard; to: ApplicationStatus };

/** The status one column to the left (-1) or right (+1), staying at the ends. */
export function nextStatus(status: ApplicationStatus, step: -1 | 1): ApplicationStatus {
  const index = APPLICATION_STATUSES.indexOf(status);
  const next = Math.min(APPLICATION_STATUSES.length - 1, Math.max(0, index + step));
  return APPLICATION_STATUSES[next] ?? status;
}

/** The columns as shown while a card travels: out of its own column, first in the one it is over. */
export function withPickedCard(columns: readonly BoardColumn[], picked: PickedCard | null): BoardColumn[] {
  if (!picked || picked.over === picked.from) return [...columns];
  return columns.map((column) => {
    if (column.status === picked.from)
      return { ...column, applications: column.applications.filter((card) => card._id !== picked.card._id) };
    if (column.status === picked.over)
      return { ...column, applications: [{ ...picked.card, status: picked.over }, ...column.applications] };
    return column;
  });
}

/**
 * The columns once a move is saved: the card leaves its column (one fewer there) and joins the
 * end of its new one (one more), where it has waited less than a day (the board is longest
 * waiting first).
 */
export function withMovedCard(
  columns: readonly BoardColumn[],
  cardId: string,
  to: ApplicationStatus,
  nowIso: string,
): BoardColumn[] {
  const card = columns.flatMap((column) => column.applications).find((entry) => entry._id === cardId);
  if (!card || card.status === to) return [...columns];
  const moved: BoardCard = { ...card, status: to, statusSince: nowIso, waitingDays: 0, isStale: false };
  return columns.map((column) => {
    if (column.status === card.status)
      return {
        ...column,
        count: Math.max(0, column.count - 1),
        applications: column.applications.filter((entry) => entry._id !== cardId),
      };
    if (column.status === to)
      return { ...column, count: column.count + 1, applications: [...column.applications, moved] };
    return column;
  });
}

/** "12 days in Reviewed", "1 day in Pending", "Under a day in Hired". */
export function waitingText(card: Pick<BoardCard, 'waitingDays' | 'status'>): string {
  const where = statusLabel(card.status);
  if (card.waitingDays < 1) return `Under a day in ${where}`;
  return `${card.waitingDays} ${card.waitingDays === 1 ? 'day' : 'days'} in ${where}`;
}

export const ANNOUNCE = {
  pickedUp: (card: BoardCard) =>
    `Picked up ${cardName(card)}, in ${statusLabel(card.status)}. Use left and right to move, space to drop.`,
  over: (card: BoardCard, status: ApplicationStatus) =>
    `${cardName(card)} is over ${statusLabel(status)}, column ${APPLICATION_STATUSES.indexOf(status) + 1} of ${APPLICATION_STATUSES.length}.`,
  saving: (card: BoardCard, status: ApplicationStatus) =>
    `Moving ${cardName(card)} to ${statusLabel(status)}…`,
  moved: (card: BoardCard, status: ApplicationStatus) => `${cardName(card)} moved to ${statusLabel(status)}.`,
  droppedInPlace: (card: BoardCard) => `${cardName(card)} dropped back in ${statusLabel(card.status)}.`,
  cancelled: (card: BoardCard) => `Move cancelled. ${cardName(card)} is back in ${statusLabel(card.status)}.`,
  failed: (card: BoardCard, message: string) =>
    `${cardName(card)} could not be moved: ${message} It stays in ${statusLabel(card.status)}.`,
} as const;
