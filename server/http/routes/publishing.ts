import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { pageInfo } from '../../../domain/list-page.ts';
import {
  PUBLISHING_MESSAGES,
  type PublishingFields,
  publishingFields,
  restoreBodySchema,
  versionListQuerySchema,
} from '../../../domain/publishing.ts';
import { DuplicateKeyError } from '../../db/unique-violation.ts';
import type { AnyContentType } from '../../publishing/content-types.ts';
import type { Actor } from '../../publishing/drafts.ts';
import { deleteDraft, readDraft } from '../../publishing/drafts.ts';
import { releaseFiles } from '../../publishing/files.ts';
import { previewLink } from '../../publishing/preview.ts';
import { type Outcome, publish, restoreVersion, unpublish } from '../../publishing/publish.ts';
import { withPublishingState } from '../../publishing/record-state.ts';
import { listVersions, readVersion } from '../../publishing/versions.ts';
import { readWorkingCopy } from '../../publishing/working-copy.ts';
import { mayUse, requireStaff, signedInStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { isWellFormedId } from '../input-guards.ts';
import { declaredLength } from '../limited-body.ts';
import { parseWith, readJson, readQuery } from '../request-body.ts';

// The publishing routes every content type has (decision 024), mounted on its router:
// publish, unpublish, discard the draft, the versions and their restore. The writes are in the
// activity log through the API's audit middleware (http/audit.ts) and raise the content version
// there too, like every staff write.

const publishingFieldsSchema = z.object(publishingFields);

/**
 * The publishing fields of a multipart form (decision 024), taken out of `fields` so the type's
 * own form schema reads the rest; 400 with their messages when they are not valid.
 */
export function takePublishingFields(fields: Record<string, string>): {
  fields: Record<string, string>;
  publishing: PublishingFields;
} {
  const { status, publishAt, unpublishAt, ...rest } = fields;
  const publishing = parseWith(publishingFieldsSchema, { status, publishAt, unpublishAt });
  return {
    fields: rest,
    publishing: {
      status: publishing.status,
      ...(publishing.publishAt !== undefined ? { publishAt: publishing.publishAt } : {}),
      ...(publishing.unpublishAt !== undefined ? { unpublishAt: publishing.unpublishAt } : {}),
    },
  };
}

/**
 * Whether this read is a member of staff's who may use the type: `?view=` (the dashboard)
 * insists on it (401/403 otherwise); without it a signed-in reader is recognised quietly.
 */
export async function isStaffReader(
  c: Context<AppEnv>,
  type: AnyContentType,
  view: string | undefined,
): Promise<boolean> {
  if (view !== undefined) {
    await signedInStaff(c, type.area);
    return true;
  }
  return mayUse(c, type.area);
}

const noFields = z.object({});

/**
 * The JSON body of a route whose body is optional: none (undefined), or JSON this route reads,
 * refused like any other body (413 past the limit, 415 not JSON, 400 an unknown field).
 */
async function optionalJson<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
): Promise<z.output<S> | undefined> {
  const hasBody =
    c.req.header('content-type') !== undefined ||
    (declaredLength(c) ?? 0) > 0 ||
    c.req.header('transfer-encoding') !== undefined;
  return hasBody ? readJson(c, schema) : undefined;
}

/** The signed-in member of staff of this request as the actor of a draft or version. */
export function actorOf(c: Context<AppEnv>): Actor {
  const admin = c.get('admin');
  return { id: admin._id, email: admin.email };
}

/**
 * Records what a write did beyond itself (a draft made public, a schedule), one entry each, and
 * tells the API's middleware when nothing public changed (a draft saved), so the content version
 * and the render cache stay as they are.
 */
export async function recordOutcome(
  c: Context<AppEnv>,
  type: AnyContentType,
  id: string,
  outcome: Pick<Outcome<unknown>, 'events' | 'isPublicChanged'>,
): Promise<void> {
  if (!outcome.isPublicChanged) c.set('isPublicContentUnchanged', true);
  for (const event of outcome.events) {
    await audit(c, { action: event.action, entity: type.auditEntity, entityId: id, detail: event.detail });
  }
}

/** One record as staff see it: with its status, draft and schedule. */
export async function staffRecord<R extends { _id: string }>(
  c: Context<AppEnv>,
  type: AnyContentType,
  record: R,
) {
  const [withState] = await withPublishingState(c.var.services.db, type, [record]);
  return withState && type.staffAnswer ? type.staffAnswer(withState) : withState;
}

/** Whether a path's id could name a record of the type (else 404 without a query). */
function isRecordIdOf(type: AnyContentType, id: string): boolean {
  return type.isRecordId ? type.isRecordId(id) : isWellFormedId(id);
}

/** The working copy of the record as staff see it, or 404. */
export async function staffWorkingCopy(c: Context<AppEnv>, type: AnyContentType, id: string) {
  const record = isRecordIdOf(type, id) ? await readWorkingCopy(c.var.services.db, type, id) : undefined;
  if (!record) throw new AppError('NOT_FOUND', type.notFoundMessage);
  return staffRecord(c, type, record);
}

/**
 * What a GET of one record answers: the record itself to the public (which only ever finds it
 * published); to staff, the record with its state, or with `view=draft` its working copy.
 */
export async function recordAnswer<R extends { _id: string }>(
  c: Context<AppEnv>,
  type: AnyContentType,
  record: R,
  reader: { isStaff: boolean; view: string | undefined },
) {
  if (!reader.isStaff) return record;
  return reader.view === 'draft' ? staffWorkingCopy(c, type, record._id) : staffRecord(c, type, record);
}

/** The files a record and its draft use now, to release those a write let go. */
export async function filesInUseBy(c: Context<AppEnv>, type: AnyContentType, id: string): Promise<string[]> {
  const { db } = c.var.services;
  const record = await type.read(db, id);
  const draft = await readDraft(db, type, id);
  return [
    ...(record ? type.fileUrls(type.toDocument(record)) : []),
    ...(draft ? type.fileUrls(draft.document) : []),
  ];
}

/** `param`: the name of the record's id in the router's paths (`key` for site content). */
export function publishingRoutes(type: AnyContentType, param = 'id') {
  const notFound = () => new AppError('NOT_FOUND', type.notFoundMessage);
  const recordId = (c: Context<AppEnv>) => {
    const id = c.req.param(param) ?? '';
    if (!isRecordIdOf(type, id)) throw notFound();
    return id;
  };
  // A draft may carry a slug or code another record took meanwhile: publishing it is a 409.
  const keyTaken = (error: unknown): never => {
    if (error instanceof DuplicateKeyError) {
      throw new AppError('CONFLICT', type.keyTakenMessage ?? 'Another record has this key');
    }
    throw error;
  };
  const answer = async (c: Context<AppEnv>, id: string) =>
    c.json({ success: true, data: { [type.answerKey]: await staffWorkingCopy(c, type, id) } });

  return (
    new Hono<AppEnv>()
      .post(`/:${param}/publish`, requireStaff(type.area), async (c) => {
        await optionalJson(c, noFields);
        const id = recordId(c);
        const before = await filesInUseBy(c, type, id);
        if (!(await publish(c.var.services.db, type, id, actorOf(c)).catch(keyTaken))) throw notFound();
        await releaseFiles(c.var.services, before);
        return answer(c, id);
      })
      .post(`/:${param}/unpublish`, requireStaff(type.area), async (c) => {
        await optionalJson(c, noFields);
        const id = recordId(c);
        if (!(await unpublish(c.var.services.db, type, id))) throw notFound();
        return answer(c, id);
      })
      .delete(`/:${param}/draft`, requireStaff(type.area), async (c) => {
        const id = recordId(c);
        const before = await filesInUseBy(c, type, id);
        if (!(await type.read(c.var.services.db, id))) throw notFound();
        if (!(await deleteDraft(c.var.services.db, type, id))) {
          throw new AppError('NOT_FOUND', PUBLISHING_MESSAGES.noDraft);
        }
        c.set('isPublicContentUnchanged', true);
        await releaseFiles(c.var.services, before);
        return answer(c, id);
      })
      .get(`/:${param}/versions`, requireStaff(type.area), async (c) => {
        const id = recordId(c);
        const { page, limit } = readQuery(c, versionListQuerySchema);
        if (!(await type.read(c.var.services.db, id))) throw notFound();
        const { items, total } = await listVersions(c.var.services.db, type, id, { page, limit });
        return c.json({ success: true, data: { versions: items }, ...pageInfo(total, page, limit) });
      })
      .get(`/:${param}/versions/:versionId`, requireStaff(type.area), async (c) => {
        const id = recordId(c);
        const versionId = c.req.param('versionId');
        const version = isWellFormedId(versionId)
          ? await readVersion(c.var.services.db, type, id, versionId)
          : undefined;
        if (!version) throw new AppError('NOT_FOUND', PUBLISHING_MESSAGES.versionNotFound);
        return c.json({ success: true, data: { version } });
      })
      .post(`/:${param}/versions/:versionId/restore`, requireStaff(type.area), async (c) => {
        const id = recordId(c);
        const versionId = c.req.param('versionId');
        // The body is optional: none restores as the draft.
        const { publish: shouldPublish = false } = (await optionalJson(c, restoreBodySchema)) ?? {};
        if (!(await type.read(c.var.services.db, id))) throw notFound();
        const before = await filesInUseBy(c, type, id);
        const restored = isWellFormedId(versionId)
          ? await restoreVersion(c.var.services.db, type, id, versionId, {
              publish: shouldPublish,
              actor: actorOf(c),
            })
          : undefined;
        if (!restored) throw new AppError('NOT_FOUND', PUBLISHING_MESSAGES.versionNotFound);
        if (!shouldPublish) c.set('isPublicContentUnchanged', true);
        await releaseFiles(c.var.services, before);
        return answer(c, id);
      })
      // A link to the public page showing the working copy, for anyone who holds it (decision 024).
      .post(`/:${param}/preview-link`, requireStaff(type.area), async (c) => {
        await optionalJson(c, noFields);
        const { db, config } = c.var.services;
        const link = await previewLink(db, {
          type: type.name,
          id: recordId(c),
          publicUrl: config.publicUrl,
          lifetimeMs: config.previewLinkMs,
        });
        if (!link) throw notFound();
        c.set('isPublicContentUnchanged', true);
        return c.json({ success: true, data: link });
      })
  );
}
