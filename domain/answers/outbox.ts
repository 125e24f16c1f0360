import { z } from 'zod';
import type { OutboxMessage } from '../entities.ts';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from '../outbox.ts';
import { pageFields, successAnswer, timestamp } from './common.ts';

// GET /outbox (data.messages, paged, with the count per status and whether a mail server is
// configured), POST /outbox/{id}/retry and POST /outbox/{id}/cancel (data.message).
// The message body is not shown: it is personal data, and the enquiry or application is the record.

export const outboxMessageSchema = z.object({
  _id: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  toEmail: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int().min(0),
  /** When a queued message is tried next; absent once it is sent, failed or cancelled. */
  nextAttemptAt: timestamp.optional(),
  lastError: z.string().optional(),
  createdAt: timestamp,
  sentAt: timestamp.optional(),
}) satisfies z.ZodType<OutboxMessage>;

export const outboxListAnswer = successAnswer(
  { messages: z.array(outboxMessageSchema) },
  {
    ...pageFields,
    counts: z.object(
      Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, z.number().int().min(0)])) as {
        [K in (typeof OUTBOX_STATUSES)[number]]: z.ZodNumber;
      },
    ),
    /** The statuses whose count is a lower bound ("more than"), past the exact count (decision 020). */
    inexactCounts: z.array(z.enum(OUTBOX_STATUSES)).optional(),
    /** False when SMTP_URL is not set: messages stay queued until it is. */
    mailConfigured: z.boolean(),
  },
);
export const outboxMessageAnswer = successAnswer({ message: outboxMessageSchema });
