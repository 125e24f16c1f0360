import { applicationTagsSchema } from '../../domain/application-tags.ts';
import { json, type Operation } from './openapi-operation.ts';

// Decision 026 (talent pool and the pipeline board): HR and administrators; editors 403.

export const TALENT_OPERATIONS: Operation[] = [
  {
    method: 'put',
    path: '/applications/{id}/tags',
    summary:
      'Replace an application’s tags (each 1–40 characters, at most 20, matched without regard to case or accents); answers them as stored',
    isAdminOnly: true,
    body: json(applicationTagsSchema),
    answers: 'tags',
  },
  {
    method: 'get',
    path: '/application-tags',
    summary:
      'The tags in use with how many applications carry each: tags[] of { tag, count }, most used first',
    isAdminOnly: true,
    answers: 'tags',
  },
  {
    method: 'get',
    path: '/jobs/{id}/board',
    summary:
      'A job’s pipeline board: the applications whose position is its title, a column per status with its exact count and its 50 longest-waiting (waitingDays, isStale past staleAfterDays in pending, reviewed or interviewed; tags)',
    isAdminOnly: true,
    answers: 'job, staleAfterDays, columns',
  },
];
