import { FEEDBACK_PAGE_PATH } from '../../domain/scorecards.ts';
import { signedTokenKind } from '../auth/signed-token.ts';
import type { Db } from '../db/connection.ts';
import {
  type FeedbackInterview,
  findFeedbackInterview,
  findInterviewer,
  type InterviewerRow,
} from '../db/scorecard-interviews.ts';
import { siteSecret } from '../db/site-secrets.ts';

// Decision 026: the interviewer's no-account link to the CV and the scorecard form. A signed
// token (auth/signed-token.ts, as the withdrawal link of decision 017) whose subject names the
// interview and the interviewer, valid until 7 days after the interview's end, with its own key
// ('interviewer-feedback'). Holding it opens that one interview's feedback page for that one
// interviewer; it stops working when it expires, when the interview is cancelled or deleted
// (with its application), or when the interviewer is taken off it.

// "{interview id}:{interviewer id}": two 24-character ids, 66 base64url characters; 96 leave room.
const tokens = signedTokenKind('interviewer-feedback', 96);
const DAY_MS = 24 * 60 * 60 * 1000;
export const LINK_DAYS_AFTER_END = 7;

export type InterviewerLink = { url: string; expiresAt: string };
export type LinkSubject = { interviewId: string; interviewerId: string };

/** The key links are signed with (made on first use). Read it outside any transaction. */
export function interviewerLinkKey(db: Db): Promise<Buffer> {
  return siteSecret(db, 'interviewer-feedback');
}

/** When a link to this interview stops working: 7 days after it ends. */
export function linkExpiryOf(interview: { startsAt: string; durationMinutes: number }): Date {
  return new Date(
    Date.parse(interview.startsAt) + interview.durationMinutes * 60_000 + LINK_DAYS_AFTER_END * DAY_MS,
  );
}

/** A token for `subject` that expires at `expiresAt` (tests make expired ones with it). */
export function signInterviewerToken(key: Uint8Array, subject: LinkSubject, expiresAt: Date): string {
  return tokens.sign(key, `${subject.interviewId}:${subject.interviewerId}`, expiresAt);
}

/**
 * The link for one interviewer of an interview, made with a key read beforehand: for a caller
 * inside a transaction (the invitation e-mails), which has the interview in hand.
 */
export function interviewerLinkWithKey(
  key: Uint8Array,
  publicUrl: string,
  interview: LinkSubject & { startsAt: string; durationMinutes: number },
): InterviewerLink {
  const expiresAt = linkExpiryOf(interview);
  const token = signInterviewerToken(key, interview, expiresAt);
  return {
    url: `${publicUrl}${FEEDBACK_PAGE_PATH}/${token}`,
    expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000).toISOString(),
  };
}

export type LinkRefusal = 'not-found' | 'cancelled' | 'not-interviewer' | 'past';

/**
 * The link for `interviewerId` on `interviewId`, or why there is none: no such interview, it was
 * cancelled, the person is not on it, or it ended so long ago that the link would be expired.
 */
export async function interviewerLinkFor(
  db: Db,
  options: LinkSubject & { publicUrl: string; now?: Date },
): Promise<{ isMade: true; link: InterviewerLink } | { isMade: false; reason: LinkRefusal }> {
  const interview = await findFeedbackInterview(db, options.interviewId);
  if (!interview) return { isMade: false, reason: 'not-found' };
  if (interview.status !== 'scheduled') return { isMade: false, reason: 'cancelled' };
  if (!(await findInterviewer(db, interview.id, options.interviewerId))) {
    return { isMade: false, reason: 'not-interviewer' };
  }
  if (linkExpiryOf(interview).getTime() <= (options.now ?? new Date()).getTime()) {
    return { isMade: false, reason: 'past' };
  }
  const key = await interviewerLinkKey(db);
  const link = interviewerLinkWithKey(key, options.publicUrl, {
    interviewId: interview.id,
    interviewerId: options.interviewerId,
    startsAt: interview.startsAt,
    durationMinutes: interview.durationMinutes,
  });
  return { isMade: true, link };
}

export type OpenedLink =
  | { status: 'open'; interview: FeedbackInterview; interviewer: InterviewerRow; expiresAt: Date }
  | { status: 'invalid' | 'expired' | 'withdrawn' };

const IDS = /^([a-f0-9]{24}):([a-f0-9]{24})$/;

/**
 * What a link token opens: the interview and the interviewer, or why not — not one of ours
 * ('invalid'), past its date ('expired'), or the interview cancelled or gone or the interviewer
 * taken off it ('withdrawn').
 */
export async function openInterviewerLink(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<OpenedLink> {
  const check = tokens.verify(await interviewerLinkKey(db), token, now);
  if (!check.isValid) return { status: check.reason };
  const [, interviewId = '', interviewerId = ''] = IDS.exec(check.subject) ?? [];
  if (!interviewId) return { status: 'invalid' };
  const interview = await findFeedbackInterview(db, interviewId);
  if (interview?.status !== 'scheduled') return { status: 'withdrawn' };
  const interviewer = await findInterviewer(db, interviewId, interviewerId);
  if (!interviewer) return { status: 'withdrawn' };
  return { status: 'open', interview, interviewer, expiresAt: check.expiresAt };
}

/** Whether `token` has the shape of a link token (no database work for anything else). */
export function isInterviewerTokenShaped(token: string): boolean {
  return tokens.isShaped(token);
}

/** The API path that streams the CV through a link token. */
export function cvPathOf(token: string): string {
  return `/api/interview-feedback/${token}/cv`;
}

/**
 * The CV path for a signed-in interviewer's own screen: through their link, so one route gates
 * every interviewer's CV access; null once the link would have expired.
 */
export async function interviewerCvUrl(
  db: Db,
  interview: { id: string; startsAt: string; durationMinutes: number },
  interviewerId: string,
  now: Date = new Date(),
): Promise<string | null> {
  const expiresAt = linkExpiryOf(interview);
  if (expiresAt.getTime() <= now.getTime()) return null;
  const key = await interviewerLinkKey(db);
  return cvPathOf(signInterviewerToken(key, { interviewId: interview.id, interviewerId }, expiresAt));
}
