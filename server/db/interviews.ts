import type { Kysely, Selectable } from 'kysely';
import {
  INTERVIEW_STATUSES,
  type Interview,
  type InterviewerOption,
  type InterviewListItem,
  type InterviewPerson,
  type InterviewWrite,
  type MyInterview,
} from '../../domain/interviews.ts';
import { lockApplication } from './applications.ts';
import { newId, nowIso } from './ids.ts';
import type { Database, InterviewTable } from './schema.ts';

// Decision 026: an application's interviews and the staff on each. An interviewer's name and
// address are copied from their account when they are put on an interview, so the record and
// its invitations read right after the account changes or goes. A cancelled interview stays
// (status 'cancelled') so the application's timeline shows it; all of it goes with the
// application (foreign keys on delete cascade). `sequence` is the iCalendar SEQUENCE: it goes up
// with each change that is sent (a move, a change of people, a cancellation).

/** A staff id that names no active account: the caller answers 400 naming it. */
export class UnknownInterviewerError extends Error {
  override name = 'UnknownInterviewerError';
  readonly staffId: string;
  constructor(staffId: string) {
    super(`No active member of staff has the id ${staffId}`);
    this.staffId = staffId;
  }
}

/** The interview has been cancelled: it can be neither changed nor cancelled again (409). */
export class CancelledInterviewError extends Error {
  override name = 'CancelledInterviewError';
}

type Row = Selectable<InterviewTable>;

function toInterview(row: Row, interviewers: InterviewPerson[]): Interview {
  return {
    _id: row.id,
    applicationId: row.applicationId,
    startsAt: row.startsAt,
    durationMinutes: Number(row.durationMinutes),
    ...(row.location ? { location: row.location } : {}),
    ...(row.meetingUrl ? { meetingUrl: row.meetingUrl } : {}),
    status: INTERVIEW_STATUSES.find((status) => status === row.status) ?? 'scheduled',
    sequence: Number(row.sequence),
    interviewers,
    createdByName: row.createdByName,
    createdAt: row.createdAt,
  };
}

/** The interviewers of each interview, by name. */
async function interviewersOf(
  db: Kysely<Database>,
  interviewIds: readonly string[],
): Promise<Map<string, InterviewPerson[]>> {
  const byInterview = new Map<string, InterviewPerson[]>();
  if (interviewIds.length === 0) return byInterview;
  const rows = await db
    .selectFrom('interviewInterviewers')
    .selectAll()
    .where('interviewId', 'in', [...interviewIds])
    .orderBy('name')
    .orderBy('userId')
    .execute();
  for (const row of rows) {
    const list = byInterview.get(row.interviewId) ?? [];
    list.push({ _id: row.userId, name: row.name, email: row.email });
    byInterview.set(row.interviewId, list);
  }
  return byInterview;
}

async function withInterviewers(db: Kysely<Database>, rows: readonly Row[]): Promise<Interview[]> {
  const people = await interviewersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toInterview(row, people.get(row.id) ?? []));
}

/**
 * The active accounts of `ids`, in the order given, with the name and address to copy; the first
 * id that names no account, or a disabled one, is refused.
 */
async function activeStaff(db: Kysely<Database>, ids: readonly string[]): Promise<InterviewPerson[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'isDisabled'])
    .where('id', 'in', [...ids])
    .execute();
  return ids.map((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row || Number(row.isDisabled) === 1) throw new UnknownInterviewerError(id);
    return { _id: row.id, name: row.name, email: row.email };
  });
}

async function insertInterviewers(
  db: Kysely<Database>,
  interviewId: string,
  people: readonly InterviewPerson[],
): Promise<void> {
  if (people.length === 0) return;
  await db
    .insertInto('interviewInterviewers')
    .values(
      people.map((person) => ({ interviewId, userId: person._id, name: person.name, email: person.email })),
    )
    .execute();
}

/**
 * Schedules an interview on the application, or answers undefined when there is no such
 * application. Call inside the transaction that queues the invitations.
 */
export async function createInterview(
  trx: Kysely<Database>,
  input: { applicationId: string; interview: InterviewWrite; createdBy: { _id: string; name: string } },
): Promise<Interview | undefined> {
  // Held until commit: an application deleted at this moment waits, then takes the interview.
  if (!(await lockApplication(trx, input.applicationId))) return undefined;
  const people = await activeStaff(trx, input.interview.interviewerIds);
  const now = nowIso();
  const row = await trx
    .insertInto('interviews')
    .values({
      id: newId(),
      applicationId: input.applicationId,
      startsAt: input.interview.startsAt,
      durationMinutes: input.interview.durationMinutes,
      location: input.interview.location ?? null,
      meetingUrl: input.interview.meetingUrl ?? null,
      status: 'scheduled',
      sequence: 0,
      createdById: input.createdBy._id,
      createdByName: input.createdBy.name,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertInterviewers(trx, row.id, people);
  return (await withInterviewers(trx, [row]))[0];
}

/**
 * Locks the interview's row until the end of the caller's transaction and answers it as it is,
 * or undefined. (A write that changes nothing: FOR UPDATE is not portable.)
 */
async function lockInterview(trx: Kysely<Database>, id: string): Promise<Interview | undefined> {
  const row = await trx
    .updateTable('interviews')
    .set((eb) => ({ sequence: eb.ref('sequence') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  return (await withInterviewers(trx, [row]))[0];
}

export type InterviewChange = {
  before: Interview;
  after: Interview;
  /** The time, the length or the place changed: everyone staying on it hears of it. */
  isMoved: boolean;
  added: InterviewPerson[];
  removed: InterviewPerson[];
  kept: InterviewPerson[];
};

/**
 * Replaces the interview's time, length, place and people. When any of them changed the
 * sequence goes up by one (an update will be sent); when nothing did, nothing is written.
 * Undefined when there is no such interview; CancelledInterviewError for a cancelled one.
 */
export async function updateInterview(
  trx: Kysely<Database>,
  id: string,
  input: InterviewWrite,
): Promise<InterviewChange | undefined> {
  const before = await lockInterview(trx, id);
  if (!before) return undefined;
  if (before.status === 'cancelled') throw new CancelledInterviewError();
  const beforeIds = new Set(before.interviewers.map((person) => person._id));
  const afterIds = new Set(input.interviewerIds);
  const added = await activeStaff(
    trx,
    input.interviewerIds.filter((staffId) => !beforeIds.has(staffId)),
  );
  const removed = before.interviewers.filter((person) => !afterIds.has(person._id));
  const kept = before.interviewers.filter((person) => afterIds.has(person._id));
  const isMoved =
    Date.parse(before.startsAt) !== Date.parse(input.startsAt) ||
    before.durationMinutes !== input.durationMinutes ||
    (before.location ?? null) !== (input.location ?? null) ||
    (before.meetingUrl ?? null) !== (input.meetingUrl ?? null);
  if (!isMoved && added.length === 0 && removed.length === 0) {
    return { before, after: before, isMoved, added, removed, kept };
  }
  const row = await trx
    .updateTable('interviews')
    .set((eb) => ({
      startsAt: input.startsAt,
      durationMinutes: input.durationMinutes,
      location: input.location ?? null,
      meetingUrl: input.meetingUrl ?? null,
      sequence: eb('sequence', '+', 1),
      updatedAt: nowIso(),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (removed.length > 0) {
    await trx
      .deleteFrom('interviewInterviewers')
      .where('interviewId', '=', id)
      .where(
        'userId',
        'in',
        removed.map((person) => person._id),
      )
      .execute();
  }
  await insertInterviewers(trx, id, added);
  const after = (await withInterviewers(trx, [row]))[0] as Interview;
  return { before, after, isMoved, added, removed, kept };
}

/**
 * Cancels the interview: status 'cancelled', sequence up by one (the cancellation sent is a
 * change). The row stays. Undefined when there is none; CancelledInterviewError when it already is.
 */
export async function cancelInterview(trx: Kysely<Database>, id: string): Promise<Interview | undefined> {
  const before = await lockInterview(trx, id);
  if (!before) return undefined;
  if (before.status === 'cancelled') throw new CancelledInterviewError();
  const row = await trx
    .updateTable('interviews')
    .set((eb) => ({ status: 'cancelled', sequence: eb('sequence', '+', 1), updatedAt: nowIso() }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toInterview(row, before.interviewers);
}

export async function getInterview(db: Kysely<Database>, id: string): Promise<Interview | undefined> {
  const row = await db.selectFrom('interviews').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withInterviewers(db, [row]))[0] : undefined;
}

/** The application's interviews, cancelled ones included, soonest first. */
export async function listInterviewsOfApplication(
  db: Kysely<Database>,
  applicationId: string,
): Promise<Interview[]> {
  const rows = await db
    .selectFrom('interviews')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .orderBy('startsAt')
    .orderBy('id')
    .execute();
  return withInterviewers(db, rows);
}

const APPLICATION_COLUMNS = [
  'applications.firstName',
  'applications.lastName',
  'applications.position',
  'applications.country',
] as const;

type ListedRow = Row & { firstName: string; lastName: string; position: string; country: string };

async function toListItems(db: Kysely<Database>, rows: readonly ListedRow[]): Promise<InterviewListItem[]> {
  const interviews = await withInterviewers(db, rows);
  return interviews.map((interview, index) => {
    const row = rows[index] as ListedRow;
    return {
      ...interview,
      application: {
        _id: row.applicationId,
        firstName: row.firstName,
        lastName: row.lastName,
        position: row.position,
        country: row.country,
      },
    };
  });
}

/** The next scheduled interviews that have not started by `now`, soonest first (the overview). */
export async function listUpcomingInterviews(
  db: Kysely<Database>,
  options: { now: string; limit: number },
): Promise<InterviewListItem[]> {
  const rows = await db
    .selectFrom('interviews')
    .innerJoin('applications', 'applications.id', 'interviews.applicationId')
    .selectAll('interviews')
    .select(APPLICATION_COLUMNS)
    .where('interviews.status', '=', 'scheduled')
    .where('interviews.startsAt', '>=', options.now)
    .orderBy('interviews.startsAt')
    .orderBy('interviews.id')
    .limit(options.limit)
    .execute();
  return toListItems(db, rows);
}

// Enough for anyone's diary; older interviews are on their applications.
const MINE_LIMIT = 50;

/**
 * The scheduled interviews `userId` sits on: those still to come soonest first, then the past
 * ones latest first, with whether their scorecard is in.
 */
export async function listInterviewsOfInterviewer(
  db: Kysely<Database>,
  userId: string,
  now: string,
): Promise<MyInterview[]> {
  const base = db
    .selectFrom('interviews')
    .innerJoin('interviewInterviewers as mine', 'mine.interviewId', 'interviews.id')
    .innerJoin('applications', 'applications.id', 'interviews.applicationId')
    .selectAll('interviews')
    .select(APPLICATION_COLUMNS)
    .where('mine.userId', '=', userId)
    .where('interviews.status', '=', 'scheduled');
  const [upcoming, past] = await Promise.all([
    base
      .where('interviews.startsAt', '>=', now)
      .orderBy('interviews.startsAt')
      .orderBy('interviews.id')
      .limit(MINE_LIMIT)
      .execute(),
    base
      .where('interviews.startsAt', '<', now)
      .orderBy('interviews.startsAt', 'desc')
      .orderBy('interviews.id', 'desc')
      .limit(MINE_LIMIT)
      .execute(),
  ]);
  const rows = [...upcoming, ...past].slice(0, MINE_LIMIT);
  const items = await toListItems(db, rows);
  const submitted = new Set(
    rows.length === 0
      ? []
      : (
          await db
            .selectFrom('scorecards')
            .select('interviewId')
            .where('interviewerId', '=', userId)
            .where(
              'interviewId',
              'in',
              rows.map((row) => row.id),
            )
            .execute()
        ).map((row) => row.interviewId),
  );
  return items.map((item) => ({ ...item, hasSubmittedScorecard: submitted.has(item._id) }));
}

/** Active staff of any role, by name: whom an interview can be given to. */
export async function listInterviewerOptions(db: Kysely<Database>): Promise<InterviewerOption[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('isDisabled', '=', 0)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.name }));
}
