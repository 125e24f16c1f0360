import { z } from 'zod';
import { successAnswer } from './answers/common.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from './constants.ts';

// Decision 026: a job's pipeline board, GET /jobs/{id}/board. A column per status in the
// lifecycle's order, each with its exact count and its longest-waiting cards.

/** Cards a column shows; the rest are counted ("and N more", linking to the filtered list). */
export const BOARD_COLUMN_LIMIT = 50;

/**
 * Statuses in which an applicant waits on HR. Rejected and hired are where an application ends,
 * so however long it has been there it is never marked as waiting too long.
 */
export const WAITING_STATUSES: readonly ApplicationStatus[] = ['pending', 'reviewed', 'interviewed'];

export type BoardCard = {
  _id: string;
  firstName: string;
  lastName: string;
  country: string;
  status: ApplicationStatus;
  /** When it entered its status: the last status change, else when it applied. */
  statusSince: string;
  /** Whole days since statusSince. */
  waitingDays: number;
  isStale: boolean;
  tags: string[];
};

export type BoardColumn = { status: ApplicationStatus; count: number; applications: BoardCard[] };

export type JobBoard = {
  job: { _id: string; title: string };
  staleAfterDays: number;
  columns: BoardColumn[];
};

const status = z.enum(APPLICATION_STATUSES);

const boardCardSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  status,
  statusSince: z.string(),
  waitingDays: z.number().int().min(0),
  isStale: z.boolean(),
  tags: z.array(z.string()),
}) satisfies z.ZodType<BoardCard>;

export const jobBoardAnswer = successAnswer({
  job: z.object({ _id: z.string(), title: z.string() }),
  staleAfterDays: z.number().int().min(0),
  columns: z.array(
    z.object({ status, count: z.number().int().min(0), applications: z.array(boardCardSchema) }),
  ),
});
