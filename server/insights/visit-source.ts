import type { HeaderReader } from './countable.ts';

// Decision 029: where a visit came from. The referrer is only a host, and only another site's:
// the site sends `strict-origin-when-cross-origin`, so another site's page sends its origin, and
// our own pages' Referer (a click from one page to the next) names nothing new. The campaign is
// the page address's utm_source, utm_medium and utm_campaign.

/** Each recorded text is cut to this many characters. */
export const MAX_FIELD = 100;

export type VisitSource = {
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

const NO_CAMPAIGN = { utmSource: null, utmMedium: null, utmCampaign: null };

/**
 * The referrer's host when it is another site's: neither the request's Host (or, behind a proxy,
 * X-Forwarded-Host) nor `siteHost` (PUBLIC_URL's).
 */
export function referrerHostOf(header: HeaderReader, siteHost: string): string | null {
  const referer = header('referer');
  if (!referer) return null;
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  const own = header('x-forwarded-host') ?? header('host');
  const ownHost = own?.split(',')[0]?.trim().toLowerCase().replace(/:\d+$/, '');
  if (host === '' || host === ownHost || host === siteHost) return null;
  return host.slice(0, MAX_FIELD);
}

/** The campaign named in the page address's query (`target` is the path and query as sent). */
export function campaignOf(target: string): Omit<VisitSource, 'referrerHost'> {
  const queryAt = target.indexOf('?');
  // Most requests carry no campaign: no query to parse.
  if (queryAt === -1 || !target.includes('utm_', queryAt)) return NO_CAMPAIGN;
  const query = new URLSearchParams(target.slice(queryAt + 1));
  const field = (name: string) => {
    const value = query.get(name)?.trim();
    return value ? value.slice(0, MAX_FIELD) : null;
  };
  return {
    utmSource: field('utm_source'),
    utmMedium: field('utm_medium'),
    utmCampaign: field('utm_campaign'),
  };
}
