import { Hono } from 'hono';
import { caseStudyFormSchema, caseStudyListQuerySchema } from '../../../domain/case-study.ts';
import type { CaseStudy } from '../../../domain/entities.ts';
import { pageInfo } from '../../../domain/list-page.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  createCaseStudy,
  deleteCaseStudy,
  getCaseStudy,
  getCaseStudyByLink,
  listCaseStudies,
  updateCaseStudy,
} from '../../db/case-studies.ts';
import type { Db } from '../../db/connection.ts';
import { DuplicateKeyError } from '../../db/unique-violation.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { IMAGE_TOO_LARGE, imageBatch, imageRule, parseUploadForm, uploadedImage } from '../image-uploads.ts';
import { isLookupKey } from '../input-guards.ts';
import { type MultipartBody, type MultipartRules, readMultipart } from '../multipart.ts';
import { readQuery } from '../request-body.ts';
import {
  decodedSectionImages,
  deleteDroppedImages,
  SECTION_IMAGE_FILES,
  sectionImageUrls,
  sectionUploadFields,
  withStoredSectionImages,
} from './case-study-section-images.ts';

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

function notFound(): AppError {
  return new AppError('NOT_FOUND', m.notFound);
}

function linkTaken(): AppError {
  return new AppError('CONFLICT', m.linkTaken, { errors: { link: m.linkTaken } });
}

async function findById(db: Db, id: string): Promise<CaseStudy | undefined> {
  return isLookupKey(id) ? getCaseStudy(db, id) : undefined;
}

async function findByIdOrLink(db: Db, key: string): Promise<CaseStudy | undefined> {
  if (!isLookupKey(key)) return undefined;
  return (await getCaseStudy(db, key)) ?? getCaseStudyByLink(db, key);
}

export function caseStudyRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        // A page at a time (decision 019).
        const { page, limit } = readQuery(c, caseStudyListQuerySchema);
        const { items, total } = await listCaseStudies(c.var.services.db, { page, limit });
        return c.json({ success: true, data: { caseStudies: items }, ...pageInfo(total, page, limit) });
      })
      // The public pages link case studies by slug, the dashboard by _id; both reach one route.
      .get('/:id', async (c) => {
        const caseStudy = await findByIdOrLink(c.var.services.db, c.req.param('id'));
        if (!caseStudy) throw notFound();
        return c.json({ success: true, data: { caseStudy } });
      })
      .post('/', requireStaff('content'), async (c) => {
        const { services } = c.var;
        await using body = await readMultipart(c, CASE_STUDY_FORM);
        // admin.md §5: "card image required only on create".
        const { sections, ...form } = parseUploadForm(
          caseStudyFormSchema,
          body.fields,
          body.has('cardImage') ? {} : { cardImage: m.cardImageRequired },
        );
        // A new case study shows no picture yet, so every section picture is an upload.
        const sectionUploads = sectionUploadFields(sections, body, new Set());
        const uploads = await uploadedImages(body);
        const sectionFiles = await decodedSectionImages(body, sectionUploads);
        const images = imageBatch(services);
        try {
          const cardImage = (await images.store(uploads.cardImage))?.url;
          const headerImage = (await images.store(uploads.headerImage))?.url;
          if (!cardImage) throw new AppError('VALIDATION', m.cardImageRequired);
          const caseStudy = await createCaseStudy(services.db, {
            ...form,
            cardImage,
            ...(headerImage ? { headerImage } : {}),
            sections: await withStoredSectionImages(sections, sectionFiles, images),
          });
          return c.json({ success: true, data: { caseStudy } }, 201);
        } catch (error) {
          await images.discard();
          if (error instanceof DuplicateKeyError) throw linkTaken();
          throw error;
        }
      })
      .put('/:id', requireStaff('content'), async (c) => {
        const { services } = c.var;
        const current = await findById(services.db, c.req.param('id'));
        if (!current) throw notFound();
        await using body = await readMultipart(c, CASE_STUDY_FORM);
        const { fields } = body;
        const { sections, ...form } = parseUploadForm(caseStudyFormSchema, fields);
        // admin.md §5: "Sections are sent only if at least one exists", so a form without the
        // field keeps the stored sections; a sent field (even "[]") replaces them. Pictures the
        // case study shows now may stay by their URL.
        const replacesSections = Object.hasOwn(fields, 'sections');
        const sectionUploads = replacesSections
          ? sectionUploadFields(sections, body, sectionImageUrls(current.sections))
          : [];
        const uploads = await uploadedImages(body);
        const sectionFiles = await decodedSectionImages(body, sectionUploads);
        const images = imageBatch(services);
        let updated: CaseStudy | undefined;
        try {
          // admin.md §5: an empty image input on edit keeps the current image.
          const cardImage = (await images.store(uploads.cardImage))?.url;
          const headerImage = (await images.store(uploads.headerImage))?.url;
          updated = await updateCaseStudy(services.db, current._id, {
            ...form,
            ...(cardImage ? { cardImage } : {}),
            ...(headerImage ? { headerImage } : {}),
            ...(replacesSections
              ? { sections: await withStoredSectionImages(sections, sectionFiles, images) }
              : {}),
          });
          if (!updated) throw notFound();
        } catch (error) {
          await images.discard();
          if (error instanceof DuplicateKeyError) throw linkTaken();
          throw error;
        }
        // Replaced and removed pictures go only once the change is saved, so a failed save
        // loses nothing.
        await deleteDroppedImages(services, current, updated);
        return c.json({ success: true, data: { caseStudy: updated } });
      })
      .delete('/:id', requireStaff('content'), async (c) => {
        const { services } = c.var;
        const id = c.req.param('id');
        const deleted = isLookupKey(id) ? await deleteCaseStudy(services.db, id) : undefined;
        if (!deleted) throw notFound();
        await deleteDroppedImages(services, deleted, undefined);
        return c.json({ success: true, message: 'Case study deleted' });
      })
  );
}
