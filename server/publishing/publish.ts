import type { PublishingFields } from '../../domain/publishing.ts';
import type { Db } from '../db/connection.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AnyContentType } from './content-types.ts';
import { type Actor, deleteDraft, readDraft, saveDraft } from './drafts.ts';
import { changeRowState, type RowState, type RowStateChange, readRowState } from './record-state.ts';
import { deleteVersions, hasVersions, keepVersion, readVersion, versionDocuments } from './versions.ts';

// The publishing operations (decision 024), each in one transaction: a write (create or
// update) with its status and schedule, publish, unpublish, discard a draft, restore a version.
// Each answers what it did, for the activity log; the caller raises the content version.

/** The actor of the version kept for a record stored before publishing existed. */
export const SYSTEM_ACTOR: Actor = { id: null, email: 'system' };

/** What an operation did, one activity-log entry each beyond the write itself. */
export type PublishingEvent = { action: 'publish' | 'unpublish' | 'schedule' | 'restore'; detail?: string };

/**
 * What a write did: the record as it now stands, the activity-log entries beyond the write's own
 * (a draft made public, a schedule set or already due), and whether the public sees something new.
 */
export type Outcome<R> = { record: R; events: PublishingEvent[]; isPublicChanged: boolean };

/**
 * History starts at the migration (decision 024): a published record with no version yet is kept
 * as it stands as version 1, by `system`, dated when it was last changed, before it changes.
 */
async function keepBaseline(trx: Db, type: AnyContentType, id: string, state: RowState): Promise<void> {
  if (state.status !== 'published' || (await hasVersions(trx, type, id))) return;
  const record = await type.read(trx, id);
  if (!record) return;
  await keepVersion(trx, type, id, {
    status: 'published',
    document: type.toDocument(record),
    actor: SYSTEM_ACTOR,
    createdAt: state.updatedAt,
  });
}

/**
 * Makes `document` the public row, published, with no draft, kept as a version; `state` is the
 * row's as the caller read (and locked) it at the start of its transaction.
 */
async function publishDocument(
  trx: Db,
  type: AnyContentType,
  id: string,
  state: RowState,
  document: object,
  actor: Actor,
  change: RowStateChange = {},
): Promise<void> {
  await keepBaseline(trx, type, id, state);
  await type.apply(trx, id, document);
  await changeRowState(trx, type, id, { ...change, status: 'published' });
  await deleteDraft(trx, type, id);
  await keepVersion(trx, type, id, { status: 'published', document, actor });
}

/** The working copy made public; inside the caller's transaction (the scheduler's claim). */
export async function publishWorkingCopy(
  trx: Db,
  type: AnyContentType,
  id: string,
  actor: Actor,
): Promise<boolean> {
  // First, for its lock: the draft read next is the one published.
  const state = await readRowState(trx, type, id);
  const record = state ? await type.read(trx, id) : undefined;
  if (!state || !record) return false;
  const draft = await readDraft(trx, type, id);
  // A manual publish makes a pending scheduled one moot.
  await publishDocument(trx, type, id, state, draft?.document ?? type.toDocument(record), actor, {
    publishAt: null,
  });
  return true;
}

/** Hides the record from the public; its draft, if any, stays. */
export async function unpublishRecord(trx: Db, type: AnyContentType, id: string): Promise<boolean> {
  const state = await readRowState(trx, type, id);
  if (!state) return false;
  await changeRowState(trx, type, id, { status: 'draft', unpublishAt: null });
  return true;
}

function scheduleChange(publishing: PublishingFields): RowStateChange {
  return {
    ...(publishing.publishAt !== undefined ? { publishAt: publishing.publishAt } : {}),
    ...(publishing.unpublishAt !== undefined ? { unpublishAt: publishing.unpublishAt } : {}),
  };
}

function scheduleEvents(publishing: PublishingFields): PublishingEvent[] {
  const parts = [
    ...(publishing.publishAt !== undefined ? [`publish at: ${publishing.publishAt ?? 'none'}`] : []),
    ...(publishing.unpublishAt !== undefined ? [`unpublish at: ${publishing.unpublishAt ?? 'none'}`] : []),
  ];
  return parts.length > 0 ? [{ action: 'schedule', detail: parts.join(', ') }] : [];
}

/**
 * A schedule already due when it is set is done at once (decision 024: "a publishAt in the past
 * publishes at once").
 */
async function doDueSchedule(
  trx: Db,
  type: AnyContentType,
  id: string,
  actor: Actor,
  now: Date,
): Promise<PublishingEvent[]> {
  const state = await readRowState(trx, type, id);
  if (!state) return [];
  const events: PublishingEvent[] = [];
  if (state.publishAt !== null && Date.parse(state.publishAt) <= now.getTime()) {
    await publishWorkingCopy(trx, type, id, actor);
    events.push({ action: 'publish', detail: 'publish at was already due' });
  }
  if (state.unpublishAt !== null && Date.parse(state.unpublishAt) <= now.getTime()) {
    await unpublishRecord(trx, type, id);
    events.push({ action: 'unpublish', detail: 'unpublish at was already due' });
  }
  return events;
}

/**
 * After the type's own create (in the same transaction): the new record's status, its first
 * version when it is published, and its schedule.
 */
export async function settleCreated<R extends { _id: string }>(
  trx: Db,
  type: AnyContentType,
  created: R,
  publishing: PublishingFields,
  actor: Actor,
): Promise<Outcome<R>> {
  const id = created._id;
  if (publishing.status === 'draft') {
    await changeRowState(trx, type, id, { status: 'draft' });
  } else {
    // Created published: the log's "create" says it; the version keeps it.
    await keepVersion(trx, type, id, { status: 'published', document: type.toDocument(created), actor });
  }
  await changeRowState(trx, type, id, scheduleChange(publishing));
  const due = await doDueSchedule(trx, type, id, actor, new Date());
  const record = (await type.read(trx, id)) as R;
  return {
    record,
    events: [...scheduleEvents(publishing), ...due],
    isPublicChanged: publishing.status === 'published' || due.length > 0,
  };
}

/**
 * PUT of a record (decision 024): with `draft` on a published record `document` becomes its
 * draft and the public row stays; with `draft` on a draft record the row itself changes; with
 * `published` the document is published. Undefined when there is no such record.
 */
export async function saveWrite<R extends { _id: string }>(
  db: Db,
  type: AnyContentType,
  id: string,
  document: object,
  publishing: PublishingFields,
  actor: Actor,
): Promise<Outcome<R> | undefined> {
  return inTransaction(db, async (trx) => {
    const state = await readRowState(trx, type, id);
    if (!state) return undefined;
    const events: PublishingEvent[] = [];
    if (publishing.status === 'published') {
      await publishDocument(trx, type, id, state, document, actor);
      // An edit of a published record is the log's "update"; a draft made public is a publish.
      if (state.status === 'draft') events.push({ action: 'publish' });
    } else if (state.status === 'published') {
      await saveDraft(trx, type, id, document, actor);
    } else {
      // A draft record is edited in its row; a draft kept from before it was unpublished goes.
      await type.apply(trx, id, document);
      await deleteDraft(trx, type, id);
    }
    await changeRowState(trx, type, id, scheduleChange(publishing));
    const due = await doDueSchedule(trx, type, id, actor, new Date());
    events.push(...scheduleEvents(publishing), ...due);
    const record = (await type.read(trx, id)) as R;
    return { record, events, isPublicChanged: publishing.status === 'published' || due.length > 0 };
  });
}

export function publish(db: Db, type: AnyContentType, id: string, actor: Actor): Promise<boolean> {
  return inTransaction(db, (trx) => publishWorkingCopy(trx, type, id, actor));
}

export function unpublish(db: Db, type: AnyContentType, id: string): Promise<boolean> {
  return inTransaction(db, (trx) => unpublishRecord(trx, type, id));
}

/**
 * A version's document becomes the draft (or the row of a draft record), or with `publish` is
 * published at once; either way the restore is kept as a version. Undefined when the record or
 * the version does not exist.
 */
export function restoreVersion(
  db: Db,
  type: AnyContentType,
  id: string,
  versionId: string,
  options: { publish: boolean; actor: Actor },
): Promise<{ number: number } | undefined> {
  return inTransaction(db, async (trx) => {
    const state = await readRowState(trx, type, id);
    const version = state ? await readVersion(trx, type, id, versionId) : undefined;
    if (!state || !version) return undefined;
    if (options.publish) {
      await publishDocument(trx, type, id, state, version.document, options.actor);
    } else {
      if (state.status === 'published') {
        await saveDraft(trx, type, id, version.document, options.actor);
      } else {
        await type.apply(trx, id, version.document);
        await deleteDraft(trx, type, id);
      }
      await keepVersion(trx, type, id, { status: 'draft', document: version.document, actor: options.actor });
    }
    return { number: version.number };
  });
}

/**
 * Deletes the record's draft and versions, which go with it (decision 024), inside the delete's
 * transaction; answers the files they used, for the caller to release once it is done.
 */
export async function forgetPublishing(trx: Db, type: AnyContentType, id: string): Promise<string[]> {
  const draft = await readDraft(trx, type, id);
  const documents = [...(draft ? [draft.document] : []), ...(await versionDocuments(trx, type, id))];
  await deleteDraft(trx, type, id);
  await deleteVersions(trx, type, id);
  return documents.flatMap((document) => type.fileUrls(document));
}
