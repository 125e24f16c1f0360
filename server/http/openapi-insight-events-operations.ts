import { beaconEventSchema } from '../../domain/insights.ts';
import type { Operation } from './openapi-operation.ts';
import { BEACON_BODY_LIMIT } from './routes/insight-events.ts';

// Decision 029: insights without cookies. The public beacon of page events
// (routes/insight-events.ts); page views, enquiries and applications are counted by the server.

export const INSIGHTS_COLLECTION_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/insights/events',
    summary:
      'Public: a page event (`application-step` with detail 1, 2 or 3; `download` with the file path; `outbound` with the link host) for the dashboard Insights. Always 204 with no body and no cookie, counted or not; not counted for a robot, `DNT: 1` or `Sec-GPC: 1`',
    isAdminOnly: false,
    body: {
      kind: 'beacon',
      schema: beaconEventSchema,
      maxBytes: BEACON_BODY_LIMIT.maxBytes,
      rateLimit: 'At most 120 a minute from one address (429 past it).',
    },
    isNoContent: true,
  },
];
