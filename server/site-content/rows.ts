import { SITE_CONTENT_KEYS, type SiteContentKey } from '../../domain/site-content.ts';
import type { Db } from '../db/connection.ts';
import { insertMissingSiteContent, type NewSiteContentRow } from '../db/site-content.ts';
import { SEED_BANNER_IS_PUBLISHED, SEED_PRIVACY_UPDATED_AT, SITE_CONTENT_SEED } from './seed.ts';

// The rows of today's copy (decision 025). The sample content stores all six on a new install;
// an install from before site content (or without the sample content) has none, shows the seed
// (published.ts), and gets a section's row the first time staff open or change it, so the
// publishing mechanism always finds a row to work on.

/** The seed row of a section: published, but the sample banner, as the site looks today. */
export function seedRowOf(key: SiteContentKey): NewSiteContentRow {
  return {
    key,
    value: SITE_CONTENT_SEED[key],
    status: key === 'banner' && !SEED_BANNER_IS_PUBLISHED ? 'draft' : 'published',
    // "Last updated" of the sample policy is its date, not the install's.
    ...(key === 'privacy' ? { updatedAt: SEED_PRIVACY_UPDATED_AT } : {}),
  };
}

/** Stores the seed row of each of `keys` that has no row yet (idempotent). */
export async function ensureSiteContentRows(
  db: Db,
  keys: readonly SiteContentKey[] = SITE_CONTENT_KEYS,
): Promise<void> {
  await insertMissingSiteContent(db, keys.map(seedRowOf));
}
