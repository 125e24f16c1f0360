import type { PublishedSiteContent } from '../../domain/site-content.ts';
import type { Db } from '../db/connection.ts';
import { SEED_PRIVACY_UPDATED_AT, SITE_CONTENT_SEED } from './seed.ts';

// The published site content the public pages and GET /api/site-content read (decision 025).
// PLACEHOLDER until the site_content table lands: answers the seed. The real version reads the
// published rows (one query), falls back to the seed for a section with no row, and answers
// `banner: null` while the banner is not published.
export async function publishedSiteContent(_db: Db): Promise<PublishedSiteContent> {
  const { banner, ...rest } = SITE_CONTENT_SEED;
  void banner;
  return { ...rest, banner: null, bannerVersion: null, privacyUpdatedAt: SEED_PRIVACY_UPDATED_AT };
}
