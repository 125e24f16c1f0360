import type { BeaconEvent } from '../../domain/insights.ts';
import { sendInsightEvent } from './send-insight-event.ts';

// Decision 029: a click on a file or a product's link, as the event it counts. A file on this
// site is known by its path (/documents/jobs/design-manager.pdf); one elsewhere by its host and
// path; a link to another site that is not a PDF by its host only (where visitors went, not
// what they read there).

export type LinkInsight = { kind: BeaconEvent['kind']; detail: string };

function isPdf(url: URL): boolean {
  return /\.pdf$/i.test(url.pathname);
}

/** The event a click on a file link (a job description, a brochure) counts. */
export function downloadInsight(href: string, pageOrigin: string): LinkInsight | null {
  try {
    const url = new URL(href, pageOrigin);
    return {
      kind: 'download',
      detail: url.origin === pageOrigin ? url.pathname : `${url.host}${url.pathname}`,
    };
  } catch {
    return null;
  }
}

/** The event a click on a product's external link counts: a datasheet PDF, else where it leads. */
export function productLinkInsight(href: string, pageOrigin: string): LinkInsight | null {
  try {
    const url = new URL(href, pageOrigin);
    if (isPdf(url)) return downloadInsight(href, pageOrigin);
    return url.origin === pageOrigin ? null : { kind: 'outbound', detail: url.host };
  } catch {
    return null;
  }
}

function send(insight: LinkInsight | null): void {
  if (insight) sendInsightEvent(insight.kind, insight.detail);
}

/** onClick of a link to a file: counts the download as the browser starts it. */
export function countDownload(href: string): () => void {
  return () => send(downloadInsight(href, location.origin));
}

/** onClick of a product's external link. */
export function countProductLink(href: string): () => void {
  return () => send(productLinkInsight(href, location.origin));
}
