import { createHash } from 'node:crypto';
import type { Banner, Office, PublishedSiteContent, SiteContentValues } from '../../domain/site-content.ts';
import type { Db } from '../db/connection.ts';
import { type PublishedSiteContentRow, publishedSiteContentRows } from '../db/site-content.ts';
import { SITE_CONTENT_TYPE } from '../publishing/content-types.ts';
import { SEED_PRIVACY_UPDATED_AT, SITE_CONTENT_SEED } from './seed.ts';

// The published site content the public pages and GET /api/site-content read (decision 025),
// on every render the render cache does not answer: one query for the published rows. A section
// with no row (an install from before site content, before its seed ran) shows the seed, which
// is today's copy; the banner shows only while its row is published. Values are checked by
// their schema on every write (the API, a restore of a version so written), so they are read as
// stored.

/** What a visitor's dismissal of the banner is keyed by: changes whenever the banner does. */
export function bannerVersionOf(row: Pick<PublishedSiteContentRow, 'updatedAt' | 'value'>): string {
  return createHash('sha256')
    .update(`${row.updatedAt}\n${JSON.stringify(row.value)}`)
    .digest('base64url')
    .slice(0, 12);
}

export async function publishedSiteContent(db: Db): Promise<PublishedSiteContent> {
  const rows = await publishedSiteContentRows(db, SITE_CONTENT_TYPE.name);
  const published = new Map(rows.filter((row) => row.value !== undefined).map((row) => [row.key, row]));
  const shown = <K extends Exclude<keyof SiteContentValues, 'banner'>>(key: K): SiteContentValues[K] =>
    (published.get(key)?.value as SiteContentValues[K] | undefined) ?? SITE_CONTENT_SEED[key];
  const banner = published.get('banner');
  const privacy = published.get('privacy');
  return {
    team: shown('team'),
    testimonials: shown('testimonials'),
    figures: shown('figures'),
    offices: shown('offices'),
    privacy: shown('privacy'),
    banner: banner ? (banner.value as Banner) : null,
    bannerVersion: banner ? bannerVersionOf(banner) : null,
    // The publish time of its current version; a row published before any version was kept
    // (the sample content's) carries its date in updated_at.
    privacyUpdatedAt: privacy ? (privacy.lastPublishedAt ?? privacy.updatedAt) : SEED_PRIVACY_UPDATED_AT,
  };
}

/**
 * The published offices alone (the first is the head office), for the mail queued by an enquiry or
 * an application: their mailboxes and the company's phone and e-mail.
 */
export async function publishedOffices(db: Db): Promise<Office[]> {
  const row = await db
    .selectFrom('siteContent')
    .select('value')
    .where('id', '=', 'offices')
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!row) return SITE_CONTENT_SEED.offices;
  try {
    return JSON.parse(row.value) as Office[];
  } catch {
    return SITE_CONTENT_SEED.offices;
  }
}
