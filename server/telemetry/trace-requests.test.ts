import { describe, expect, it } from 'vitest';
import { parseTraceparent } from './trace-requests.ts';

// W3C Trace Context §3.2, the examples of the specification and its rules for what to ignore.
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';

describe('parseTraceparent', () => {
  it('reads a version-00 header: trace id, parent id and flags', () => {
    expect(parseTraceparent(`00-${TRACE_ID}-${PARENT_ID}-01`)).toEqual({
      traceId: TRACE_ID,
      spanId: PARENT_ID,
      traceFlags: 1,
    });
    expect(parseTraceparent(`00-${TRACE_ID}-${PARENT_ID}-00`)?.traceFlags).toBe(0);
  });

  it('reads the four known fields of a later version and ignores what follows them', () => {
    expect(parseTraceparent(`cc-${TRACE_ID}-${PARENT_ID}-01-what-the-future-holds`)?.traceId).toBe(TRACE_ID);
  });

  it.each([
    ['no header', undefined],
    ['version ff', `ff-${TRACE_ID}-${PARENT_ID}-01`],
    ['version 00 with a fifth field', `00-${TRACE_ID}-${PARENT_ID}-01-extra`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${PARENT_ID}-01`],
    ['an all-zero parent id', `00-${TRACE_ID}-${'0'.repeat(16)}-01`],
    ['upper-case hex', `00-${TRACE_ID.toUpperCase()}-${PARENT_ID}-01`],
    ['a short trace id', `00-${TRACE_ID.slice(1)}-${PARENT_ID}-01`],
    ['two headers joined', `00-${TRACE_ID}-${PARENT_ID}-01, 00-${TRACE_ID}-${PARENT_ID}-01`],
  ])('ignores %s (the request starts a trace of its own)', (_case, header) => {
    expect(parseTraceparent(header)).toBeUndefined();
  });
});
