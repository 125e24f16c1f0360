import type { SiteContentKey, SiteContentValues } from '../../../domain/site-content.ts';
import type { AppServices } from '../../../server/services.ts';

// Stand-in until server/site-content/preview.ts exists: no token opens a preview.
export type SiteContentPreview =
  | { isValid: true; key: SiteContentKey; value: SiteContentValues[SiteContentKey]; expiresAt: string }
  | { isValid: false };

export async function readSiteContentPreview(
  _services: Pick<AppServices, 'db'>,
  _token: string,
): Promise<SiteContentPreview> {
  return { isValid: false };
}
