import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// `npm test`: every check, in order of cost. A failing phase does not hide the others: every
// phase runs (the end-to-end tests need both builds, so a failed build skips them and says so),
// the real totals of the test phases that ran are printed, with a line per phase, and the exit
// code is non-zero when anything failed. With TEST_DATABASE_URL=postgres://... the data-layer
// and API tests also run on PostgreSQL.

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const reportDir = mkdtempSync(path.join(tmpdir(), 'site-test-report-'));
const removeReports = () => rmSync(reportDir, { recursive: true, force: true });

type Totals = { passed: number; failed: number; skipped: number; brokenFiles: number };
type Outcome = { label: string; status: 'ok' | 'failed' | 'skipped'; seconds: number; note?: string };

const totals: Totals = { passed: 0, failed: 0, skipped: 0, brokenFiles: 0 };
const outcomes: Outcome[] = [];
// Each failed test (or file that failed to run) as one line, repeated in the summary: a CI log is
// often read from its tail, and the runner's own account of a failure can be pages above it.
const failures: string[] = [];

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = (Date.now() - started) / 1000;
  const isOk = result.status === 0;
  outcomes.push({ label, status: isOk ? 'ok' : 'failed', seconds });
  console.log(`${label}: ${isOk ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return isOk;
}

function vitest(label: string, projects: string[], reportName: string, extraArgs: string[] = []): boolean {
  const report = path.join(reportDir, `${reportName}.json`);
  const projectArgs = projects.flatMap((name) => ['--project', name]);
  const isOk = run(label, bin('vitest'), [
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extraArgs,
  ]);
  const counted = readTotals(report);
  const outcome = outcomes.at(-1);
  if (outcome) {
    outcome.note = counted
      ? `${counted.passed} passed, ${counted.failed} failed, ${counted.skipped} skipped` +
        (counted.brokenFiles > 0 ? `, ${counted.brokenFiles} test files failed to run` : '')
      : 'no report: the runner stopped before writing one (its output above says why)';
  }
  return isOk;
}

function readTotals(report: string): Totals | undefined {
  let json: {
    numPassedTests?: number;
    numFailedTests?: number;
    numPendingTests?: number;
    numTodoTests?: number;
    testResults?: {
      name?: string;
      status?: string;
      message?: string;
      assertionResults?: { status?: string; fullName?: string; failureMessages?: string[] }[];
    }[];
  };
  try {
    json = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return undefined;
  }
  // A file that fails outside its tests (an import error, a failing beforeAll, whose tests are
  // then reported skipped) counts no failed test by itself; it is counted here so the totals
  // never read "0 failed" over it.
  const brokenFiles = (json.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  for (const file of json.testResults ?? []) {
    const fileName = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${fileName} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`${fileName} (did not run): ${firstLine(file.message)}`);
  }
  const counted = {
    passed: json.numPassedTests ?? 0,
    failed: json.numFailedTests ?? 0,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    brokenFiles,
  };
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  totals.brokenFiles += counted.brokenFiles;
  return counted;
}

function firstLine(message: string | undefined): string {
  // Failure messages carry terminal colours and a stack; the first plain line says what failed.
  const plain = stripVTControlCharacters(message ?? 'no message');
  return (plain.split('\n').find((line) => line.trim() !== '') ?? 'no message').trim().slice(0, 300);
}

function skip(label: string, note: string): void {
  outcomes.push({ label, status: 'skipped', seconds: 0, note });
  console.log(`\n=== ${label} ===\nskipped: ${note}`);
}

function summarise(): number {
  console.log('\n=== summary ===');
  for (const outcome of outcomes) {
    const line = `${outcome.label}: ${outcome.status === 'ok' ? 'ok' : outcome.status.toUpperCase()}`;
    console.log(`${line} (${outcome.seconds.toFixed(1)} s)${outcome.note ? ` - ${outcome.note}` : ''}`);
  }
  if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
  const failedPhases = outcomes.filter((outcome) => outcome.status !== 'ok');
  const failed = totals.failed + totals.brokenFiles;
  // The closing line, alone, in the form CI reads: 'N passed, N failed, N skipped'.
  console.log(`\n${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
  if (failedPhases.length > 0) {
    console.error(`Not passed: ${failedPhases.map((outcome) => outcome.label).join(', ')}.`);
    return 1;
  }
  return 0;
}

// Stopped from outside (Ctrl-C, a CI time-out): the reports go with us.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    removeReports();
    process.exit(130);
  });
}

console.log(
  process.env.TEST_DATABASE_URL
    ? 'Data-layer and API tests run on SQLite and PostgreSQL (TEST_DATABASE_URL is set).'
    : 'Data-layer and API tests run on SQLite (set TEST_DATABASE_URL=postgres://... to add PostgreSQL).',
);
let exitCode = 1;
try {
  run('lint', bin('biome'), ['check', '.']);
  if (run('typecheck (route types)', bin('react-router'), ['typegen']))
    run('typecheck', bin('tsc'), ['--noEmit']);
  else skip('typecheck', 'the route types could not be generated');
  // Vitest's default is one worker per core less one: a single worker on a two-core machine. The
  // API tests mostly wait on their servers and databases, so three files side by side finish in
  // about two thirds of the time.
  vitest('unit and API tests', ['unit', 'api'], 'unit-api', ['--maxWorkers=3']);
  const isBuilt =
    run('build (pages)', bin('react-router'), ['build']) &&
    run('build (server)', process.execPath, ['scripts/build-server.ts']);
  if (isBuilt) vitest('end-to-end tests (Chromium)', ['e2e'], 'e2e');
  else skip('end-to-end tests (Chromium)', 'they run the built site, and the build failed');
  exitCode = summarise();
} finally {
  removeReports();
}
process.exit(exitCode);
