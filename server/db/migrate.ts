import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { DatabaseOptions } from './connection.ts';
import * as initial from './migrations/2026-11-21T0900-initial.ts';
import * as uniqueApplicationCv from './migrations/2026-11-22T0000-unique-application-cv.ts';
import * as seedRuns from './migrations/2026-11-24T0900-seed-runs.ts';
import * as loginThrottles from './migrations/2026-11-25T0900-login-throttles.ts';
import * as applicationNotesAndHistory from './migrations/2026-11-26T0900-application-notes-and-history.ts';
import * as enquiryHandlingAndStatsIndexes from './migrations/2026-11-26T1000-enquiry-handling-and-stats-indexes.ts';
import * as jobClosingDate from './migrations/2026-11-26T1100-job-closing-date.ts';
import * as galleryImageAlt from './migrations/2026-11-27T0900-gallery-image-alt.ts';
import * as outboxDelivery from './migrations/2026-11-28T0900-outbox-delivery.ts';
import * as contentVersion from './migrations/2026-11-29T0900-content-version.ts';
import * as rateLimits from './migrations/2026-11-30T0900-rate-limits.ts';
import * as staffRoles from './migrations/2026-12-01T0900-staff-roles.ts';
import * as auditLog from './migrations/2026-12-01T1000-audit-log.ts';
import * as siteSecrets from './migrations/2026-12-02T0900-site-secrets.ts';
import * as outboxSubjectsAndPurgeIndexes from './migrations/2026-12-03T0900-outbox-subjects-and-purge-indexes.ts';
import * as staffListIndexes from './migrations/2026-12-03T1000-staff-list-indexes.ts';
import * as listOrderIndexes from './migrations/2026-12-03T1100-list-order-indexes.ts';
import * as publishing from './migrations/2026-12-10T0900-publishing.ts';
import * as siteContent from './migrations/2026-12-17T0900-site-content.ts';
import * as mediaLibrary from './migrations/2026-12-17T1000-media-library.ts';
import * as hiring from './migrations/2026-12-24T0900-hiring.ts';
import * as boardIndexes from './migrations/2026-12-24T1000-board-indexes.ts';
import * as hiringIndexes from './migrations/2026-12-24T1100-hiring-indexes.ts';
import * as staffSignIn from './migrations/2026-12-31T0900-staff-sign-in.ts';
import * as capabilityStatements from './migrations/2027-01-07T0900-capability-statements.ts';
import * as insights from './migrations/2027-01-14T0900-insights.ts';

// Migrations are listed here, not read from the directory, so they run the same from source,
// under Vitest and from any working directory. Add new ones at the end, named by timestamp.
export const migrations: Record<string, Migration> = {
  '2026-11-21T0900-initial': initial,
  '2026-11-22T0000-unique-application-cv': uniqueApplicationCv,
  '2026-11-24T0900-seed-runs': seedRuns,
  '2026-11-25T0900-login-throttles': loginThrottles,
  '2026-11-26T0900-application-notes-and-history': applicationNotesAndHistory,
  '2026-11-26T1000-enquiry-handling-and-stats-indexes': enquiryHandlingAndStatsIndexes,
  '2026-11-26T1100-job-closing-date': jobClosingDate,
  '2026-11-27T0900-gallery-image-alt': galleryImageAlt,
  '2026-11-28T0900-outbox-delivery': outboxDelivery,
  '2026-11-29T0900-content-version': contentVersion,
  '2026-11-30T0900-rate-limits': rateLimits,
  '2026-12-01T0900-staff-roles': staffRoles,
  '2026-12-01T1000-audit-log': auditLog,
  '2026-12-02T0900-site-secrets': siteSecrets,
  '2026-12-03T0900-outbox-subjects-and-purge-indexes': outboxSubjectsAndPurgeIndexes,
  '2026-12-03T1000-staff-list-indexes': staffListIndexes,
  '2026-12-03T1100-list-order-indexes': listOrderIndexes,
  '2026-12-10T0900-publishing': publishing,
  '2026-12-17T0900-site-content': siteContent,
  '2026-12-17T1000-media-library': mediaLibrary,
  '2026-12-24T0900-hiring': hiring,
  '2026-12-24T1000-board-indexes': boardIndexes,
  '2026-12-24T1100-hiring-indexes': hiringIndexes,
  '2026-12-31T0900-staff-sign-in': staffSignIn,
  '2027-01-07T0900-capability-statements': capabilityStatements,
  '2027-01-14T0900-insights': insights,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date; throws (and changes nothing further) when a migration fails.
 * On PostgreSQL the migration bookkeeping tables are qualified with the working schema: Kysely's
 * existence check looks across all schemas, and would otherwise be fooled by another schema's.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  options: DatabaseOptions,
  /** A first part of the list (a migration's test starts from the schema before it). */
  only: Record<string, Migration> = migrations,
): Promise<string[]> {
  const migrationTableSchema = options.kind === 'postgres' ? (options.schema ?? 'public') : undefined;
  const migrator = new Migrator({
    db,
    provider: only === migrations ? provider : { getMigrations: async () => only },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    // Kysely looks for its bookkeeping tables by reading the catalogue of every schema; a table
    // dropped in another schema at that moment (another application sharing the server, or test
    // files side by side) fails that read with 42P01 before anything ran here, and a column
    // dropped there with 42703. Read again.
    const code = (error as { code?: unknown }).code;
    const isVanished = (code === '42P01' || code === '42703') && (results ?? []).length === 0;
    if (!isVanished || attempt === CATALOGUE_READ_ATTEMPTS)
      throw error instanceof Error ? error : new Error(String(error));
  }
}

const CATALOGUE_READ_ATTEMPTS = 3;
