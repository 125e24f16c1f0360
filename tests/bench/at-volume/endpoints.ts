import { ukDateOn } from '../../../domain/job-closing.ts';
import { addDays } from '../../../server/insights/day-range.ts';
import type { Facts } from './fill.ts';
import type { Volumes } from './volumes.ts';

// Every endpoint the bench times, in one table to edit as the API grows: the staff lists,
// searches and filters (as the dashboard calls them today), the public pages (and their `?page=`
// variants, which today render the whole list under a URL of their own) and the public reads.
// `kind` decides the targets a line is checked against (report.ts).

export type EndpointKind = 'staff' | 'page' | 'public-api';

export type Endpoint = { name: string; path: string; kind: EndpointKind };

const q = (value: string) => encodeURIComponent(value);
const insightsFrom = (daysBack: number) => addDays(ukDateOn(new Date()), -daysBack);

export function endpoints(facts: Facts, volumes: Volumes): Endpoint[] {
  const person = facts.repeatApplicant;
  const { hiring } = facts;
  const applicationPages = Math.ceil(volumes.applications / 10);
  const enquiryPages = Math.ceil(volumes.enquiries / 10);
  const activityPages = Math.ceil(volumes.activity / 50);
  const outboxPages = Math.ceil(volumes.emails / 20);
  const staff = (name: string, path: string): Endpoint => ({ name, path, kind: 'staff' });
  const page = (path: string): Endpoint => ({ name: path, path, kind: 'page' });
  const api = (path: string): Endpoint => ({ name: path, path, kind: 'public-api' });
  return [
    staff('applications, page 1', '/api/applications?page=1&limit=10'),
    staff('applications, middle page', `/api/applications?page=${Math.ceil(applicationPages / 2)}&limit=10`),
    staff('applications, last page', `/api/applications?page=${applicationPages}&limit=10`),
    staff(
      'applications, search by name',
      `/api/applications?q=${q(`${person.firstName} ${person.lastName}`)}`,
    ),
    staff('applications, search by e-mail', `/api/applications?q=${q(person.email)}`),
    staff('applications, by status', '/api/applications?status=hired'),
    staff('applications, by country', `/api/applications?country=${q(facts.country)}`),
    staff('applications, by position', `/api/applications?position=${q(facts.position)}`),
    // Decision 026's hiring reads, with the staff lists' target.
    staff('applications, CV rare word', `/api/applications?cv=${q(hiring.cvRareWord)}`),
    staff('applications, CV common word', `/api/applications?cv=${q(hiring.cvCommonWord)}`),
    staff('applications, CV two words', `/api/applications?cv=${q(hiring.cvTwoWords)}`),
    staff('applications, by common tag', `/api/applications?tag=${q(hiring.commonTag)}`),
    staff('application tags', '/api/application-tags'),
    staff('job board, busiest job', `/api/jobs/${hiring.busiestJobId}/board`),
    staff('interviews, upcoming', '/api/interviews/upcoming'),
    staff('interviews, mine', '/api/interviews/mine'),
    staff('application detail, interviews', `/api/applications/${hiring.detailApplicationId}`),
    staff('enquiries, page 1', '/api/contact?page=1'),
    staff('enquiries, middle page', `/api/contact?page=${Math.ceil(enquiryPages / 2)}`),
    staff('enquiries, open', '/api/contact?state=open'),
    staff('enquiries, search a word', `/api/contact?q=${q(facts.enquiryWord)}`),
    staff('enquiries, search an e-mail', `/api/contact?q=${q(person.email)}`),
    staff('activity, page 1', '/api/audit?page=1'),
    staff('activity, middle page', `/api/audit?page=${Math.ceil(activityPages / 2)}`),
    staff('activity, by action', '/api/audit?action=status-change'),
    staff('activity, by person', `/api/audit?actor=${q(facts.staffEmail.split('@')[0] ?? '')}`),
    staff('activity, by record type', '/api/audit?entity=cv'),
    staff('outbox, page 1 with counts', '/api/outbox?page=1'),
    staff('outbox, middle page', `/api/outbox?page=${Math.ceil(outboxPages / 2)}`),
    staff('outbox, failed', '/api/outbox?status=failed'),
    staff('stats', '/api/stats'),
    // Decision 029: the dashboard's default range, and the longest one (today counted raw).
    staff('insights, last 30 days', '/api/insights'),
    staff('insights, 400 days', `/api/insights?from=${insightsFrom(399)}`),
    staff('insights export, 400 days', `/api/insights/export?from=${insightsFrom(399)}`),
    staff('jobs, view=all', '/api/jobs?view=all'),
    staff('users', '/api/users'),
    staff('personal-data export', `/api/personal-data/export?email=${q(person.email)}`),
    page('/'),
    page('/careers'),
    page('/careers?page=2'),
    page('/gallery'),
    page('/gallery?page=2'),
    page('/products'),
    page('/products?page=2'),
    page('/case-studies'),
    page('/case-studies?page=2'),
    api('/api/jobs'),
    api('/api/gallery'),
    api('/api/gallery?page=2'),
    api('/api/products'),
    api('/api/products?page=2'),
    api('/api/case-studies'),
    api('/api/case-studies?page=2'),
  ];
}

/** The slow staff query run beside the cached-page probe: pages through the activity log. */
export function activityWalk(volumes: Volumes, steps: number): string[] {
  const last = Math.ceil(volumes.activity / 50);
  return Array.from(
    { length: steps },
    (_, index) => `/api/audit?page=${Math.max(1, Math.round((last * index) / (steps - 1)))}`,
  );
}

/** The cached public page the probe polls. */
export const PROBED_PAGE = '/';
