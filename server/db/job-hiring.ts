import type { Kysely } from 'kysely';
import {
  COMPETENCY_KEY,
  type Competency,
  DEFAULT_HIRING_SETTINGS,
  type HiringSettings,
} from '../../domain/scorecards.ts';
import { nowIso } from './ids.ts';
import { fromJsonText, toJsonText } from './json-column.ts';
import type { Database } from './schema.ts';

// Decision 026: per job, the competencies its scorecards rate and the board's stale mark. A job
// without a row has the defaults; a row is written the first time HR save the job's settings.

function isCompetencyList(value: unknown): value is Competency[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.key === 'string' &&
        COMPETENCY_KEY.test(item.key) &&
        typeof item.label === 'string',
    )
  );
}

function defaults(): HiringSettings {
  return structuredClone(DEFAULT_HIRING_SETTINGS);
}

/** The job's hiring settings, the defaults when none were saved. */
export async function readJobHiring(db: Kysely<Database>, jobId: string): Promise<HiringSettings> {
  const row = await db
    .selectFrom('jobHiring')
    .select(['competencies', 'staleAfterDays'])
    .where('jobId', '=', jobId)
    .executeTakeFirst();
  if (!row) return defaults();
  return {
    // A damaged value reads as the defaults rather than failing every scorecard of the job.
    competencies: fromJsonText(row.competencies, defaults().competencies, isCompetencyList),
    staleAfterDays: row.staleAfterDays,
  };
}

/** Saves the job's settings (the job must exist: the foreign key refuses others). */
export async function writeJobHiring(
  db: Kysely<Database>,
  jobId: string,
  settings: HiringSettings,
): Promise<HiringSettings> {
  const values = {
    competencies: toJsonText(settings.competencies.map(({ key, label }) => ({ key, label }))),
    staleAfterDays: settings.staleAfterDays,
    updatedAt: nowIso(),
  };
  await db
    .insertInto('jobHiring')
    .values({ jobId, ...values })
    .onConflict((conflict) => conflict.column('jobId').doUpdateSet(values))
    .execute();
  return readJobHiring(db, jobId);
}

/**
 * The settings that apply to an application for `position`: applications name their job by its
 * title (decision 026), so the job with that title, an active one before an inactive one and the
 * newest first; the defaults when no job has that title (a speculative application, a job since
 * deleted or renamed).
 */
export async function hiringSettingsForPosition(
  db: Kysely<Database>,
  position: string,
): Promise<HiringSettings> {
  const job = await db
    .selectFrom('jobs')
    .select('id')
    .where('title', '=', position)
    .orderBy('isActive', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return job ? readJobHiring(db, job.id) : defaults();
}
