import {
  accreditationInputSchema,
  LINK_DAYS_DEFAULT,
  LINK_DAYS_MAX,
  linkInputSchema,
  SUGGESTIONS_LIMIT,
  statementInputSchema,
  statementListQuerySchema,
  suggestionsQuerySchema,
} from '../../domain/capability-statements.ts';
import { json, type Operation } from './openapi-operation.ts';

// Decision 028: capability statements for tenders, their PDFs and client links
// (server/http/routes/capability-statements.ts, statement-pdfs.ts), and the company's
// accreditations (routes/accreditations.ts). Editors and administrators unless said; HR 403.
// The public PDFs (/case-studies/{slug}/pdf, /statements/{token}) are outside /api.

const PICKS =
  'Picks are ordered lists: `caseStudies` and `products` as `{ id, summary }` (summary null: the site’s own text; `caseStudyIds`/`productIds` are accepted as the plain form), `accreditationIds`, `peopleIds` (site content team) and `officeIds` (none: every office). An id naming nothing published (or no accreditation) is a 400 naming it.';

export const STATEMENT_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/capability-statements',
    summary:
      'Capability statements, newest change first, each with its latest PDF (`latestRender`); `q` finds title, client or tender reference',
    isAdminOnly: true,
    query: statementListQuerySchema,
    answers: 'statements',
    isPaged: true,
  },
  {
    method: 'post',
    path: '/capability-statements',
    summary: `Save a new capability statement. ${PICKS}`,
    isAdminOnly: true,
    body: json(statementInputSchema),
    answers: 'statement',
  },
  {
    method: 'get',
    path: '/capability-statements/suggestions',
    summary: `Published case studies and products that suit a tender, ranked by the sector’s and services’ keywords and the words of \`q\`, each with its \`reason\` ("mentions G99, substation"); at most ${SUGGESTIONS_LIMIT} of each. \`services\` is a comma-separated list of slugs`,
    isAdminOnly: true,
    query: suggestionsQuerySchema,
    answers: 'caseStudies, products',
  },
  {
    method: 'get',
    path: '/capability-statements/{id}',
    summary:
      'One statement, with its latest PDF (`isCurrent` false when the statement or what it shows has changed since) and `unavailable`: the picks no longer published or deleted, left out of the next PDF',
    isAdminOnly: true,
    answers: 'statement, unavailable',
  },
  {
    method: 'put',
    path: '/capability-statements/{id}',
    summary: `Change a statement (the whole statement is sent again). ${PICKS}`,
    isAdminOnly: true,
    body: json(statementInputSchema),
    answers: 'statement',
  },
  {
    method: 'delete',
    path: '/capability-statements/{id}',
    summary: 'Delete a statement, its PDFs and its client links (which stop opening)',
    isAdminOnly: true,
    answers: 'statement',
  },
  {
    method: 'post',
    path: '/capability-statements/{id}/copy',
    summary: 'A new statement from a saved one, titled "Copy of …", with the same picks (not its links)',
    isAdminOnly: true,
    answers: 'statement',
  },
  {
    method: 'post',
    path: '/capability-statements/{id}/renders',
    summary:
      'Queue the PDF of the statement as it is now, or find the one already made of the same content: 202 while it is being made, 200 once made. 400 when nothing chosen can be shown',
    isAdminOnly: true,
    answers: 'render',
    isChange: true,
  },
  {
    method: 'get',
    path: '/capability-statements/{id}/renders/{renderId}',
    summary: 'A PDF’s progress: `status` (queued, rendering, done, failed), `progress` 0–100 and `step`',
    isAdminOnly: true,
    answers: 'render',
  },
  {
    method: 'get',
    path: '/capability-statements/{id}/pdf',
    summary:
      'The PDF of the statement as it is now, as an attachment named from client and title. Made first if need be, waiting up to 60 s; then 503 with Retry-After',
    isAdminOnly: true,
    file: 'application/pdf',
  },
  {
    method: 'post',
    path: '/capability-statements/{id}/links',
    summary: `A client’s private link to the current PDF (made first if need be), lasting \`days\` (1–${LINK_DAYS_MAX}, default ${LINK_DAYS_DEFAULT}). \`url\` is in this answer only: only the token’s SHA-256 is stored`,
    isAdminOnly: true,
    body: json(linkInputSchema),
    answers: 'link',
  },
  {
    method: 'get',
    path: '/capability-statements/{id}/links',
    summary: 'The statement’s client links, newest first, with their first and last opening and count',
    isAdminOnly: true,
    answers: 'links',
  },
  {
    method: 'delete',
    path: '/capability-statements/{id}/links/{linkId}',
    summary: 'Withdraw a client link: it answers 410 from now on',
    isAdminOnly: true,
    answers: 'link',
  },
  {
    method: 'get',
    path: '/accreditations',
    summary:
      'The company’s accreditations by name, each with its `state` today: valid, expiring (within 60 days) or expired',
    isAdminOnly: true,
    answers: 'accreditations',
  },
  {
    method: 'post',
    path: '/accreditations',
    summary: 'Administrators: add an accreditation (`expiresOn` YYYY-MM-DD, or null if it does not expire)',
    isAdminOnly: true,
    body: json(accreditationInputSchema),
    answers: 'accreditation',
  },
  {
    method: 'put',
    path: '/accreditations/{id}',
    summary: 'Administrators: change an accreditation (all fields sent again)',
    isAdminOnly: true,
    body: json(accreditationInputSchema),
    answers: 'accreditation',
  },
  {
    method: 'delete',
    path: '/accreditations/{id}',
    summary: 'Administrators: delete an accreditation (statements that chose it show it as unavailable)',
    isAdminOnly: true,
    answers: 'accreditation',
  },
];
