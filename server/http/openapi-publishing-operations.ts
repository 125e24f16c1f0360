import { restoreBodySchema, versionListQuerySchema } from '../../domain/publishing.ts';
import { CONTENT_TYPE_REGISTRY } from '../publishing/content-types.ts';
import { json, type Operation } from './openapi-operation.ts';

// The publishing routes every content type has (decision 024, http/routes/publishing.ts),
// described once for each type in the registry.

function publishingOperations(type: string, record: string, answerKey: string, param: string): Operation[] {
  const base = `/${type}/{${param}}`;
  return [
    {
      method: 'post',
      path: `${base}/publish`,
      summary: `Publish the ${record}'s working copy (its draft, or the row): keeps a version`,
      isAdminOnly: true,
      answers: answerKey,
      isChange: true,
    },
    {
      method: 'post',
      path: `${base}/unpublish`,
      summary: `Hide the ${record} from the public (status draft); its draft stays`,
      isAdminOnly: true,
      answers: answerKey,
      isChange: true,
    },
    {
      method: 'delete',
      path: `${base}/draft`,
      summary: `Discard the ${record}'s draft (404 when it has none)`,
      isAdminOnly: true,
      answers: answerKey,
    },
    {
      method: 'get',
      path: `${base}/versions`,
      summary: `The ${record}'s versions, newest first: id, number, createdAt, actorEmail, status`,
      isAdminOnly: true,
      query: versionListQuerySchema,
      answers: 'versions',
      isPaged: true,
    },
    {
      method: 'get',
      path: `${base}/versions/{versionId}`,
      summary: `One version of the ${record}, with its document`,
      isAdminOnly: true,
      answers: 'version',
    },
    {
      method: 'post',
      path: `${base}/versions/{versionId}/restore`,
      summary: `Restore a version of the ${record} as its draft, or with { "publish": true } publish it (the body is optional); keeps a version`,
      isAdminOnly: true,
      body: json(restoreBodySchema),
      answers: answerKey,
      isChange: true,
    },
    {
      method: 'post',
      path: `${base}/preview-link`,
      summary: `A signed link to the ${record}'s public page showing its working copy; answers data.url (absolute) and data.expiresAt`,
      isAdminOnly: true,
      answers: 'url, expiresAt',
      isChange: true,
    },
  ];
}

const RECORD_WORDS: Record<string, string> = {
  jobs: 'job',
  'case-studies': 'case study',
  products: 'product',
  gallery: 'gallery image',
  'site-content': 'site content section',
};

/** The name of the record's id in a type's paths (routes/site-content.ts: the section's key). */
const ID_PARAMS: Record<string, string> = { 'site-content': 'key' };

export const PUBLISHING_OPERATIONS: Operation[] = [
  ...Object.values(CONTENT_TYPE_REGISTRY).flatMap((type) =>
    publishingOperations(
      type.name,
      RECORD_WORDS[type.name] ?? type.name,
      type.answerKey,
      ID_PARAMS[type.name] ?? 'id',
    ),
  ),
  {
    method: 'get',
    path: '/scheduled-changes',
    summary:
      'Scheduled publish and unpublish, soonest first (at most 100): type, id, title, action, at; of the types your role may change',
    isAdminOnly: true,
    answers: 'changes',
  },
];
