import { randomBytes } from 'node:crypto';
import { timeOrderedIds } from '../db/ids.ts';

// Decision 029: an event's id, in the shape of db/ids.ts's newId (24 hex, starting with the time,
// so ids sort in the order events were counted), but with the random part drawn once per
// process instead of once per id: a page view pays for its id on the request path, and a
// randomBytes() call was a third of the cost of counting it. The counter keeps one process's ids
// apart, the random part two processes'.

const PROCESS_PART = randomBytes(4).toString('hex');

export const eventId: (now: number) => string = timeOrderedIds(() => PROCESS_PART);

let isoMs = -1;
let iso = '';

/** The instant `ms` as ISO 8601; the same millisecond's string is reused. */
export function isoTimeOf(ms: number): string {
  if (ms !== isoMs) {
    isoMs = ms;
    iso = new Date(ms).toISOString();
  }
  return iso;
}
