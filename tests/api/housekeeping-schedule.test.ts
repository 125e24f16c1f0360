import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

// HOUSEKEEPING_FIRST_RUN_SECONDS sets when the first clean-up pass runs (default 5 s), and each
// pass logs its end with its duration: `npm run bench:data` holds the pass off with it and waits
// for that line (docs/decisions/021).

describe('the clean-up schedule', () => {
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSiteProcess({ entry: 'api', env: { HOUSEKEEPING_FIRST_RUN_SECONDS: '0' } });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('runs the first pass when HOUSEKEEPING_FIRST_RUN_SECONDS says and logs its end with its duration', async () => {
    // Under the default's 5 s, so a setting that was ignored fails here.
    const until = performance.now() + 4000;
    let finished: Record<string, unknown> | undefined;
    while (!finished && performance.now() < until) {
      finished = site.logs.find((entry) => entry.msg === 'housekeeping pass finished');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(finished?.durationMs).toEqual(expect.any(Number));
  });
});
