import type { AuditAction, AuditEntity } from '../../../domain/audit.ts';
import type { Db } from '../../../server/db/connection.ts';
import type { Staff } from './fill-content.ts';
import { insertInBatches } from './insert-batches.ts';
import { idAt, iso, type Random, spreadOverFiveYears } from './random.ts';

// The activity log of five busy years: sign-ins and sign-outs, status changes and CV downloads
// on applications, edits of the public content, failed sign-ins (some by strangers), erasures and
// the housekeeping's own retention purges, from office and home addresses.

type Kind = { action: AuditAction; entity: AuditEntity; weight: number; detail?: (random: Random) => string };

const KINDS: readonly Kind[] = [
  { action: 'sign-in', entity: 'account', weight: 24 },
  { action: 'sign-out', entity: 'account', weight: 9 },
  { action: 'sign-in-failed', entity: 'account', weight: 5 },
  {
    action: 'status-change',
    entity: 'application',
    weight: 20,
    detail: (random) => `status: ${random.pick(['reviewed', 'interviewed', 'rejected', 'hired'])}`,
  },
  { action: 'download', entity: 'cv', weight: 14 },
  { action: 'update', entity: 'enquiry', weight: 5, detail: () => 'handled: true' },
  { action: 'update', entity: 'job', weight: 4 },
  { action: 'update', entity: 'product', weight: 2 },
  { action: 'update', entity: 'case-study', weight: 1 },
  { action: 'create', entity: 'application-note', weight: 3 },
  { action: 'create', entity: 'job', weight: 2 },
  { action: 'create', entity: 'gallery-image', weight: 3 },
  { action: 'create', entity: 'product', weight: 1 },
  { action: 'delete', entity: 'gallery-image', weight: 1 },
  { action: 'delete', entity: 'job', weight: 1 },
  { action: 'delete', entity: 'application', weight: 1 },
  { action: 'update', entity: 'email', weight: 1, detail: () => 'retry' },
  { action: 'password-change', entity: 'user', weight: 0.5 },
  { action: 'create', entity: 'user', weight: 0.2 },
  { action: 'erase', entity: 'personal-data', weight: 0.3, detail: () => 'applications: 1, enquiries: 0' },
  {
    action: 'retention-purge',
    entity: 'application',
    weight: 0.5,
    detail: (random) => `count: ${random.int(1, 40)}`,
  },
];
const CHOICES = KINDS.map((kind) => [kind, kind.weight] as const);

const OFFICE_ADDRESSES = ['81.2.69.142', '81.2.69.160', '203.0.113.24', '198.51.100.7', '192.0.2.55'];

export async function fillActivity(
  db: Db,
  random: Random,
  count: number,
  now: number,
  context: { staff: Staff[]; applicationIds: string[] },
): Promise<void> {
  await insertInBatches(db, 'auditLog', count, (index) => {
    const kind = random.weighted(CHOICES);
    const at = spreadOverFiveYears(random, index, count, now);
    const isSystem = kind.action === 'retention-purge';
    const isStranger = kind.action === 'sign-in-failed' && random.chance(0.4);
    const actor = random.pick(context.staff);
    const actorEmail = isSystem ? 'system' : isStranger ? `guess${index % 500}@example.net` : actor.email;
    const isAboutApplication = kind.entity === 'application' || kind.entity === 'cv';
    return {
      id: idAt(at),
      actorId: isSystem || isStranger ? null : actor.id,
      actorEmail,
      action: kind.action,
      entity: kind.entity,
      entityId:
        isAboutApplication && !isSystem && context.applicationIds.length > 0
          ? random.pick(context.applicationIds)
          : kind.entity === 'account'
            ? null
            : idAt(at - random.int(0, 10_000_000)),
      address: isSystem
        ? null
        : random.chance(0.7)
          ? random.pick(OFFICE_ADDRESSES)
          : `${random.int(2, 223)}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
      detail: kind.detail?.(random) ?? null,
      createdAt: iso(at),
    };
  });
}
