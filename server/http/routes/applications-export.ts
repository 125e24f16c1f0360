import type { ApplicationListItem } from '../../../domain/entities.ts';
import {
  type ApplicationCursor,
  type ApplicationFilter,
  listApplicationsAfter,
} from '../../db/applications.ts';
import type { AppServices } from '../../services.ts';
import { CSV_BOM, type CsvValue, csvLine } from '../csv.ts';

// GET /applications/export.csv: the applications the staff screen's filters select, every page
// of them, as a spreadsheet file. Read a batch at a time by keyset (newest first, as the list)
// and written to the response as the client takes it, so even 100,000 rows never sit in memory,
// and no transaction is held open while a slow client downloads (SQLite has one connection).

// Rows per query: large enough that the queries' cost is small beside the writing.
export const EXPORT_BATCH_SIZE = 500;

const HEADER = [
  'Submitted',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Country',
  'Position',
  'Status',
  'LinkedIn',
  'Comments',
  'Earlier applications',
  'CV link',
];

/** ISO 8601 in UTC to the second ("2026-11-26T09:00:00Z"), which spreadsheets read as a date. */
function submitted(createdAt: string): string {
  const time = Date.parse(createdAt);
  return Number.isNaN(time) ? createdAt : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function record(application: ApplicationListItem, publicUrl: string): CsvValue[] {
  return [
    submitted(application.createdAt),
    application.firstName,
    application.lastName,
    application.email,
    application.phone,
    application.country,
    application.position,
    application.status,
    application.linkedin,
    application.comments,
    application.earlierApplications,
    // The file is read outside the site, so the link must be absolute (as in the HR e-mail).
    `${publicUrl}${application.cvUrl}`,
  ];
}

/** "applications-2026-11-26.csv", dated in UTC. */
export function exportFileName(now: Date): string {
  return `applications-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The CSV response. The first batch is read before answering, so a database that is down gives
 * an error status rather than a file cut short; later failures end the download and are logged.
 */
export async function applicationsCsvResponse(
  services: Pick<AppServices, 'db' | 'config' | 'logger'>,
  filter: ApplicationFilter,
  now: Date = new Date(),
): Promise<Response> {
  const { db, config, logger } = services;
  const encoder = new TextEncoder();
  const lines = (batch: ApplicationListItem[]) =>
    encoder.encode(batch.map((application) => csvLine(record(application, config.publicUrl))).join(''));

  let batch = await listApplicationsAfter(db, filter, undefined, EXPORT_BATCH_SIZE);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(HEADER)));
    },
    // Called only when the client has taken what was written: the download sets the pace.
    async pull(controller) {
      try {
        if (batch.length > 0) controller.enqueue(lines(batch));
        const last = batch.at(-1);
        if (!last || batch.length < EXPORT_BATCH_SIZE) {
          controller.close();
          return;
        }
        const cursor: ApplicationCursor = { createdAt: last.createdAt, id: last._id };
        batch = await listApplicationsAfter(db, filter, cursor, EXPORT_BATCH_SIZE);
      } catch (error) {
        logger.error({ err: error }, 'applications export failed part-way');
        controller.error(error);
      }
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
      // Personal data: never kept by a shared cache or the browser's.
      'Cache-Control': 'no-store',
    },
  });
}
