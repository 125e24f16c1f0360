import { z } from 'zod';
import {
  applicationCreateSchema,
  applicationExportQuerySchema,
  applicationListQuerySchema,
  applicationNoteFormSchema,
  applicationStatusSchema,
} from '../../domain/application.ts';
import { applicationWithdrawSchema } from '../../domain/application-withdrawal.ts';
import { auditListQuerySchema } from '../../domain/audit.ts';
import { contactFormSchema, enquiryHandledSchema, enquiryListQuerySchema } from '../../domain/contact.ts';
import { jobListQuerySchema, jobViewQuerySchema } from '../../domain/job.ts';
import { loginSchema } from '../../domain/login.ts';
import { outboxListQuerySchema } from '../../domain/outbox.ts';
import { personalDataRequestSchema } from '../../domain/personal-data.ts';
import { passwordChangeSchema, staffCreateSchema, staffUpdateSchema } from '../../domain/staff.ts';
import { CONTENT_OPERATIONS } from './openapi-content-operations.ts';
import { INTERVIEW_OPERATIONS } from './openapi-hiring-interviews-operations.ts';
import { HIRING_MESSAGES_OPERATIONS } from './openapi-hiring-messages-operations.ts';
import { HIRING_SCORECARD_OPERATIONS } from './openapi-hiring-scorecards-operations.ts';
import { INSIGHTS_COLLECTION_OPERATIONS } from './openapi-insight-events-operations.ts';
import { INSIGHT_OPERATIONS } from './openapi-insights-operations.ts';
import { MEDIA_OPERATIONS } from './openapi-media-operations.ts';
import { json, type Operation } from './openapi-operation.ts';
import { PASSKEY_OPERATIONS } from './openapi-passkeys-operations.ts';
import { PUBLISHING_OPERATIONS } from './openapi-publishing-operations.ts';
import { SESSIONS_OPERATIONS } from './openapi-sessions-operations.ts';
import { SIGN_IN_OPERATIONS } from './openapi-sign-in-operations.ts';
import { SINGLE_SIGN_ON_OPERATIONS } from './openapi-single-sign-on-operations.ts';
import { STATEMENT_OPERATIONS } from './openapi-statements-operations.ts';
import { TALENT_OPERATIONS } from './openapi-talent-operations.ts';
import { jobBodySchema } from './routes/jobs-body.ts';

// Every route of the API, with the zod schemas its handler parses: the service, sign-in and
// hiring routes here, the site-content ones in openapi-content-operations.ts. openapi.ts turns
// the list into the OpenAPI document; tests/api/openapi.test.ts checks it against the routes.

export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/health',
    summary: 'Health: which database and file store are in use; 200 when both answer, 503 otherwise',
    isAdminOnly: false,
  },
  { method: 'get', path: '/openapi.json', summary: 'This description', isAdminOnly: false },
  {
    method: 'post',
    path: '/auth/login',
    summary:
      'Sign in; answers token, deviceToken and data.user. An account with a second factor answers 401 { mfaRequired: true, methods } until the same call carries code (authenticator or recovery code) or passkey',
    isAdminOnly: false,
    body: json(loginSchema),
    answers: 'user',
  },
  {
    method: 'get',
    path: '/auth/me',
    summary: 'The signed-in member of staff, with their role',
    isAdminOnly: true,
    answers: 'user',
  },
  { method: 'get', path: '/auth/logout', summary: 'Revoke this session', isAdminOnly: true },
  {
    method: 'post',
    path: '/auth/password',
    summary: 'Change your own password (any role); ends your other sessions',
    isAdminOnly: true,
    body: json(passwordChangeSchema),
    answers: 'user',
    isChange: true,
  },
  {
    method: 'get',
    path: '/users',
    summary: 'Staff accounts (admin role)',
    isAdminOnly: true,
    answers: 'users',
  },
  {
    method: 'post',
    path: '/users',
    summary: 'Add a staff account with an initial password (admin role)',
    isAdminOnly: true,
    body: json(staffCreateSchema),
    answers: 'user',
  },
  {
    method: 'patch',
    path: '/users/{id}',
    summary: 'Change a staff account: name, e-mail, role, disabled, a new initial password (admin role)',
    isAdminOnly: true,
    body: json(staffUpdateSchema),
    answers: 'user',
  },
  {
    method: 'delete',
    path: '/users/{id}',
    summary: 'Remove a staff account (admin role)',
    isAdminOnly: true,
  },
  {
    method: 'get',
    path: '/personal-data/export',
    summary: 'Everything held for an e-mail address, as a JSON download (admin role)',
    isAdminOnly: true,
    query: personalDataRequestSchema,
    answers: 'export',
  },
  {
    method: 'post',
    path: '/personal-data/erase',
    summary: 'Erase every application, CV, note, enquiry and e-mail for an address (admin role)',
    isAdminOnly: true,
    body: json(personalDataRequestSchema),
    answers: 'erased',
    isChange: true,
  },
  {
    method: 'get',
    path: '/audit',
    summary: 'The activity log, newest first: who did what to which record, when, from where (admin role)',
    isAdminOnly: true,
    query: auditListQuerySchema,
    answers: 'entries',
  },
  {
    method: 'get',
    path: '/jobs',
    summary: 'Jobs (anonymous callers: published, active and open only; staff: every job with its state)',
    isAdminOnly: false,
    query: jobListQuerySchema,
    answers: 'jobs',
    isPaged: true,
  },
  {
    method: 'get',
    path: '/jobs/{id}',
    summary: 'One job (anonymous callers: published and open only; ?view=draft: the working copy)',
    isAdminOnly: false,
    query: jobViewQuerySchema,
    answers: 'job',
  },
  {
    method: 'post',
    path: '/jobs',
    summary: 'Create a job (JSON or form data); status draft keeps it from the public',
    isAdminOnly: true,
    body: json(jobBodySchema),
    answers: 'job',
  },
  {
    method: 'put',
    path: '/jobs/{id}',
    summary: 'Replace a job (JSON or form data); status draft on a published job saves its draft',
    isAdminOnly: true,
    body: json(jobBodySchema),
    answers: 'job',
  },
  { method: 'delete', path: '/jobs/{id}', summary: 'Delete a job', isAdminOnly: true },
  {
    method: 'post',
    path: '/applications/upload-cv',
    summary:
      'Upload a CV (private) or, signed in with ?purpose=job-description, a job description PDF (public); answers fileUrl',
    isAdminOnly: false,
    query: z.object({ purpose: z.literal('job-description').optional() }),
    body: {
      kind: 'multipart',
      schema: z.object({}),
      files: {
        file: { isRequired: true, accept: 'application/pdf (checked by its content), at most 10 MB' },
      },
    },
  },
  {
    method: 'get',
    path: '/applications/cv/{file}',
    summary: 'Download a CV (administrators only)',
    isAdminOnly: true,
    file: 'application/pdf',
  },
  {
    method: 'post',
    path: '/applications',
    summary: 'Submit a job application',
    isAdminOnly: false,
    body: json(applicationCreateSchema),
    answers: 'application',
  },
  {
    method: 'post',
    path: '/applications/withdraw',
    summary:
      'The applicant withdraws an application with the signed token from their confirmation e-mail: it, its CV, notes, history and e-mails are deleted; 400 for a token that is not valid, 410 for one expired or already used',
    isAdminOnly: false,
    body: json(applicationWithdrawSchema),
  },
  {
    method: 'get',
    path: '/applications',
    summary:
      'Applications, filtered, searched (q: part of a name, "first last" or e-mail; tag: one tag; cv: words that must all appear in the CV’s text) and paged; each with earlierApplications and tags; answers totalPages, and total with isTotalExact (false past 10,000: total is then a lower bound)',
    isAdminOnly: true,
    query: applicationListQuerySchema,
    answers: 'applications',
  },
  {
    method: 'get',
    path: '/applications/export.csv',
    summary:
      'The applications the list filters select, all pages, as a CSV file (UTF-8, streamed); ids=a,b,c (1–100) exports only those',
    isAdminOnly: true,
    query: applicationExportQuerySchema,
    file: 'text/csv',
  },
  {
    method: 'get',
    path: '/applications/{id}',
    summary:
      'One application with its notes, status history, tags, e-mails (newest first, at most 50), the same applicant’s other applications, its interviews (each with its interviewers’ progress and scorecards) and the competencies its job’s scorecards rate',
    isAdminOnly: true,
    answers: 'application, notes, history, related, interviews, competencies, tags, emails',
  },
  {
    method: 'patch',
    path: '/applications/{id}/status',
    summary: 'Change the status; a change is recorded in the history',
    isAdminOnly: true,
    body: json(applicationStatusSchema),
    answers: 'application',
  },
  {
    method: 'post',
    path: '/applications/{id}/notes',
    summary: 'Add an internal note',
    isAdminOnly: true,
    body: json(applicationNoteFormSchema),
    answers: 'note',
  },
  {
    method: 'delete',
    path: '/applications/{id}/notes/{noteId}',
    summary: 'Delete an internal note',
    isAdminOnly: true,
  },
  {
    method: 'delete',
    path: '/applications/{id}',
    summary: 'Delete an application, its CV, notes and history',
    isAdminOnly: true,
  },
  {
    method: 'post',
    path: '/contact',
    summary: 'Send an enquiry',
    isAdminOnly: false,
    body: json(contactFormSchema),
    answers: 'enquiry',
  },
  {
    method: 'get',
    path: '/contact',
    summary:
      'Enquiries newest first, searched (q) and filtered (state), paged; answers totalPages, total (isTotalExact false past 10,000), page and openCount',
    isAdminOnly: true,
    query: enquiryListQuerySchema,
    answers: 'enquiries',
  },
  { method: 'get', path: '/contact/{id}', summary: 'One enquiry', isAdminOnly: true, answers: 'enquiry' },
  {
    method: 'patch',
    path: '/contact/{id}',
    summary: 'Mark an enquiry handled (by the signed-in administrator) or open again',
    isAdminOnly: true,
    body: json(enquiryHandledSchema),
    answers: 'enquiry',
  },
  { method: 'delete', path: '/contact/{id}', summary: 'Delete an enquiry', isAdminOnly: true },
  {
    method: 'get',
    path: '/outbox',
    summary:
      'E-mails newest first, filtered by status, paged, without their bodies; answers totalPages, total (isTotalExact false past 10,000), page, counts by status (inexactCounts: those past 10,000) and mailConfigured',
    isAdminOnly: true,
    query: outboxListQuerySchema,
    answers: 'messages',
  },
  {
    method: 'post',
    path: '/outbox/{id}/retry',
    summary: 'Queue a failed or cancelled e-mail again, to be sent at once (409 otherwise)',
    isAdminOnly: true,
    answers: 'message',
    isChange: true,
  },
  {
    method: 'post',
    path: '/outbox/{id}/cancel',
    summary: 'Cancel a queued e-mail so it is never sent (409 once it is being sent or sent)',
    isAdminOnly: true,
    answers: 'message',
    isChange: true,
  },
  {
    method: 'get',
    path: '/stats',
    summary:
      'Dashboard figures: jobs, applications (by country, status and week) and enquiries; for administrators and editors also `accreditationsExpiring` (expired or expiring within 60 days, soonest first)',
    isAdminOnly: true,
    answers: 'stats, accreditationsExpiring',
  },
  ...CONTENT_OPERATIONS,
  ...PUBLISHING_OPERATIONS,
  ...MEDIA_OPERATIONS,
  ...INTERVIEW_OPERATIONS,
  ...HIRING_SCORECARD_OPERATIONS,
  ...TALENT_OPERATIONS,
  ...HIRING_MESSAGES_OPERATIONS,
  ...SINGLE_SIGN_ON_OPERATIONS,
  ...PASSKEY_OPERATIONS,
  ...SIGN_IN_OPERATIONS,
  ...SESSIONS_OPERATIONS,
  ...STATEMENT_OPERATIONS,
  ...INSIGHTS_COLLECTION_OPERATIONS,
  ...INSIGHT_OPERATIONS,
];
