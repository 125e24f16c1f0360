import { type Context, Hono } from 'hono';
import { caseStudyFormSchema, caseStudyListQuerySchema } from '../../../domain/case-study.ts';
import type { CaseStudy, CaseStudySection } from '../../../domain/entities.ts';
import { pageInfo } from '../../../domain/list-page.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { recordViewQuerySchema } from '../../../domain/publishing.ts';
import type { Audience } from '../../db/audience.ts';
import {
  type CaseStudySectionInput,
  createCaseStudy,
  deleteCaseStudy,
  getCaseStudy,
  getCaseStudyByLink,
  listCaseStudies,
} from '../../db/case-studies.ts';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DuplicateKeyError } from '../../db/unique-violation.ts';
import { libraryImageUrl } from '../../media/assets.ts';
import { CASE_STUDY_TYPE, type CaseStudyDocument } from '../../publishing/content-types.ts';
import { releaseFiles } from '../../publishing/files.ts';
import { forgetPublishing, saveWrite, settleCreated } from '../../publishing/publish.ts';
import { withPublishingState } from '../../publishing/record-state.ts';
import { readWorkingCopy } from '../../publishing/working-copy.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { IMAGE_TOO_LARGE, imageBatch, imageRule, parseUploadForm, uploadedImage } from '../image-uploads.ts';
import { isLookupKey } from '../input-guards.ts';
import { type MultipartBody, type MultipartRules, readMultipart } from '../multipart.ts';
import { readQuery } from '../request-body.ts';
import {
  decodedSectionImages,
  SECTION_IMAGE_FILES,
  sectionImageUrls,
  sectionUploadFields,
  withLibraryUrls,
  withStoredSectionImages,
} from './case-study-section-images.ts';
import {
  actorOf,
  filesInUseBy,
  isStaffReader,
  publishingRoutes,
  recordAnswer,
  recordOutcome,
  staffWorkingCopy,
  takePublishingFields,
} from './publishing.ts';

// admin.md §7 and public-site.md §7: GET, POST, PUT, DELETE /case-studies. The dashboard sends
// multipart forms (name, description, content, link, cardImage, headerImage, sections as JSON
// text, and the new pictures of image-gallery sections as sectionImage0…N, see
// case-study-section-images.ts); reads are public, writes need an administrator.

const m = MESSAGES.caseStudyAdmin;

const CASE_STUDY_FORM: MultipartRules = {
  tooLargeMessage: IMAGE_TOO_LARGE,
  files: { cardImage: imageRule(m.imageNotImage), headerImage: imageRule(m.imageNotImage) },
  numberedFiles: [SECTION_IMAGE_FILES],
};

/** Both images of the form, decoded in full (or undefined where none was sent). */
async function uploadedImages(body: MultipartBody) {
  return {
    cardImage: await uploadedImage(body, 'cardImage', m.imageNotImage),
    headerImage: await uploadedImage(body, 'headerImage', m.imageNotImage),
  };
}

type ImageField = 'cardImage' | 'headerImage';
const IMAGE_FIELDS: readonly ImageField[] = ['cardImage', 'headerImage'];

/** The card and header image URLs sent as text (library pictures, decision 025), and the rest. */
function takeChosenImages(sent: Record<string, string>): {
  chosen: Partial<Record<ImageField, string>>;
  fields: Record<string, string>;
} {
  const { cardImage, headerImage, ...fields } = sent;
  const chosen: Partial<Record<ImageField, string>> = {};
  if (cardImage?.trim()) chosen.cardImage = cardImage.trim();
  if (headerImage?.trim()) chosen.headerImage = headerImage.trim();
  return { chosen, fields };
}

/**
 * The library pictures named for the card and header images where no file was sent for them
 * (a file wins): each a picture the case study shows there now, an asset's URL or one of the
 * site's own pictures; 400 naming the field for any other URL.
 */
async function chosenImages(
  c: Context<AppEnv>,
  urls: Partial<Record<ImageField, string>>,
  uploads: Partial<Record<ImageField, unknown>>,
  current: Partial<Record<ImageField, string | undefined>>,
): Promise<Partial<Record<ImageField, string>>> {
  const chosen: Partial<Record<ImageField, string>> = {};
  for (const field of IMAGE_FIELDS) {
    const url = urls[field];
    if (!url || uploads[field]) continue;
    chosen[field] =
      url === current[field] ? url : await libraryImageUrl(c.var.services.db, field, url, c.var.admin.email);
  }
  return chosen;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', m.notFound);
}

function linkTaken(): AppError {
  return new AppError('CONFLICT', m.linkTaken, { errors: { link: m.linkTaken } });
}

/** A case study by `_id` or slug, whatever its status (staff) or published only (public). */
async function findByIdOrLink(db: Db, key: string, audience: Audience): Promise<CaseStudy | undefined> {
  if (!isLookupKey(key)) return undefined;
  return (await getCaseStudy(db, key, audience)) ?? getCaseStudyByLink(db, key, audience);
}

/** The stored sections as a document has them: in order, numbered by position. */
function inOrder(sections: readonly CaseStudySectionInput[]): CaseStudySection[] {
  return sections.map((section, index) => ({ ...section, order: index }));
}

export function caseStudyRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        // A page at a time (decision 019); the public sees published case studies only, staff
        // every one with its state (decision 024).
        const { page, limit } = readQuery(c, caseStudyListQuerySchema);
        const { db } = c.var.services;
        const isStaff = await isStaffReader(c, CASE_STUDY_TYPE, undefined);
        const { items, total } = await listCaseStudies(db, { page, limit }, { publishedOnly: !isStaff });
        const caseStudies = isStaff ? await withPublishingState(db, CASE_STUDY_TYPE, items) : items;
        return c.json({ success: true, data: { caseStudies }, ...pageInfo(total, page, limit) });
      })
      // The public pages link case studies by slug, the dashboard by _id; both reach one route.
      .get('/:id', async (c) => {
        const { view } = readQuery(c, recordViewQuerySchema);
        const isStaff = await isStaffReader(c, CASE_STUDY_TYPE, view);
        const caseStudy = await findByIdOrLink(c.var.services.db, c.req.param('id'), {
          publishedOnly: !isStaff,
        });
        if (!caseStudy) throw notFound();
        const answer = await recordAnswer(c, CASE_STUDY_TYPE, caseStudy, { isStaff, view });
        return c.json({ success: true, data: { caseStudy: answer } });
      })
      .post('/', requireStaff('content'), async (c) => {
        const { services } = c.var;
        await using body = await readMultipart(c, CASE_STUDY_FORM);
        const { fields: sent, publishing } = takePublishingFields(body.fields);
        const { chosen: chosenUrls, fields } = takeChosenImages(sent);
        // admin.md §5: "card image required only on create": a file, or a picture of the library.
        const { sections, ...form } = parseUploadForm(
          caseStudyFormSchema,
          fields,
          body.has('cardImage') || chosenUrls.cardImage ? {} : { cardImage: m.cardImageRequired },
        );
        const email = c.var.admin.email;
        // A new case study shows no picture yet: a section picture is an upload or the library's.
        const libraryUrls = await withLibraryUrls(services.db, sections, new Set(), email);
        const sectionUploads = sectionUploadFields(sections, body, libraryUrls);
        const uploads = await uploadedImages(body);
        const chosen = await chosenImages(c, chosenUrls, uploads, {});
        const sectionFiles = await decodedSectionImages(body, sectionUploads);
        const images = imageBatch(services, { createdByEmail: email });
        try {
          const cardImage = (await images.store(uploads.cardImage))?.url ?? chosen.cardImage;
          const headerImage = (await images.store(uploads.headerImage))?.url ?? chosen.headerImage;
          if (!cardImage) throw new AppError('VALIDATION', m.cardImageRequired);
          const storedSections = await withStoredSectionImages(sections, sectionFiles, images);
          const outcome = await inTransaction(services.db, async (trx) => {
            const created = await createCaseStudy(trx, {
              ...form,
              cardImage,
              ...(headerImage ? { headerImage } : {}),
              sections: storedSections,
            });
            return settleCreated(trx, CASE_STUDY_TYPE, created, publishing, actorOf(c));
          });
          await recordOutcome(c, CASE_STUDY_TYPE, outcome.record._id, outcome);
          const caseStudy = await staffWorkingCopy(c, CASE_STUDY_TYPE, outcome.record._id);
          return c.json({ success: true, data: { caseStudy } }, 201);
        } catch (error) {
          await images.discard();
          if (error instanceof DuplicateKeyError) throw linkTaken();
          throw error;
        }
      })
      // Decision 024: the form edits the working copy (the draft where there is one); with status
      // draft on a published case study it is saved as the draft and the public page stays.
      .put('/:id', requireStaff('content'), async (c) => {
        const { services } = c.var;
        const id = c.req.param('id');
        const current = isLookupKey(id)
          ? await readWorkingCopy<CaseStudy>(services.db, CASE_STUDY_TYPE, id)
          : undefined;
        if (!current) throw notFound();
        await using body = await readMultipart(c, CASE_STUDY_FORM);
        const { fields: sent, publishing } = takePublishingFields(body.fields);
        const { chosen: chosenUrls, fields } = takeChosenImages(sent);
        const { sections, ...form } = parseUploadForm(caseStudyFormSchema, fields);
        const email = c.var.admin.email;
        // admin.md §5: "Sections are sent only if at least one exists", so a form without the
        // field keeps the stored sections; a sent field (even "[]") replaces them. Pictures the
        // case study shows now may stay by their URL.
        const replacesSections = Object.hasOwn(fields, 'sections');
        const sectionUploads = replacesSections
          ? sectionUploadFields(
              sections,
              body,
              await withLibraryUrls(services.db, sections, sectionImageUrls(current.sections), email),
            )
          : [];
        const uploads = await uploadedImages(body);
        const chosen = await chosenImages(c, chosenUrls, uploads, {
          cardImage: current.cardImage,
          headerImage: current.headerImage,
        });
        const sectionFiles = await decodedSectionImages(body, sectionUploads);
        const before = await filesInUseBy(c, CASE_STUDY_TYPE, current._id);
        const images = imageBatch(services, { createdByEmail: email });
        try {
          // admin.md §5: an empty image input on edit keeps the current image.
          const cardImage = (await images.store(uploads.cardImage))?.url ?? chosen.cardImage;
          const headerImage = (await images.store(uploads.headerImage))?.url ?? chosen.headerImage;
          const document: CaseStudyDocument = {
            ...CASE_STUDY_TYPE.toDocument(current),
            ...form,
            ...(cardImage ? { cardImage } : {}),
            ...(headerImage ? { headerImage } : {}),
            ...(replacesSections
              ? { sections: inOrder(await withStoredSectionImages(sections, sectionFiles, images)) }
              : {}),
          };
          const saved = await saveWrite(
            services.db,
            CASE_STUDY_TYPE,
            current._id,
            document,
            publishing,
            actorOf(c),
          );
          if (!saved) throw notFound();
          await recordOutcome(c, CASE_STUDY_TYPE, current._id, saved);
        } catch (error) {
          await images.discard();
          if (error instanceof DuplicateKeyError) throw linkTaken();
          throw error;
        }
        // Replaced and removed pictures go only once the change is saved, so a failed save loses
        // nothing, and only when no version or draft still shows them.
        await releaseFiles(services, before);
        const caseStudy = await staffWorkingCopy(c, CASE_STUDY_TYPE, current._id);
        return c.json({ success: true, data: { caseStudy } });
      })
      .delete('/:id', requireStaff('content'), async (c) => {
        const { services } = c.var;
        const id = c.req.param('id');
        if (!isLookupKey(id)) throw notFound();
        const before = await filesInUseBy(c, CASE_STUDY_TYPE, id);
        const forgotten = await inTransaction(services.db, async (trx) =>
          (await deleteCaseStudy(trx, id)) ? forgetPublishing(trx, CASE_STUDY_TYPE, id) : undefined,
        );
        if (!forgotten) throw notFound();
        await releaseFiles(services, [...before, ...forgotten]);
        return c.json({ success: true, message: 'Case study deleted' });
      })
      .route('/', publishingRoutes(CASE_STUDY_TYPE))
  );
}
