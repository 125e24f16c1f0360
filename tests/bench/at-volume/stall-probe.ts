import { timeRequest } from './measure.ts';

// The worst wait of a cached public page: one request every 10 ms (one at a time, as a visitor
// clicking about), recording each answer's time, while something else runs on the server.

export type StallReport = { requests: number; worstMs: number; over100Ms: number; errors: number };

export function startStallProbe(url: string, intervalMs = 10): { stop: () => Promise<StallReport> } {
  let isRunning = true;
  const report: StallReport = { requests: 0, worstMs: 0, over100Ms: 0, errors: 0 };
  const loop = (async () => {
    while (isRunning) {
      const started = performance.now();
      try {
        const { ms, status } = await timeRequest(url);
        report.requests += 1;
        report.worstMs = Math.max(report.worstMs, ms);
        if (ms > 100) report.over100Ms += 1;
        if (status !== 200) report.errors += 1;
      } catch {
        report.errors += 1;
      }
      const left = intervalMs - (performance.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
  })();
  return {
    stop: async () => {
      isRunning = false;
      await loop;
      return report;
    },
  };
}
