import {
  hiringSettingsSchema,
  interviewerLinkRequestSchema,
  scorecardBodyShape,
} from '../../domain/scorecards.ts';
import { json, type Operation } from './openapi-operation.ts';

// Decision 026: per-job hiring settings, scorecards and the interviewer's no-account link
// (routes/job-hiring.ts, routes/interview-scorecards.ts, routes/scorecards-mine.ts,
// routes/interview-feedback.ts).

const SCORECARD_RULES =
  '`ratings` rates exactly the competencies of the job (key → 1 Well below, 2 Below, 3 Meets, 4 Exceeds the bar), `recommendation` strong-no | no | yes | strong-yes, `notes` 10 to 5,000 characters; a second scorecard from the same interviewer is 409';
const LINK_REFUSALS =
  '404 for a token that is not valid; 410 once expired, or when the interview was cancelled or the interviewer taken off it';

export const HIRING_SCORECARD_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/jobs/{id}/hiring',
    summary:
      'A job’s hiring settings: the competencies its scorecards rate and staleAfterDays (defaults until saved)',
    isAdminOnly: true,
    answers: 'hiring',
  },
  {
    method: 'put',
    path: '/jobs/{id}/hiring',
    summary: 'Save a job’s hiring settings: 1 to 8 competencies { key, label } and staleAfterDays 1 to 90',
    isAdminOnly: true,
    body: json(hiringSettingsSchema),
    answers: 'hiring',
  },
  {
    method: 'post',
    path: '/interviews/{id}/links',
    summary:
      'An interviewer’s no-account link to the CV and the scorecard form: data.link { url, expiresAt } (7 days after the interview ends)',
    isAdminOnly: true,
    body: json(interviewerLinkRequestSchema),
    answers: 'link',
  },
  {
    method: 'post',
    path: '/interviews/{id}/scorecards',
    summary: `Submit your own scorecard as an interviewer on the interview (any role; others 403): ${SCORECARD_RULES}`,
    isAdminOnly: true,
    body: json(scorecardBodyShape),
    answers: 'scorecard',
  },
  {
    method: 'get',
    path: '/interviews/{id}/feedback',
    summary:
      'What the feedback page shows an interviewer on the interview (HR and admin: any interview): candidate, position, time, competencies, own scorecard, and the others’ once your own is in',
    isAdminOnly: true,
    answers: 'feedback',
  },
  {
    method: 'get',
    path: '/scorecards/mine',
    summary: 'The scheduled interviews you are an interviewer on, newest first, with hasSubmitted (any role)',
    isAdminOnly: true,
    answers: 'interviews',
  },
  {
    method: 'get',
    path: '/interview-feedback/{token}',
    summary: `Through an interviewer’s link: the candidate’s name, the position, the interview’s time and length, the competencies, whether they have submitted, and the others’ scorecards once they have; ${LINK_REFUSALS}`,
    isAdminOnly: false,
    answers: 'feedback',
  },
  {
    method: 'get',
    path: '/interview-feedback/{token}/cv',
    summary: `Through an interviewer’s link: the candidate’s CV, shown inline, never cached; ${LINK_REFUSALS}`,
    isAdminOnly: false,
    file: 'application/pdf',
  },
  {
    method: 'post',
    path: '/interview-feedback/{token}/scorecard',
    summary: `Through an interviewer’s link: submit their scorecard. ${SCORECARD_RULES}; ${LINK_REFUSALS}`,
    isAdminOnly: false,
    body: json(scorecardBodyShape),
    answers: 'scorecard',
  },
];
