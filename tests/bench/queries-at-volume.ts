import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import { emailKey, nameKey } from '../../server/db/application-keys.ts';
import { listApplications } from '../../server/db/applications.ts';
import { listAudit } from '../../server/db/audit-log.ts';
import { createDb, type DatabaseOptions } from '../../server/db/connection.ts';
import { foldForSearch, listEnquiries } from '../../server/db/contact-enquiries.ts';
import { listOutbox } from '../../server/db/email-outbox.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { Database } from '../../server/db/schema.ts';
import { readDashboardStats } from '../../server/db/stats.ts';

// `node tests/bench/queries-at-volume.ts sqlite|postgres [scale]`: fills a fresh database to the
// staff data volumes of issue 23 (100,000 applications and enquiries, 200,000 e-mails, 1,000,000
// activity entries, 5,000 jobs; `scale` multiplies them, default 1) with set-based inserts, then
// times each staff list, search and filter query of the data layer, median and p95 over 20 runs.
// PostgreSQL: DATABASE_URL or TEST_DATABASE_URL, in a schema of its own dropped at the end.
// QUERIES_AT_VOLUME_KEEP=<name> keeps the filled database (a file in the temporary directory, or
// a schema) and reuses it on the next run with the same name, to time changed queries quickly.

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const scale = Number(process.argv[3] ?? 1) || 1;
const RUNS = 20;
const BATCH = 1000;

const VOLUMES = {
  applications: Math.round(100_000 * scale),
  enquiries: Math.round(100_000 * scale),
  emails: Math.round(200_000 * scale),
  audit: Math.round(1_000_000 * scale),
  jobs: Math.round(5_000 * scale),
};

// A small deterministic generator, so two runs fill the same rows.
let seed = 42;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const hexId = (n: number, prefix: string) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;

const FIRST = [
  'Priya',
  'Grace',
  'Ahmed',
  'Élise',
  'Tom',
  'Zoë',
  'Kwame',
  'Mei',
  'Oliver',
  'Sara',
  'Ravi',
  'Anna',
];
const LAST = [
  'Sharma',
  'Hopper',
  'Khan',
  'Dubois',
  'Smith',
  'Müller',
  'Mensah',
  'Wong',
  'Jones',
  'Rossi',
  'Patel',
];
const COUNTRIES = ['United Kingdom', 'India', 'UAE', 'Nigeria', 'Kenya', 'Pakistan'];
const POSITIONS = [
  'DESIGN MANAGER',
  'PROTECTION ENGINEER',
  'SCADA ENGINEER',
  'CAD TECHNICIAN',
  'PROJECT MANAGER',
];
const STATUSES = ['pending', 'reviewed', 'interviewed', 'rejected', 'hired'];
const WORDS = [
  'substation',
  'transformer',
  'quote',
  'protection',
  'relay',
  'study',
  'cable',
  'survey',
  'earthing',
];
const ACTIONS = ['create', 'update', 'delete', 'status-change', 'download', 'sign-in', 'sign-out'];
const ENTITIES = ['job', 'application', 'cv', 'enquiry', 'email', 'product', 'account'];
const STAFF = Array.from({ length: 30 }, (_, i) => `staff${i}@consultancy.example`);

const START = Date.parse('2021-12-01T00:00:00.000Z');
const SPAN = 5 * 365 * 24 * 3600 * 1000;
const at = (i: number, count: number) => new Date(START + Math.floor((SPAN * i) / count)).toISOString();

async function insertInBatches<T>(
  count: number,
  make: (i: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let from = 0; from < count; from += BATCH) {
    const rows: T[] = [];
    for (let i = from; i < Math.min(count, from + BATCH); i += 1) rows.push(make(i));
    await insert(rows);
  }
}

function personNumber(who: number) {
  const first = FIRST[who % FIRST.length] as string;
  const last = LAST[(who >> 4) % LAST.length] as string;
  return { first, last, email: `${first.toLowerCase()}.${last.toLowerCase()}${who}@mail${who % 7}.example` };
}

function person(i: number) {
  // About one applicant in four applies again: their e-mail repeats.
  return personNumber(random() < 0.25 ? Math.floor(random() * i) : i);
}

async function fill(db: Kysely<Database>) {
  const started = performance.now();
  await insertInBatches(
    VOLUMES.jobs,
    (i) => ({
      id: hexId(i, 'j'),
      title: `${pick(POSITIONS)} ${i}`,
      type: 'Full-time',
      place: 'Colchester',
      country: pick(COUNTRIES),
      isActive: i % 3 === 0 ? 1 : 0,
      qualifications: 'Degree',
      experience: '5 years',
      responsibilities: 'Design',
      pdfUrl: null,
      closingDate: null,
      createdAt: at(i, VOLUMES.jobs),
      updatedAt: at(i, VOLUMES.jobs),
    }),
    (rows) => db.insertInto('jobs').values(rows).execute(),
  );
  await insertInBatches(
    VOLUMES.applications,
    (i) => {
      const p = person(i);
      return {
        id: hexId(i, 'a'),
        firstName: p.first,
        lastName: p.last,
        email: p.email,
        phone: `+44 7700 ${String(i).padStart(6, '0')}`,
        country: pick(COUNTRIES),
        position: pick(POSITIONS),
        linkedin: null,
        comments: null,
        cvUrl: `/api/cv/${hexId(i, 'c')}.pdf`,
        status: pick(STATUSES),
        emailKey: emailKey(p.email),
        nameKey: nameKey(p.first, p.last),
        createdAt: at(i, VOLUMES.applications),
        updatedAt: at(i, VOLUMES.applications),
      };
    },
    (rows) => db.insertInto('applications').values(rows).execute(),
  );
  await insertInBatches(
    VOLUMES.enquiries,
    (i) => {
      const p = person(i);
      const message = `Please send a quote for a ${pick(WORDS)} ${pick(WORDS)} at site ${i}.`;
      const phone = `01206 ${String(i).padStart(6, '0')}`;
      return {
        id: hexId(i, 'e'),
        firstName: p.first,
        lastName: p.last,
        email: p.email,
        phone,
        message,
        createdAt: at(i, VOLUMES.enquiries),
        handledAt: i % 10 === 0 ? null : at(i, VOLUMES.enquiries),
        handledByName: i % 10 === 0 ? null : 'Staff',
        searchText: [`${p.first} ${p.last}`, p.email, phone, message].map(foldForSearch).join('\n'),
      };
    },
    (rows) => db.insertInto('contactEnquiries').values(rows).execute(),
  );
  await insertInBatches(
    VOLUMES.emails,
    (i) => ({
      id: hexId(i, 'm'),
      kind: i % 2 === 0 ? 'application' : 'enquiry',
      toEmail: person(i).email,
      subject: 'New message',
      payload: JSON.stringify({ from_name: 'x', application_id: hexId(i >> 1, 'a') }),
      status: i % 50 === 0 ? 'failed' : i % 97 === 0 ? 'queued' : 'sent',
      attempts: 1,
      nextAttemptAt: at(i, VOLUMES.emails),
      lastError: null,
      createdAt: at(i, VOLUMES.emails),
      sentAt: at(i, VOLUMES.emails),
      claimToken: null,
      queuedAt: at(i, VOLUMES.emails),
    }),
    (rows) => db.insertInto('emailOutbox').values(rows).execute(),
  );
  await insertInBatches(
    VOLUMES.audit,
    (i) => {
      // Mostly the 30 staff; one entry in fifty a failed sign-in under a typed address.
      const isStranger = i % 50 === 0;
      return {
        id: hexId(i, 'l'),
        actorId: null,
        actorEmail: isStranger ? `someone${i % 5000}@elsewhere.example` : pick(STAFF),
        action: isStranger ? 'sign-in-failed' : pick(ACTIONS),
        entity: pick(ENTITIES),
        entityId: hexId(i % 100_000, 'a'),
        address: '203.0.113.7',
        detail: null,
        createdAt: at(i, VOLUMES.audit),
      };
    },
    (rows) => db.insertInto('auditLog').values(rows).execute(),
  );
  // The state autovacuum reaches on its own after a bulk load: statistics and the visibility map
  // (without which PostgreSQL cannot answer from an index alone).
  if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
  else await sql`pragma optimize`.execute(db);
  console.log(`filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

type Case = { name: string; run: (i: number) => Promise<unknown> };

function cases(db: Kysely<Database>): Case[] {
  const deep = (i: number, pages: number) => 1 + ((i * 7919) % pages);
  const apps = (request: Parameters<typeof listApplications>[1]) => listApplications(db, request);
  return [
    { name: 'applications page 1', run: () => apps({ page: 1, limit: 10 }) },
    {
      name: 'applications deep pages',
      run: (i) => apps({ page: deep(i, VOLUMES.applications / 10), limit: 10 }),
    },
    { name: 'applications status=hired', run: () => apps({ page: 1, limit: 10, status: 'hired' }) },
    {
      name: 'applications status deep',
      run: (i) => apps({ page: deep(i, 2000), limit: 10, status: 'hired' }),
    },
    {
      name: 'applications country+position',
      run: () => apps({ page: 1, limit: 10, country: 'Kenya', position: 'CAD TECHNICIAN' }),
    },
    {
      name: 'applications q=e-mail',
      run: (i) => apps({ page: 1, limit: 10, q: personNumber(i * 977 + 1).email }),
    },
    { name: 'applications q=partial name', run: () => apps({ page: 1, limit: 10, q: 'ahmed kh' }) },
    {
      name: 'applications q=rare fragment',
      run: (i) => apps({ page: 1, limit: 10, q: `hopper${1000 + i}@` }),
    },
    { name: 'enquiries page 1', run: () => listEnquiries(db, { page: 1, limit: 10 }) },
    {
      name: 'enquiries deep pages',
      run: (i) => listEnquiries(db, { page: deep(i, VOLUMES.enquiries / 10), limit: 10 }),
    },
    { name: 'enquiries open', run: () => listEnquiries(db, { page: 1, limit: 10, state: 'open' }) },
    {
      name: 'enquiries q=e-mail',
      run: (i) => listEnquiries(db, { page: 1, limit: 10, q: personNumber(i * 613 + 1).email }),
    },
    { name: 'enquiries q=word', run: () => listEnquiries(db, { page: 1, limit: 10, q: 'earthing survey' }) },
    {
      name: 'enquiries q=rare',
      run: (i) => listEnquiries(db, { page: 1, limit: 10, q: `site ${5000 + i}.` }),
    },
    { name: 'audit page 1', run: () => listAudit(db, { page: 1, limit: 50 }) },
    { name: 'audit deep pages', run: (i) => listAudit(db, { page: deep(i, 2000), limit: 50 }) },
    { name: 'audit action=download', run: () => listAudit(db, { page: 1, limit: 50, action: 'download' }) },
    {
      name: 'audit action=sign-in-failed p5',
      run: () => listAudit(db, { page: 5, limit: 50, action: 'sign-in-failed' }),
    },
    { name: 'audit actor=staff7', run: () => listAudit(db, { page: 1, limit: 50, actor: 'staff7@' }) },
    {
      name: 'audit actor=rare',
      run: (i) => listAudit(db, { page: 1, limit: 50, actor: `someone${100 + i}@` }),
    },
    {
      name: 'audit entity+id',
      run: (i) => listAudit(db, { page: 1, limit: 50, entity: 'cv', entityId: hexId(i * 31, 'a') }),
    },
    {
      name: 'audit from-to',
      run: () => listAudit(db, { page: 1, limit: 50, from: '2024-03-01', to: '2024-03-31' }),
    },
    { name: 'outbox page 1', run: () => listOutbox(db, { page: 1, limit: 20 }) },
    { name: 'outbox status=failed', run: () => listOutbox(db, { page: 1, limit: 20, status: 'failed' }) },
    { name: 'outbox deep pages', run: (i) => listOutbox(db, { page: deep(i, 5000), limit: 20 }) },
    { name: 'dashboard stats', run: () => readDashboardStats(db, new Date('2026-11-26T12:00:00Z')) },
  ];
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

async function main() {
  const kept = process.env.QUERIES_AT_VOLUME_KEEP;
  const dir = kept
    ? tmpdir()
    : kind === 'sqlite'
      ? await mkdtemp(path.join(tmpdir(), 'queries-at-volume-'))
      : '';
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
  const schema = kept ? `bench_${kept}` : `bench_${process.pid}`;
  const options: DatabaseOptions =
    kind === 'sqlite' ? { kind, file: path.join(dir, `${kept ?? 'site'}.db`) } : { kind, url, schema };
  if (kind === 'postgres') {
    const admin = createDb({ kind, url });
    await sql`create schema if not exists ${sql.id(schema)}`.execute(admin);
    await admin.destroy();
  }
  const db = createDb(options);
  try {
    await migrateToLatest(db, options);
    const { count } = await db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) === 0) await fill(db);
    console.log(`${kind}, ${JSON.stringify(VOLUMES)}, ${RUNS} runs each`);
    console.log('query'.padEnd(34), 'median ms'.padStart(10), 'p95 ms'.padStart(8), 'total'.padStart(8));
    const only = process.env.QUERIES_AT_VOLUME_ONLY;
    for (const { name, run } of cases(db).filter((c) => !only || c.name.includes(only))) {
      await run(RUNS); // warm the statement cache and the pages
      const times: number[] = [];
      let answer: unknown;
      for (let i = 0; i < RUNS; i += 1) {
        const began = performance.now();
        answer = await run(i);
        times.push(performance.now() - began);
      }
      times.sort((a, b) => a - b);
      const total = (answer as { total?: number } | undefined)?.total ?? '';
      console.log(
        name.padEnd(34),
        quantile(times, 0.5).toFixed(1).padStart(10),
        quantile(times, 0.95).toFixed(1).padStart(8),
        String(total).padStart(8),
      );
    }
  } finally {
    await db.destroy();
    if (kept) console.log(`kept: ${kind === 'sqlite' ? options.kind === 'sqlite' && options.file : schema}`);
    else if (kind === 'sqlite') await rm(dir, { recursive: true, force: true });
    else {
      const admin = createDb({ kind, url });
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    }
  }
}

await main();
