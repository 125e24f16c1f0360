import type { SiteContentKey, SiteContentValues } from '../../domain/site-content.ts';
import type { SiteContentRecord } from '../db/site-content.ts';
import { openPreview } from '../publishing/preview.ts';
import type { AppServices } from '../services.ts';

// The preview of a site content section (decisions 024 and 025), for the public pages' loaders.
//
// `POST /api/site-content/{key}/preview-link` answers a link to the page that shows the section
// (SITE_CONTENT_PAGES: team → /about, testimonials, figures and banner → /, offices → /contact,
// privacy → /privacy-policy) with `?preview=<token>`. A page that shows a section calls
//
//   const preview = await readSiteContentPreview(services, token);
//
// and, when `preview.isValid`, renders the published content (publishedSiteContent) with
// `preview.value` in place of section `preview.key` (for the banner: shown, whatever its status),
// with the preview headers and banner of app/components/preview/preview-page.ts. Not valid: the
// token is bad, expired, another content type's, or names no section; the page answers the
// "preview link has expired or is not valid" 404 as the other previews do. A page should also
// treat a valid preview of a section it does not show as not valid.

export type SiteContentPreview =
  | {
      isValid: true;
      key: SiteContentKey;
      /** The section's working copy (its draft over the row), checked by its schema when saved. */
      value: SiteContentValues[SiteContentKey];
      /** UTC ISO: when the link stops working. */
      expiresAt: string;
    }
  | { isValid: false };

export async function readSiteContentPreview(
  services: Pick<AppServices, 'db'>,
  token: string,
): Promise<SiteContentPreview> {
  const opened = await openPreview<SiteContentRecord>(services.db, 'site-content', token);
  if (!opened.isValid || opened.record.value === undefined) return { isValid: false };
  return {
    isValid: true,
    key: opened.record._id,
    value: opened.record.value as SiteContentValues[SiteContentKey],
    expiresAt: opened.expiresAt,
  };
}
