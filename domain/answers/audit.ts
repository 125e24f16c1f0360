import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from '../audit.ts';
import { pageFields, successAnswer, timestamp } from './common.ts';

// GET /audit (admin only): the activity log, newest first, a page at a time (data.entries).
// Entries are never changed, so there is no single-entry answer.

export const auditEntrySchema = z.object({
  _id: z.string(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string().optional(),
  address: z.string().optional(),
  detail: z.string().optional(),
  createdAt: timestamp,
}) satisfies z.ZodType<AuditEntry>;

export const auditListAnswer = successAnswer({ entries: z.array(auditEntrySchema) }, pageFields);
