import { randomBytes } from 'node:crypto';

// A new `_id`: 24 lower-case hex characters, the familiar shape of a document id. Like a MongoDB
// ObjectId it starts with the time, so ids sort in creation order: lists ordered "newest first"
// by (createdAt, id) stay in creation order even for rows made within one millisecond.
//   12 hex: milliseconds since 1970 (good until the year 10889)
//    4 hex: a counter within that millisecond (this process)
//    8 hex: random, so ids from several processes never collide

/**
 * A maker of such ids, each maker with its own counter; `tail` gives the last 8 hex characters
 * (insights/event-ids.ts draws them once per process rather than once per id).
 */
export function timeOrderedIds(tail: () => string): (now: number) => string {
  let lastMs = 0;
  let counter = 0;
  return (now) => {
    let ms = now;
    if (ms <= lastMs) {
      // Same millisecond (or the clock stepped back): keep counting from the last one.
      ms = lastMs;
      counter += 1;
      if (counter > 0xffff) {
        ms += 1;
        counter = 0;
      }
    } else {
      counter = 0;
    }
    lastMs = ms;
    return ms.toString(16).padStart(12, '0') + counter.toString(16).padStart(4, '0') + tail();
  };
}

const nextId = timeOrderedIds(() => randomBytes(4).toString('hex'));

export function newId(): string {
  return nextId(Date.now());
}

export function nowIso(): string {
  return new Date().toISOString();
}
