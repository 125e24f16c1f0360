import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm test`: every check, in order of cost, stopping at the first failure. With
// TEST_DATABASE_URL=postgres://... the data-layer and API tests also run on PostgreSQL.

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const reportDir = mkdtempSync(path.join(tmpdir(), 'site-test-report-'));

type Totals = { passed: number; failed: number; skipped: number };
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };

function run(label: string, command: string, args: string[]): void {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${label} failed after ${seconds} s.`);
    printTotals();
    process.exit(result.status ?? 1);
  }
  console.log(`${label}: ok in ${seconds} s`);
}

function vitest(label: string, projects: string[], reportName: string, extraArgs: string[] = []): void {
  const report = path.join(reportDir, `${reportName}.json`);
  const projectArgs = projects.flatMap((name) => ['--project', name]);
  try {
    run(label, bin('vitest'), [
      'run',
      ...projectArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...extraArgs,
    ]);
  } finally {
    addTotals(report);
  }
}

function addTotals(report: string): void {
  try {
    const json: { numPassedTests?: number; numFailedTests?: number; numPendingTests?: number } = JSON.parse(
      readFileSync(report, 'utf8'),
    );
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += json.numPendingTests ?? 0;
  } catch {
    // No report means vitest did not get far enough to write one; its own output says why.
  }
}

function printTotals(): void {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

console.log(
  process.env.TEST_DATABASE_URL
    ? 'Data-layer and API tests run on SQLite and PostgreSQL (TEST_DATABASE_URL is set).'
    : 'Data-layer and API tests run on SQLite (set TEST_DATABASE_URL=postgres://... to add PostgreSQL).',
);
run('lint', bin('biome'), ['check', '.']);
run('typecheck', bin('react-router'), ['typegen']);
run('typecheck', bin('tsc'), ['--noEmit']);
// Vitest's default is one worker per core less one: a single worker on a two-core machine. The API
// tests mostly wait on their servers and databases, so three files side by side finish in about
// two thirds of the time.
vitest('unit and API tests', ['unit', 'api'], 'unit-api', ['--maxWorkers=3']);
run('build (pages)', bin('react-router'), ['build']);
run('build (server)', process.execPath, ['scripts/build-server.ts']);
vitest('end-to-end tests (Chromium)', ['e2e'], 'e2e');
rmSync(reportDir, { recursive: true, force: true });
printTotals();
