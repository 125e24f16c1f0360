import type { Db } from '../db/connection.ts';
import { raiseContentVersion, readContentVersion } from '../db/content-version.ts';

// Which version of the public content a cached page was made from (decision 014). Every write to
// jobs, products, gallery or case studies raises it before its response is sent, so the next
// request, on this instance or another, finds its cached pages out of date.
//
// - SQLite runs one process (decision 001): the version lives in memory and is free to read.
// - PostgreSQL may have several instances: the version is a row every request reads. Reads are
//   shared, but only with a read that started after the request arrived, so a write another
//   instance acknowledged before the request came is always seen.

export type ContentVersion = {
  /** The version now; synchronous where nothing needs asking. */
  current: () => string | Promise<string>;
  /** Marks the public content as changed. */
  raise: () => Promise<void>;
};

export function createContentVersion(db: Db, kind: 'sqlite' | 'postgres'): ContentVersion {
  if (kind === 'sqlite') {
    // A random start, so pages cached before a restart can never be taken for current ones.
    let version = 0;
    const epoch = Math.random().toString(36).slice(2, 8);
    let current = `${epoch}.${version}`;
    return {
      current: () => current,
      raise: async () => {
        version += 1;
        current = `${epoch}.${version}`;
      },
    };
  }
  const current = sharedRead(() => readContentVersion(db));
  return {
    current,
    raise: async () => {
      await raiseContentVersion(db);
    },
  };
}

/**
 * Wraps `read` so that callers arriving together share one query, yet none gets the answer of a
 * query that started before it called: a caller arriving while a query runs waits for the next,
 * which all callers arriving meanwhile share.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<unknown> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const query = read();
    const settled = query.then(
      () => undefined,
      () => undefined,
    );
    running = settled;
    void settled.then(() => {
      if (running === settled) running = undefined;
    });
    return query;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
