import { Hono } from 'hono';
import { beaconEventSchema } from '../../../domain/insights.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import type { BodyLimit } from '../limited-body.ts';
import { readLimitedBytes } from '../limited-body.ts';
import { rateLimit } from '../rate-limit.ts';
import { recordInsightEvent } from '../record-insight-event.ts';
import { mediaType } from '../request-body.ts';

// Decision 029: POST /api/insights/events, the page's beacon (a step of the application form
// reached, a download, an outbound link). It always answers 204, no body and no cookie, counted or
// not: a visitor learns nothing from it and waits for nothing. Only what the site's rules ask of
// every body still holds: 413 past the limit, 415 for a type a beacon never sends, 429 past the
// rate limit, which keeps a stranger from filling the table.

export const BEACON_BODY_LIMIT: BodyLimit = {
  maxBytes: 2 * 1024,
  tooLargeMessage: 'An insights event is at most 2 KB',
};
const MINUTE = 60 * 1000;
// navigator.sendBeacon sends a string as text/plain (a page on another site could too, but JSON
// is no protection here: the event is as anyone's to send as the page view is).
const BEACON_TYPES = new Set(['text/plain', 'application/json']);

export function insightEventRoutes() {
  return new Hono<AppEnv>().post(
    '/',
    rateLimit({ name: 'insight-event', max: 120, windowMs: MINUTE }),
    async (c) => {
      if (!BEACON_TYPES.has(mediaType(c))) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the event as JSON (text/plain or application/json)',
        );
      }
      const event = parseBeacon(await readLimitedBytes(c, BEACON_BODY_LIMIT));
      // An event that is not JSON or not one the schema knows is not recorded, and still answered
      // 204: the page that sent it does not read the answer, and a 400 would only tell a prober
      // which shapes are counted.
      if (event) recordInsightEvent(c, event.kind, event.path, event.detail);
      return c.body(null, 204);
    },
  );
}

function parseBeacon(bytes: Uint8Array) {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
  const parsed = beaconEventSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}
