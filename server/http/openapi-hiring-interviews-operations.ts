import { interviewWriteSchema, upcomingInterviewsQuerySchema } from '../../domain/interviews.ts';
import { json, type Operation } from './openapi-operation.ts';

// Decision 026: interviews with calendar invitations (server/http/routes/interviews.ts). HR and
// administrators unless said; editors 403.

const WRITE_RULES =
  '`startsAt` is ISO 8601 with its offset (a time without one is a 400); `durationMinutes` 15–480; exactly one of `location` (an office) or `meetingUrl` (https); `interviewerIds` 1–6 distinct active staff ids';

export const INTERVIEW_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/applications/{id}/interviews',
    summary: `Schedule an interview on the application and e-mail an invitation with its calendar (.ics) to the applicant and each interviewer. ${WRITE_RULES}`,
    isAdminOnly: true,
    body: json(interviewWriteSchema),
    answers: 'interview',
  },
  {
    method: 'put',
    path: '/interviews/{id}',
    summary: `Change the interview's time, length, place or people. When any changed, SEQUENCE goes up and an update goes to the applicant and the interviewers who stay, an invitation to those added and a cancellation to those taken off; otherwise nothing is sent. 409 once cancelled. ${WRITE_RULES}`,
    isAdminOnly: true,
    body: json(interviewWriteSchema),
    answers: 'interview',
  },
  {
    method: 'delete',
    path: '/interviews/{id}',
    summary:
      'Cancel the interview (it stays on the application, status cancelled) and e-mail a cancellation (METHOD:CANCEL) to everyone on it; 409 if already cancelled',
    isAdminOnly: true,
    answers: 'interview',
  },
  {
    method: 'get',
    path: '/interviews/upcoming',
    summary:
      'The next scheduled interviews from now, soonest first, each with its application (limit 1–50, 5 by default)',
    isAdminOnly: true,
    query: upcomingInterviewsQuerySchema,
    answers: 'interviews',
  },
  {
    method: 'get',
    path: '/interviews/mine',
    summary:
      'Any signed-in member of staff: the scheduled interviews they sit on, those to come first, with hasSubmittedScorecard',
    isAdminOnly: true,
    answers: 'interviews',
  },
  {
    method: 'get',
    path: '/interviews/interviewer-options',
    summary: 'Active staff of any role who can be asked to interview: `_id` and `name` only',
    isAdminOnly: true,
    answers: 'interviewers',
  },
];
