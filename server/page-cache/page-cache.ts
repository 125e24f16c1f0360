import type { CachedResponse } from './cached-response.ts';

// The render cache's memory (decision 014): responses by URL, each stamped with what it was made
// from (the content version and the UK date). An entry with another stamp is never served.
// Bounded in bytes, least recently used out first, so a stranger asking for endless distinct
// URLs costs renders but never memory. Requests for one URL that miss together share one render.

type Entry = { stamp: string; response: CachedResponse };

export type PageCache = {
  /** The entry for `key` made at `stamp`, if there is one. */
  get: (key: string, stamp: string) => CachedResponse | undefined;
  /**
   * The entry for `key` at `stamp`: made by `make` (undefined when the response is not one to
   * keep), or by the `make` of a request already making it.
   */
  fill: (
    key: string,
    stamp: string,
    make: () => Promise<CachedResponse | undefined>,
  ) => Promise<CachedResponse | undefined>;
  /** Whether `key` has an entry (of any stamp): a cheap test before working out the stamp. */
  has: (key: string) => boolean;
  size: () => { entries: number; bytes: number };
  /** Since start: answers from the cache, and renders made to fill it (decision 030's metrics). */
  counts: () => { hits: number; fills: number };
};

export function createPageCache(maxBytes: number): PageCache {
  const entries = new Map<string, Entry>();
  const making = new Map<string, Promise<CachedResponse | undefined>>();
  let bytes = 0;
  let hits = 0;
  let fills = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.response.bytes;
  };

  const store = (key: string, stamp: string, response: CachedResponse) => {
    remove(key);
    if (response.bytes > maxBytes / 4) return;
    entries.set(key, { stamp, response });
    bytes += response.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  return {
    has: (key) => entries.has(key),
    get: (key, stamp) => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.stamp !== stamp) {
        remove(key);
        return undefined;
      }
      // Most recently used last: Map keeps insertion order.
      entries.delete(key);
      entries.set(key, entry);
      hits += 1;
      return entry.response;
    },
    fill: (key, stamp, make) => {
      const flightKey = `${stamp} ${key}`;
      const inFlight = making.get(flightKey);
      if (inFlight) return inFlight;
      fills += 1;
      const made = make()
        .then((response) => {
          if (response) store(key, stamp, response);
          return response;
        })
        .finally(() => making.delete(flightKey));
      making.set(flightKey, made);
      return made;
    },
    size: () => ({ entries: entries.size, bytes }),
    counts: () => ({ hits, fills }),
  };
}
