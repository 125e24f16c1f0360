import type { Kysely, Selectable } from 'kysely';
import {
  RECOMMENDATIONS,
  type Recommendation,
  type Scorecard,
  type ScorecardBody,
} from '../../domain/scorecards.ts';
import { newId, nowIso } from './ids.ts';
import { fromJsonText, toJsonText } from './json-column.ts';
import type { Database, ScorecardTable } from './schema.ts';

// Decision 026: one scorecard per interviewer and interview (a unique constraint; a second
// submission is a unique violation the caller answers 409). Scorecards are never edited: what an
// interviewer thought on the day stays as written.

function isRatings(value: unknown): value is Record<string, number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((rating) => typeof rating === 'number')
  );
}

function toRecommendation(value: string): Recommendation {
  return (RECOMMENDATIONS as readonly string[]).includes(value) ? (value as Recommendation) : 'no';
}

function toScorecard(row: Selectable<ScorecardTable>): Scorecard {
  return {
    _id: row.id,
    interviewId: row.interviewId,
    interviewerId: row.interviewerId,
    interviewerName: row.interviewerName,
    ratings: fromJsonText(row.ratings, {}, isRatings),
    recommendation: toRecommendation(row.recommendation),
    notes: row.notes,
    submittedAt: row.submittedAt,
  };
}

/** Stores the interviewer's scorecard; throws a unique violation if they already sent one. */
export async function submitScorecard(
  db: Kysely<Database>,
  input: { interviewId: string; interviewerId: string; interviewerName: string; body: ScorecardBody },
): Promise<Scorecard> {
  const row = await db
    .insertInto('scorecards')
    .values({
      id: newId(),
      interviewId: input.interviewId,
      interviewerId: input.interviewerId,
      interviewerName: input.interviewerName,
      ratings: toJsonText(input.body.ratings),
      recommendation: input.body.recommendation,
      notes: input.body.notes,
      submittedAt: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toScorecard(row);
}

/** The scorecards of these interviews, in the order they were submitted. */
export async function listScorecardsForInterviews(
  db: Kysely<Database>,
  interviewIds: readonly string[],
): Promise<Scorecard[]> {
  if (interviewIds.length === 0) return [];
  const rows = await db
    .selectFrom('scorecards')
    .selectAll()
    .where('interviewId', 'in', [...interviewIds])
    .orderBy('submittedAt')
    .orderBy('id')
    .execute();
  return rows.map(toScorecard);
}

export async function hasSubmittedScorecard(
  db: Kysely<Database>,
  interviewId: string,
  interviewerId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('scorecards')
    .select('id')
    .where('interviewId', '=', interviewId)
    .where('interviewerId', '=', interviewerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of `interviewIds` `interviewerId` has submitted a scorecard for. */
export async function interviewsScoredBy(
  db: Kysely<Database>,
  interviewerId: string,
  interviewIds: readonly string[],
): Promise<Set<string>> {
  if (interviewIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('scorecards')
    .select('interviewId')
    .where('interviewerId', '=', interviewerId)
    .where('interviewId', 'in', [...interviewIds])
    .execute();
  return new Set(rows.map((row) => row.interviewId));
}
