import {
  type CaseStudySectionForm,
  MAX_SECTION_IMAGE_FILES,
  SECTION_IMAGE_FIELD_PREFIX,
} from '../../../domain/case-study.ts';
import type { CaptionedImage } from '../../../domain/entities.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { CaseStudySectionInput } from '../../db/case-studies.ts';
import type { Db } from '../../db/connection.ts';
import { libraryImageUrl } from '../../media/assets.ts';
import { AppError } from '../app-error.ts';
import { type imageBatch, imageRule, type UploadedImage, uploadedImage } from '../image-uploads.ts';
import type { MultipartBody, NumberedFiles } from '../multipart.ts';

// The pictures of image-gallery sections (admin.md §3 Section: images with url and optional
// caption), sent with the case-study form that saves them. In the sections JSON an image is
// either `{ url, caption }`, a picture this case study already shows, kept as it is, or
// `{ upload: "sectionImage3", caption }`, naming the multipart file field that carries a new
// one. New files are checked like every image (magic number, 15 MB, decoded in full, re-encoded
// to WebP variants), stored with the save and discarded with it when it fails. A URL is either
// a picture the case study already shows or one of the media library's (decision 025); any
// other is refused: the server gives out every section picture itself, so no page can be made to
// show another site's content, and the files it deletes when a section picture goes are always
// its own (and go only when nothing, the library included, uses them, publishing/files.ts).

const m = MESSAGES.caseStudyAdmin;

export const SECTION_IMAGE_FILES: NumberedFiles = {
  prefix: SECTION_IMAGE_FIELD_PREFIX,
  maxFiles: MAX_SECTION_IMAGE_FILES,
  rule: imageRule(m.imageNotImage),
  tooManyMessage: m.tooManySectionImages(MAX_SECTION_IMAGE_FILES),
};

type ImageBatch = ReturnType<typeof imageBatch>;

function sectionsError(message: string): AppError {
  return new AppError('VALIDATION', message, { errors: { sections: message } });
}

/** Every picture URL the sections show. */
export function sectionImageUrls(sections: readonly { images: readonly CaptionedImage[] }[]): Set<string> {
  return new Set(sections.flatMap((section) => section.images.map((image) => image.url)));
}

/**
 * `keptUrls` and the pictures of the media library the sections name besides (decision 025): an
 * asset's URL or one of the site's own pictures. Any other URL is refused (400 errors.sections).
 */
export async function withLibraryUrls(
  db: Db,
  sections: readonly CaseStudySectionForm[],
  keptUrls: ReadonlySet<string>,
  createdByEmail: string,
): Promise<Set<string>> {
  const allowed = new Set(keptUrls);
  for (const image of sections.flatMap((section) => section.images)) {
    if (image.upload !== undefined || allowed.has(image.url)) continue;
    try {
      allowed.add(await libraryImageUrl(db, 'sections', image.url, createdByEmail));
    } catch (error) {
      if (error instanceof AppError) throw sectionsError(m.sectionImageForeign);
      throw error;
    }
  }
  return allowed;
}

/**
 * Checks what the sections name before any picture is decoded: each upload is a file that was
 * sent, used once; each URL one of `keptUrls`. Answers the upload fields in order of use.
 */
export function sectionUploadFields(
  sections: readonly CaseStudySectionForm[],
  body: MultipartBody,
  keptUrls: ReadonlySet<string>,
): string[] {
  const fields: string[] = [];
  for (const image of sections.flatMap((section) => section.images)) {
    if (image.upload === undefined) {
      if (!keptUrls.has(image.url)) throw sectionsError(m.sectionImageForeign);
      continue;
    }
    if (fields.includes(image.upload)) throw sectionsError(m.sectionImageUsedTwice(image.upload));
    if (!body.has(image.upload)) throw sectionsError(m.sectionImageNotSent(image.upload));
    fields.push(image.upload);
  }
  return fields;
}

/** The named files decoded in full, one at a time (413, 415 or 400 as for any image). */
export async function decodedSectionImages(
  body: MultipartBody,
  fields: readonly string[],
): Promise<Map<string, UploadedImage>> {
  const decoded = new Map<string, UploadedImage>();
  for (const field of fields) {
    const upload = await uploadedImage(body, field, m.imageNotImage);
    // body.has() was true, so the file is there; undefined only for an empty part.
    if (!upload) throw sectionsError(m.sectionImageNotSent(field));
    decoded.set(field, upload);
  }
  return decoded;
}

/** Stores the new pictures in `images` (discarded with it) and answers the sections with their URLs. */
export async function withStoredSectionImages(
  sections: readonly CaseStudySectionForm[],
  decoded: ReadonlyMap<string, UploadedImage>,
  images: ImageBatch,
): Promise<CaseStudySectionInput[]> {
  const stored: CaseStudySectionInput[] = [];
  for (const section of sections) {
    const sectionImages: CaptionedImage[] = [];
    for (const image of section.images) {
      const caption = image.caption === undefined ? {} : { caption: image.caption };
      if (image.upload === undefined) {
        sectionImages.push({ url: image.url, ...caption });
        continue;
      }
      const saved = await images.store(
        decoded.get(image.upload),
        image.caption ? { alt: image.caption } : {},
      );
      if (!saved) throw sectionsError(m.sectionImageNotSent(image.upload));
      sectionImages.push({ url: saved.url, ...caption });
    }
    stored.push({ ...section, images: sectionImages });
  }
  return stored;
}
