import { Hono } from 'hono';
import { listInterviewsOfInterviewer } from '../../db/scorecard-interviews.ts';
import { interviewsScoredBy } from '../../db/scorecards.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';

// Decision 026: GET /scorecards/mine, any signed-in member of staff: the scheduled interviews
// they are an interviewer on, newest first, each with whether their scorecard is in (the
// dashboard's "My interviews").

export function scorecardsMineRoutes() {
  return new Hono<AppEnv>().get('/mine', requireStaff('anyone'), async (c) => {
    const { db } = c.var.services;
    const userId = c.var.admin._id;
    const rows = await listInterviewsOfInterviewer(db, userId);
    const scored = await interviewsScoredBy(
      db,
      userId,
      rows.map((row) => row.id),
    );
    const interviews = rows.map((row) => ({
      _id: row.id,
      startsAt: row.startsAt,
      durationMinutes: row.durationMinutes,
      location: row.location,
      meetingUrl: row.meetingUrl,
      candidate: { firstName: row.firstName, lastName: row.lastName },
      position: row.position,
      hasSubmitted: scored.has(row.id),
    }));
    return c.json({ success: true, data: { interviews } });
  });
}
