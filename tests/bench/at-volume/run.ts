import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from '../../../scripts/build-if-needed.ts';
import { createBenchDatabase, type DatabaseKind, DEFAULT_POSTGRES_URL } from './database.ts';
import { fillDatabase } from './fill.ts';
import { printRun, type RunResult } from './report.ts';
import { runServers } from './scenarios.ts';
import { volumesAt } from './volumes.ts';

// `npm run bench:data`: fills a fresh database to 1× and 100× of issue 23's volumes (volumes.ts)
// through the app's migrations and tables, runs the production build on it, and prints every
// staff list, search and filter endpoint and every public listing's median, p95, cold time and
// size, the cached home page's worst wait idle, beside a slow staff query and during the first
// clean-up pass, and the server's memory, each checked against the issue's targets. A
// measurement: it exits 0 when targets fail, and lists the failures at the end.
//
//   npm run bench:data -- --db postgres --scale 1,100 --requests 30
//   BENCH_DB=postgres BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:data
//
// Talks only to this machine: the server on 127.0.0.1 and a PostgreSQL on loopback.

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.BENCH_DB ?? 'sqlite' },
    scale: { type: 'string', default: process.env.BENCH_SCALES ?? '1,100' },
    requests: { type: 'string', default: '30' },
    'cleanup-timeout': { type: 'string', default: '600' },
  },
});

const kind = values.db;
if (kind !== 'sqlite' && kind !== 'postgres') {
  console.error('--db must be sqlite or postgres');
  process.exit(2);
}
const scales = values.scale.split(',').map(Number);
if (scales.some((scale) => !(scale > 0 && scale <= 100))) {
  console.error('--scale must list numbers from 1 to 100, e.g. 1,100');
  process.exit(2);
}
const options = {
  requests: Math.max(5, Number(values.requests) || 30),
  // Per endpoint: a slow one stops after 5 requests once this is spent.
  budgetMs: 8_000,
  cleanupTimeoutMs: Math.max(10, Number(values['cleanup-timeout']) || 600) * 1000,
};
const postgresUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const log = (line: string) => console.log(line);

await buildIfNeeded();
log(
  `bench:data on ${kind}, ${scales.map((scale) => `${scale}×`).join(' and ')}, ${options.requests} requests an endpoint; ` +
    `${cpus().length} cores, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
);

const runs: RunResult[] = [];
for (const scale of scales) {
  const volumes = volumesAt(scale);
  const label = `${kind} ${scale}×`;
  log(`\n${label}: filling ${JSON.stringify(volumes)}`);
  const database = await createBenchDatabase(kind as DatabaseKind, postgresUrl);
  try {
    const started = performance.now();
    const facts = await fillDatabase(database, volumes, log);
    const fillSeconds = (performance.now() - started) / 1000;
    log(`${label}: measuring`);
    const results = await runServers(database, volumes, facts, options, log);
    runs.push({ label, fillSeconds, results });
  } finally {
    await database.drop();
  }
}

const failures = runs.flatMap((run) => printRun(run, log));
log('');
if (failures.length === 0) log('Every target met.');
else {
  log(`${failures.length} targets not met:`);
  for (const failure of failures) log(`  FAIL ${failure}`);
}
log(
  `load average at the end: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
