import type { Context } from 'hono';
import type { InsightEventKind } from '../../domain/insights.ts';
import type { AppEnv } from './app-env.ts';
import { clientAddress } from './client-address.ts';

/**
 * Records an event of the request's visitor (the same day's hash as their page views), unless
 * they are a robot or asked not to be counted (`DNT`, `Sec-GPC`). For the server's own events
 * (an enquiry, an application stored) and the beacon's.
 */
export function recordInsightEvent(
  c: Context<AppEnv>,
  kind: Exclude<InsightEventKind, 'pageview'>,
  path: string,
  detail?: string,
): void {
  c.var.services.insights.recordEvent({
    kind,
    path,
    detail,
    header: (name) => c.req.header(name),
    address: clientAddress(c),
  });
}
