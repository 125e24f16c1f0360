import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../server/db/connection.ts';
import { call } from '../support/api-client.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { createEmptyDatabase } from '../support/test-databases.ts';

// DESIGN.md scale-out: several server processes on one PostgreSQL drain one outbox. Fifty
// messages are queued through both while the mail server is down, so every one of them is
// waiting when it comes back and both senders race for the same rows; each must arrive once.

const MESSAGES = 50;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let sink: SmtpSink;
  const processes: SiteProcess[] = [];
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    await sink.pause();
    database = await createEmptyDatabase('postgres');
    if (database.options.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const env = {
      DATABASE_URL: database.options.url,
      DATABASE_SCHEMA: database.options.schema ?? '',
      SMTP_URL: sink.url,
      RATE_LIMIT: 'off',
      MAIL_RETRY_FIRST_SECONDS: '0.2',
      MAIL_RETRY_MAX_SECONDS: '0.5',
    };
    // One after the other: the first migrates the schema, the second finds it up to date.
    processes.push(await startSiteProcess({ entry: 'api', env }));
    processes.push(await startSiteProcess({ entry: 'api', env }));
  });
  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    await sink?.close();
    await database?.drop();
  });

  it(`delivers each of ${MESSAGES} messages exactly once`, async () => {
    for (let i = 0; i < MESSAGES / 2; i += 1) {
      const response = await call(processes[i % 2] as SiteProcess, 'POST', '/contact', {
        json: {
          firstName: 'Sender',
          lastName: `Number ${i}`,
          email: `sender${i}@client.example`,
          phone: '0123456789',
          message: `Enquiry ${i}`,
        },
      });
      expect(response.status).toBe(201);
    }
    await sink.start();
    await sink.waitFor(MESSAGES, 30_000);
    // Time for a second delivery of anything, had one been claimed twice.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    expect(sink.received).toHaveLength(MESSAGES);
    const ids = new Set(sink.received.map((mail) => mail.parsed.messageId));
    expect(ids.size).toBe(MESSAGES);
    const db = createDb(database.options);
    try {
      const rows = await db.selectFrom('emailOutbox').select('status').execute();
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(MESSAGES);
    } finally {
      await db.destroy();
    }
    const sentBy = processes.map(
      (process) => process.logs.filter((entry) => entry.msg === 'e-mail sent').length,
    );
    expect(sentBy.reduce((sum, count) => sum + count, 0)).toBe(MESSAGES);
    // Both senders took part (they race for every row once the server is back).
    expect(Math.min(...sentBy)).toBeGreaterThan(0);
  });
});
