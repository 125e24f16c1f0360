import type { InsightEventKind } from '../../domain/insights.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { Logger } from '../logger.ts';
import { countedPagePath, type HeaderReader, isVisitorCountable, MAX_COUNTED_PATH } from './countable.ts';
import { type CountryLookup, createCountryLookup } from './country.ts';
import { createDaySalts } from './day-salts.ts';
import { deviceClass } from './device-class.ts';
import { type EventBuffer, startEventBuffer } from './event-buffer.ts';
import { eventId, isoTimeOf } from './event-ids.ts';
import { type InsightEventRow, insertInsightEvents } from './event-store.ts';
import { ukDayOf } from './uk-day.ts';
import { campaignOf, MAX_FIELD, referrerHostOf, type VisitSource } from './visit-source.ts';
import { visitorHash } from './visitor-hash.ts';

type Campaign = Omit<VisitSource, 'referrerHost'>;

// Decision 029: the one place page views and events are counted. A request costs a hash, a
// country lookup and a push onto the buffer; the day's salt is in memory after the day's first
// event. Neither the address nor the user agent goes further than this function: a row holds only
// the day's hash of them, the country and the kind of device.

export type PageViewRequest = {
  method: string;
  /** The path and query as sent. */
  target: string;
  status: number;
  header: HeaderReader;
  /** The client address as the rate limiter sees it (http/client-address.ts). */
  address: string;
};

export type EventRequest = {
  kind: Exclude<InsightEventKind, 'pageview'>;
  path: string;
  detail?: string | undefined;
  header: HeaderReader;
  address: string;
};

export type InsightsCollector = {
  /** Counts the request as a page view if it is one to count (insights/countable.ts). */
  countPageView: (request: PageViewRequest) => void;
  /** Records an event (a beacon's or the server's) unless the visitor is not to be counted. */
  recordEvent: (event: EventRequest) => void;
};

export type RunningInsights = InsightsCollector & {
  /** Writes every event counted so far; for a shutdown (and tests). */
  flush: () => Promise<void>;
  /** Stops the writer after writing what is left; before the database closes. */
  stop: () => Promise<void>;
};

/** INSIGHTS=off, and services built without a collector (unit tests): nothing is counted. */
export const INSIGHTS_OFF: RunningInsights = {
  countPageView: () => {},
  recordEvent: () => {},
  flush: async () => {},
  stop: async () => {},
};

/**
 * What makes one visitor's two events the same row: a page view with no referrer or campaign is
 * its path (no string made); anything else, every field that can differ.
 */
function sameKey(fields: { kind: string; path: string; detail: string | null } & VisitSource): string {
  const { kind, path, detail, referrerHost, utmSource, utmMedium, utmCampaign } = fields;
  if (
    kind === 'pageview' &&
    referrerHost === null &&
    utmSource === null &&
    utmMedium === null &&
    utmCampaign === null
  )
    return path;
  return `\u0001${kind}\u0001${path}\u0001${detail ?? ''}\u0001${referrerHost ?? ''}\u0001${utmSource ?? ''}\u0001${utmMedium ?? ''}\u0001${utmCampaign ?? ''}`;
}

/** Visitors whose hash, country and device are remembered for the day (decision 029). */
const MAX_REMEMBERED_VISITORS = 5_000;

export function startInsights(
  services: { config: Config; db: Db; logger: Logger },
  options: {
    countryOf?: CountryLookup;
    flushEveryMs?: number;
    /** How a batch is written; the server's connection by default (SQLite: a thread, server.ts). */
    write?: (rows: InsightEventRow[]) => Promise<void>;
  } = {},
): RunningInsights {
  const { config, db, logger } = services;
  // INSIGHTS=off: nothing counted, no country database read, no writer.
  if (!config.isInsightsOn) return INSIGHTS_OFF;
  const countryOf = options.countryOf ?? createCountryLookup(logger);
  const salts = createDaySalts(db, (error) =>
    logger.warn({ err: error }, "insights: past days' salts could not be deleted"),
  );
  const buffer: EventBuffer<InsightEventRow> = startEventBuffer({
    write: (rows) => {
      // Called as the buffer hands a batch over: the rows waiting in visitors' maps are no longer
      // waiting, and the next identical event makes a new row.
      batchNumber += 1;
      return (options.write ?? ((batch) => insertInsightEvents(db, batch)))(rows);
    },
    logger,
    ...(options.flushEveryMs ? { flushEveryMs: options.flushEveryMs } : {}),
  });
  const siteHost = new URL(config.publicUrl).hostname.toLowerCase();
  // Events waiting for the day's salt (the day's first few, once a day): stop() waits for them.
  const waitingForSalt = new Set<Promise<void>>();

  // The same visitor asks for many pages: their day's hash, country and device are remembered
  // (a bounded map of the day, emptied when full or when the day changes). Each also keeps its rows
  // still waiting in the buffer, by what the event was: a view identical to one waiting adds to its
  // `occurrences` (one row a batch for a visitor reloading a page, or a load test) and allocates
  // nothing. The map lives in memory only and goes with its day's salt.
  type Visitor = {
    visitor: string;
    country: string | null;
    device: string;
    /** Rows waiting in the buffer's current batch, by sameKey(). */
    waiting: Map<string, InsightEventRow>;
    batch: number;
  };
  let batchNumber = 0;
  let visitorsDay = '';
  // By address, then user agent: no key string is made for a visitor already known.
  const visitors = new Map<string, Map<string, Visitor>>();
  let visitorCount = 0;
  const visitorOf = (day: string, salt: string, address: string, userAgent: string): Visitor => {
    if (day !== visitorsDay) {
      visitors.clear();
      visitorCount = 0;
      visitorsDay = day;
    }
    let atAddress = visitors.get(address);
    let known = atAddress?.get(userAgent);
    if (known === undefined) {
      known = {
        visitor: visitorHash(salt, address, userAgent),
        country: countryOf(address),
        device: deviceClass(userAgent),
        waiting: new Map(),
        batch: batchNumber,
      };
      if (visitorCount >= MAX_REMEMBERED_VISITORS) {
        visitors.clear();
        visitorCount = 0;
        atAddress = undefined;
      }
      if (atAddress === undefined) {
        atAddress = new Map();
        visitors.set(address, atAddress);
      }
      atAddress.set(userAgent, known);
      visitorCount += 1;
    }
    return known;
  };

  /** An event, as counted: what sameKey() and a row are made of. */
  type Counted = {
    kind: string;
    path: string;
    detail: string | null;
    referrerHost: string | null;
  } & Campaign;

  /** Adds the event to its visitor's waiting row, or makes the row (decision 029). */
  const push = (
    now: number,
    day: string,
    salt: string,
    address: string,
    userAgent: string,
    event: Counted,
  ) => {
    const known = visitorOf(day, salt, address, userAgent);
    if (known.batch !== batchNumber) {
      known.waiting.clear();
      known.batch = batchNumber;
    }
    const key = sameKey(event);
    const row = known.waiting.get(key);
    if (row !== undefined) {
      row.occurrences = Number(row.occurrences) + 1;
      return;
    }
    const made: InsightEventRow = {
      id: eventId(now),
      day,
      occurredAt: isoTimeOf(now),
      visitor: known.visitor,
      country: known.country,
      device: known.device,
      kind: event.kind,
      path: event.path,
      detail: event.detail,
      referrerHost: event.referrerHost,
      utmSource: event.utmSource,
      utmMedium: event.utmMedium,
      utmCampaign: event.utmCampaign,
      // Every row names it, so a batch's rows have the same columns (SQLite has no DEFAULT in a
      // multi-row VALUES).
      occurrences: 1,
    };
    known.waiting.set(key, made);
    buffer.push(made);
  };

  // A page view allocates as little as it can: the server's young generation is small (decision
  // 007), and a busy cached page is counted thousands of times a second.
  const record = (header: HeaderReader, address: string, event: Counted) => {
    const now = Date.now();
    const day = ukDayOf(now);
    const userAgent = header('user-agent') ?? '';
    const salt = salts.saltOf(day);
    if (salt === undefined) return;
    if (typeof salt === 'string') {
      push(now, day, salt, address, userAgent, event);
      return;
    }
    const waiting = salt.then(
      (loaded) => push(now, day, loaded, address, userAgent, event),
      (error: unknown) => logger.error({ err: error }, "insights: the day's salt could not be read"),
    );
    waitingForSalt.add(waiting);
    void waiting.finally(() => waitingForSalt.delete(waiting));
  };

  return {
    countPageView: (request) => {
      const path = countedPagePath(request.method, request.target, request.status, request.header);
      if (path === undefined) return;
      const campaign = campaignOf(request.target);
      record(request.header, request.address, {
        kind: 'pageview',
        path,
        detail: null,
        referrerHost: referrerHostOf(request.header, siteHost),
        utmSource: campaign.utmSource,
        utmMedium: campaign.utmMedium,
        utmCampaign: campaign.utmCampaign,
      });
    },
    recordEvent: (event) => {
      if (!isVisitorCountable(event.header)) return;
      const queryAt = event.path.indexOf('?');
      record(event.header, event.address, {
        kind: event.kind,
        path: (queryAt === -1 ? event.path : event.path.slice(0, queryAt)).slice(0, MAX_COUNTED_PATH),
        detail: event.detail?.slice(0, MAX_FIELD) || null,
        referrerHost: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      });
    },
    flush: async () => {
      await Promise.allSettled([...waitingForSalt]);
      await buffer.flush();
    },
    stop: async () => {
      await Promise.allSettled([...waitingForSalt]);
      await buffer.stop();
    },
  };
}
