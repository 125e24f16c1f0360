import type { EndpointResult, ServerResults } from './scenarios.ts';

// The printed table and the issue's targets (issue 23, "Done when"): every staff endpoint's p95
// under 100 ms; no public page over 300 KB of HTML or 1 s cold; the cached page never waiting
// more than 100 ms; the server's memory under 200 MB. Each line says pass or FAIL; the failures
// are listed again at the end.

export const TARGETS = {
  staffP95Ms: 100,
  pageBytes: 300 * 1024,
  coldMs: 1000,
  cachedWaitMs: 100,
  rssMiB: 200,
} as const;

export type RunResult = { label: string; fillSeconds: number; results: ServerResults };

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '-');
const kib = (bytes: number) => (bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0);

/** What is wrong with a line, or nothing. */
function endpointFailures(result: EndpointResult): string[] {
  const failures: string[] = [];
  if (result.status !== 200) failures.push(`answered ${result.status}`);
  if (result.endpoint.kind === 'staff' && result.p95Ms >= TARGETS.staffP95Ms)
    failures.push(`p95 ${ms(result.p95Ms)} ms >= ${TARGETS.staffP95Ms} ms`);
  if (result.endpoint.kind !== 'staff' && result.coldMs > TARGETS.coldMs)
    failures.push(`cold ${ms(result.coldMs)} ms > ${TARGETS.coldMs} ms`);
  if (result.endpoint.kind === 'page' && result.bytes > TARGETS.pageBytes)
    failures.push(`${kib(result.bytes)} KiB of HTML > ${TARGETS.pageBytes / 1024} KiB`);
  return failures;
}

function row(cells: string[], widths: number[]): string {
  return cells
    .map((cell, index) => (index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0)))
    .join('  ');
}

/** Prints one run's table; answers its failures, each prefixed with the run's label. */
export function printRun(run: RunResult, print: (line: string) => void): string[] {
  const { results } = run;
  const failures: string[] = [];
  const widths = [40, 9, 9, 9, 9, 4, 6];
  print('');
  print(`== ${run.label} (filled in ${run.fillSeconds.toFixed(0)} s)`);
  print(row(['endpoint', 'median ms', 'p95 ms', 'cold ms', 'KiB', 'n', 'target'], widths));
  for (const result of results.endpoints) {
    const problems = endpointFailures(result);
    failures.push(...problems.map((problem) => `${run.label}: ${result.endpoint.name}: ${problem}`));
    print(
      row(
        [
          result.endpoint.name.slice(0, 40),
          ms(result.medianMs),
          ms(result.p95Ms),
          ms(result.coldMs),
          kib(result.bytes),
          String(result.requests),
          problems.length === 0 ? 'pass' : 'FAIL',
        ],
        widths,
      ),
    );
  }
  const { cleanup } = results;
  const waits: [string, number, string, boolean][] = [
    ['cached / worst wait, idle', results.idle.worstMs, `${results.idle.requests} requests`, true],
    [
      'cached / worst wait, activity-log paging',
      results.slowQuery.worstMs,
      `${results.slowQuery.requests} requests; ${results.slowQuery.pages} activity pages, slowest ${ms(results.slowQuery.worstPageMs)} ms`,
      true,
    ],
    [
      'cached / worst wait, clean-up pass',
      cleanup.worstMs,
      `${cleanup.requests} requests, ${cleanup.over100Ms} over 100 ms; the pass ${
        cleanup.timedOut
          ? 'had not finished when the bench stopped waiting'
          : `took ${ms(cleanup.passMs ?? 0)} ms`
      }`,
      !cleanup.timedOut,
    ],
  ];
  for (const [name, worst, note, isComplete] of waits) {
    const isPass = worst <= TARGETS.cachedWaitMs && isComplete;
    if (!isPass)
      failures.push(`${run.label}: ${name}: ${ms(worst)} ms${isComplete ? '' : ' (pass unfinished)'}`);
    print(`${name.padEnd(40)}  ${ms(worst).padStart(9)} ms  ${isPass ? 'pass' : 'FAIL'}  (${note})`);
  }
  const { memory } = results;
  const peak = Math.max(memory.peakMiB, memory.cleanupPeakMiB);
  const isMemoryPass = peak < TARGETS.rssMiB;
  if (!isMemoryPass) failures.push(`${run.label}: peak RSS ${peak} MiB >= ${TARGETS.rssMiB} MiB`);
  print(
    `${'server RSS, peak'.padEnd(40)}  ${String(peak).padStart(9)} MiB ${isMemoryPass ? 'pass' : 'FAIL'}  (peak after the sign-in ${memory.peakMiB}, in the clean-up ${memory.cleanupPeakMiB}; idle ${memory.idleMiB}, after the measurements ${memory.rssMiB})`,
  );
  return failures;
}
