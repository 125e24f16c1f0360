import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepestPage, LIST_LIMIT, MAX_LIST_LIMIT, pageFields, pageInfo, withPageDepth } from './list-page.ts';

const schema = withPageDepth(z.object(pageFields()));
const messages = (input: Record<string, string>) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('list page query (decision 019)', () => {
  it('defaults to page 1 of LIST_LIMIT rows, so callers that send neither see the whole small list', () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: LIST_LIMIT });
    expect(schema.parse({ page: '', limit: ' ' })).toEqual({ page: 1, limit: LIST_LIMIT });
  });

  it('reads whole numbers and serves a larger limit as the largest', () => {
    expect(schema.parse({ page: '3', limit: '24' })).toEqual({ page: 3, limit: 24 });
    expect(schema.parse({ limit: '100000' })).toEqual({ page: 1, limit: MAX_LIST_LIMIT });
  });

  it('refuses a page or limit that is not a whole number of 1 or more, saying which', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '2e3']) {
      expect(messages({ page })).toEqual(['page: page must be a whole number of 1 or more']);
    }
    for (const limit of ['0', '-5', 'ten', '10.0']) {
      expect(messages({ limit })).toEqual(['limit: limit must be a whole number of 1 or more']);
    }
  });

  it('refuses a page that starts past the deepest offset, naming the last page for that limit', () => {
    expect(deepestPage(100)).toBe(101);
    expect(schema.parse({ page: '101', limit: '100' }).page).toBe(101);
    expect(messages({ page: '102', limit: '100' })).toEqual([
      'page: page can be at most 101 at limit 100: narrow the list to reach further',
    ]);
  });

  it('answers the totals beside the list', () => {
    expect(pageInfo(0, 1, 10)).toEqual({ total: 0, page: 1, limit: 10, totalPages: 1, hasMore: false });
    expect(pageInfo(25, 2, 10)).toEqual({ total: 25, page: 2, limit: 10, totalPages: 3, hasMore: true });
    expect(pageInfo(25, 3, 10)).toMatchObject({ hasMore: false });
  });
});
