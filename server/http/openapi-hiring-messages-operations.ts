import {
  bulkActionSchema,
  candidateEmailSchema,
  emailTemplateFormSchema,
} from '../../domain/email-templates.ts';
import { json, type Operation } from './openapi-operation.ts';

// Decision 026: candidate e-mails, their templates and bulk actions on applications
// (server/http/routes/email-templates.ts, routes/application-emails.ts): HR and administrators.

const MERGE_NOTE =
  'Merge fields in {{double braces}}: firstName, lastName, position, office, interviewer, date, companyName; any other is a 400 naming it';

export const HIRING_MESSAGES_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/email-templates',
    summary: 'The candidate e-mail templates, by name',
    isAdminOnly: true,
    answers: 'templates',
  },
  {
    method: 'post',
    path: '/email-templates',
    summary: `Create a template. ${MERGE_NOTE}`,
    isAdminOnly: true,
    body: json(emailTemplateFormSchema),
    answers: 'template',
  },
  {
    method: 'put',
    path: '/email-templates/{id}',
    summary: `Change a template. ${MERGE_NOTE}`,
    isAdminOnly: true,
    body: json(emailTemplateFormSchema),
    answers: 'template',
  },
  {
    method: 'delete',
    path: '/email-templates/{id}',
    summary: 'Delete a template (e-mails already sent from it are kept)',
    isAdminOnly: true,
    answers: 'template',
  },
  {
    method: 'post',
    path: '/applications/{id}/emails/preview',
    summary:
      'The e-mail (templateId, or subject and body) merged for this applicant as it would be sent now; missing[] names the fields with no value yet (e.g. no interview scheduled)',
    isAdminOnly: true,
    body: json(candidateEmailSchema),
    answers: 'preview',
    isChange: true,
  },
  {
    method: 'post',
    path: '/applications/{id}/emails',
    summary:
      'Queue an e-mail to the applicant (templateId, or subject and body), merged now, Reply-To the application mailbox of their office; a field with no value is a 400',
    isAdminOnly: true,
    body: json(candidateEmailSchema),
    answers: 'email',
  },
  {
    method: 'post',
    path: '/applications/bulk',
    summary:
      'For 1–100 applications: action "status" sets the status of each (recorded in its history, nothing e-mailed); action "email" queues the template to each applicant, refusing those with a merge field with no value; results[] per id (done, unchanged, not-found, missing-values)',
    isAdminOnly: true,
    body: json(bulkActionSchema),
    answers: 'results',
    isChange: true,
  },
];
