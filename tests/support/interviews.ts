import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/connection.ts';
import { newId, nowIso } from '../../server/db/ids.ts';

// Interviews for scorecard tests, written straight into the two tables (decision 026): the
// routes that schedule interviews are their own piece of work, and these tests need only the
// rows an interview leaves (the application itself is made through the real API).

export type FixtureInterviewer = { _id: string; name: string; email: string };

export type FixtureInterview = {
  applicationId: string;
  interviewers: readonly FixtureInterviewer[];
  /** Defaults to tomorrow at this time. */
  startsAt?: Date;
  durationMinutes?: number;
  status?: 'scheduled' | 'cancelled';
};

/** An interview with its interviewers; answers its id. */
export async function insertInterview(db: Db, interview: FixtureInterview): Promise<string> {
  const id = newId();
  const now = nowIso();
  const startsAt = interview.startsAt ?? new Date(Date.now() + 24 * 60 * 60 * 1000);
  await db
    .insertInto('interviews')
    .values({
      id,
      applicationId: interview.applicationId,
      startsAt: startsAt.toISOString(),
      durationMinutes: interview.durationMinutes ?? 60,
      location: 'Head office, meeting room 2',
      meetingUrl: null,
      status: interview.status ?? 'scheduled',
      sequence: 0,
      createdById: interview.interviewers[0]?._id ?? 'fixture',
      createdByName: 'Fixture',
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  if (interview.interviewers.length > 0) {
    await db
      .insertInto('interviewInterviewers')
      .values(
        interview.interviewers.map((person) => ({
          interviewId: id,
          userId: person._id,
          name: person.name,
          email: person.email,
        })),
      )
      .execute();
  }
  return id;
}

export async function cancelInterview(db: Db, interviewId: string): Promise<void> {
  await db
    .updateTable('interviews')
    .set({ status: 'cancelled', updatedAt: nowIso() })
    .where('id', '=', interviewId)
    .execute();
}

export async function removeInterviewer(db: Db, interviewId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('interviewInterviewers')
    .where('interviewId', '=', interviewId)
    .where('userId', '=', userId)
    .execute();
}

/** A made-up e-mail address for a test's own staff account. */
export function staffEmail(name: string): string {
  return `${name.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(3).toString('hex')}@voltline.example`;
}
