import { describe, expect, it } from 'vitest';
import type { BoardCard, BoardColumn } from '../../../../domain/job-board.ts';
import { ANNOUNCE, nextStatus, waitingText, withMovedCard, withPickedCard } from './board-state.ts';

const card = (id: string, status: BoardCard['status'], waitingDays = 3): BoardCard => ({
  _id: id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'United Kingdom',
  status,
  statusSince: '2026-11-01T09:00:00.000Z',
  waitingDays,
  isStale: waitingDays > 7,
  tags: [],
});

const columns: BoardColumn[] = [
  { status: 'pending', count: 2, applications: [card('a', 'pending', 9), card('b', 'pending')] },
  { status: 'reviewed', count: 1, applications: [card('c', 'reviewed')] },
  { status: 'interviewed', count: 0, applications: [] },
  { status: 'rejected', count: 0, applications: [] },
  { status: 'hired', count: 0, applications: [] },
];

describe('the pipeline board moves', () => {
  it('steps between the columns and stops at the ends', () => {
    expect(nextStatus('pending', 1)).toBe('reviewed');
    expect(nextStatus('pending', -1)).toBe('pending');
    expect(nextStatus('hired', 1)).toBe('hired');
  });

  it('shows a picked-up card first in the column it is over, and nowhere else', () => {
    const shown = withPickedCard(columns, {
      card: card('a', 'pending', 9),
      from: 'pending',
      over: 'reviewed',
    });
    expect(shown[0]?.applications.map((entry) => entry._id)).toEqual(['b']);
    expect(shown[1]?.applications.map((entry) => entry._id)).toEqual(['a', 'c']);
    // Counts change only when a move is saved.
    expect(shown.map((column) => column.count)).toEqual([2, 1, 0, 0, 0]);
  });

  it('moves a saved card to the end of its new column with the counts', () => {
    const moved = withMovedCard(columns, 'a', 'reviewed', '2026-11-26T10:00:00.000Z');
    expect(moved.map((column) => column.count)).toEqual([1, 2, 0, 0, 0]);
    expect(moved[1]?.applications.at(-1)).toMatchObject({
      _id: 'a',
      status: 'reviewed',
      waitingDays: 0,
      isStale: false,
    });
    expect(withMovedCard(columns, 'a', 'pending', '')).toEqual(columns);
  });

  it('says how long a card has waited and announces each step', () => {
    expect(waitingText(card('a', 'reviewed', 12))).toBe('12 days in Reviewed');
    expect(waitingText(card('a', 'pending', 1))).toBe('1 day in Pending');
    expect(waitingText(card('a', 'hired', 0))).toBe('Under a day in Hired');
    expect(ANNOUNCE.pickedUp(card('a', 'pending'))).toBe(
      'Picked up Ada Lovelace, in Pending. Use left and right to move, space to drop.',
    );
  });
});
