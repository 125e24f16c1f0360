import { describe, expect, it } from 'vitest';
import type { CachedResponse } from './cached-response.ts';
import { createPageCache } from './page-cache.ts';

const response = (bytes: number): CachedResponse => ({
  status: 200,
  etag: 'W/"x"',
  variants: { identity: { body: new Uint8Array(0), headers: {}, headerList: [] } },
  notModified: {},
  notModifiedList: [],
  bytes,
  route: '/',
});

describe('createPageCache', () => {
  it('serves an entry only at the stamp it was made at', async () => {
    const cache = createPageCache(10_000);
    await cache.fill('/careers', 'v1 2026-11-25', async () => response(100));
    expect(cache.get('/careers', 'v1 2026-11-25')).toBeDefined();
    expect(cache.get('/careers', 'v2 2026-11-25')).toBeUndefined();
    // The stale entry is gone, not kept beside the new one.
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('makes one response for requests that miss together', async () => {
    const cache = createPageCache(10_000);
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return response(100);
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.fill('/', 's', make)));
    expect(made).toBe(1);
    expect(new Set(answers).size).toBe(1);
    // Counted for the metrics: one render made to fill it; then each answer from it a hit.
    expect(cache.counts()).toEqual({ hits: 0, fills: 1 });
    cache.get('/', 's');
    cache.get('/', 's');
    cache.get('/', 'another stamp');
    expect(cache.counts()).toEqual({ hits: 2, fills: 1 });
  });

  it('keeps nothing for a response not to keep, and lets the next request try again', async () => {
    const cache = createPageCache(10_000);
    expect(await cache.fill('/x', 's', async () => undefined)).toBeUndefined();
    expect(cache.has('/x')).toBe(false);
    await cache.fill('/x', 's', async () => response(10));
    expect(cache.has('/x')).toBe(true);
  });

  it('stays within its size by dropping the least recently used', async () => {
    const cache = createPageCache(1000);
    for (let i = 0; i < 100; i += 1) await cache.fill(`/?n=${i}`, 's', async () => response(200));
    expect(cache.size().bytes).toBeLessThanOrEqual(1000);
    expect(cache.size().entries).toBe(5);
    expect(cache.has('/?n=99')).toBe(true);
    cache.get('/?n=95', 's');
    await cache.fill('/new', 's', async () => response(200));
    expect(cache.has('/?n=95')).toBe(true);
    expect(cache.has('/?n=96')).toBe(false);
  });

  it('counts bytes, not entries: one large response pushes out as many small ones as it needs', async () => {
    const cache = createPageCache(1000);
    for (let i = 0; i < 10; i += 1) await cache.fill(`/small/${i}`, 's', async () => response(100));
    expect(cache.size()).toEqual({ entries: 10, bytes: 1000 });
    await cache.fill('/large', 's', async () => response(250));
    // The three least recently used go (300 bytes freed for 250), the other seven stay.
    expect(cache.size()).toEqual({ entries: 8, bytes: 950 });
    expect(['/small/0', '/small/1', '/small/2'].some((key) => cache.has(key))).toBe(false);
    expect(cache.has('/small/3')).toBe(true);
    expect(cache.has('/large')).toBe(true);
  });

  it('does not keep one response bigger than a quarter of its size', async () => {
    const cache = createPageCache(1000);
    await cache.fill('/big', 's', async () => response(600));
    expect(cache.has('/big')).toBe(false);
  });
});
