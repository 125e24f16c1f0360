import {
  caseStudyFormSchema,
  caseStudyListQuerySchema,
  MAX_SECTION_IMAGE_FILES,
  SECTION_IMAGE_FIELD_PREFIX,
} from '../../domain/case-study.ts';
import {
  galleryCategorySchema,
  galleryImageFormSchema,
  galleryListQuerySchema,
} from '../../domain/gallery.ts';
import { productFormSchema, productListQuerySchema } from '../../domain/product.ts';
import { recordViewQuerySchema } from '../../domain/publishing.ts';
import { SITE_CONTENT_KEYS, siteContentWriteSchema } from '../../domain/site-content.ts';
import { image, json, type NumberedFileFields, type Operation } from './openapi-operation.ts';

// The site-content routes (gallery images and categories, case studies, products: admin.md §7),
// public to read and written from the dashboard's content area.

// The pictures of image-gallery sections (server/http/routes/case-study-section-images.ts).
const SECTION_IMAGES: NumberedFileFields = {
  prefix: SECTION_IMAGE_FIELD_PREFIX,
  maxFiles: MAX_SECTION_IMAGE_FILES,
  accept: image(false).accept,
  description: 'A new picture of an image-gallery section, named in `sections` by `upload`.',
};

const CASE_STUDY_FORM =
  '`sections` is JSON text: a list of { id, title, type (text, list, image-gallery), content, ' +
  'listItems, images }. Each image is { upload: "sectionImage<n>", caption? }, naming the file ' +
  'field that carries a new picture (each file named once; one not sent is 400), or { url, ' +
  'caption? } for a picture the case study already shows; any other URL is 400. New pictures ' +
  'are checked and stored like cardImage and their URLs put in the section; a failed save ' +
  'keeps none of them. Files not named in `sections` are ignored.';

const CASE_STUDY_UPDATE =
  'The form edits the working copy (the draft over the row). Without a `sections` field its ' +
  'sections stay; a sent field, even "[]", replaces them. The files of pictures no longer shown ' +
  'by the case study, its draft or any version are deleted once it is saved.';

export const CONTENT_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/gallery',
    summary: 'Gallery images',
    isAdminOnly: false,
    query: galleryListQuerySchema,
    answers: 'images',
    isPaged: true,
  },
  {
    method: 'get',
    path: '/gallery/{id}',
    summary: 'One gallery image',
    isAdminOnly: false,
    query: recordViewQuerySchema,
    answers: 'image',
  },
  {
    method: 'post',
    path: '/gallery',
    summary: 'Upload a gallery image',
    isAdminOnly: true,
    body: {
      kind: 'multipart',
      schema: galleryImageFormSchema,
      files: { image: image(true) },
      isPublishable: true,
    },
    answers: 'image',
  },
  {
    method: 'put',
    path: '/gallery/{id}',
    summary: 'Update a gallery image (no file keeps it)',
    isAdminOnly: true,
    body: {
      kind: 'multipart',
      schema: galleryImageFormSchema,
      files: { image: image(false) },
      isPublishable: true,
    },
    answers: 'image',
  },
  {
    method: 'delete',
    path: '/gallery/{id}',
    summary: 'Delete a gallery image and its files',
    isAdminOnly: true,
  },
  {
    method: 'get',
    path: '/gallery-categories',
    summary: 'Active categories by displayOrder',
    isAdminOnly: false,
    answers: 'categories',
  },
  {
    method: 'get',
    path: '/gallery-categories/all/admin',
    summary: 'All categories',
    isAdminOnly: true,
    answers: 'categories',
  },
  {
    method: 'get',
    path: '/gallery-categories/{id}',
    summary: 'One category',
    isAdminOnly: false,
    answers: 'category',
  },
  {
    method: 'post',
    path: '/gallery-categories',
    summary: 'Create a category',
    isAdminOnly: true,
    body: json(galleryCategorySchema),
    answers: 'category',
  },
  {
    method: 'put',
    path: '/gallery-categories/{id}',
    summary: 'Update a category',
    isAdminOnly: true,
    body: json(galleryCategorySchema),
    answers: 'category',
  },
  {
    method: 'delete',
    path: '/gallery-categories/{id}',
    summary: 'Delete a category (keeps its images)',
    isAdminOnly: true,
  },
  {
    method: 'get',
    path: '/case-studies',
    summary: 'Case studies',
    isAdminOnly: false,
    query: caseStudyListQuerySchema,
    answers: 'caseStudies',
    isPaged: true,
  },
  {
    method: 'get',
    path: '/case-studies/{id}',
    summary: 'One case study (by _id or link)',
    isAdminOnly: false,
    query: recordViewQuerySchema,
    answers: 'caseStudy',
  },
  {
    method: 'post',
    path: '/case-studies',
    summary: 'Create a case study',
    isAdminOnly: true,
    body: {
      kind: 'multipart',
      schema: caseStudyFormSchema,
      files: { cardImage: image(true), headerImage: image(false) },
      numberedFiles: [SECTION_IMAGES],
      description: CASE_STUDY_FORM,
      isPublishable: true,
    },
    answers: 'caseStudy',
  },
  {
    method: 'put',
    path: '/case-studies/{id}',
    summary: 'Update a case study',
    isAdminOnly: true,
    body: {
      kind: 'multipart',
      schema: caseStudyFormSchema,
      files: { cardImage: image(false), headerImage: image(false) },
      numberedFiles: [SECTION_IMAGES],
      description: `${CASE_STUDY_FORM} ${CASE_STUDY_UPDATE}`,
      isPublishable: true,
    },
    answers: 'caseStudy',
  },
  {
    method: 'delete',
    path: '/case-studies/{id}',
    summary: 'Delete a case study and the files of its pictures',
    isAdminOnly: true,
  },
  {
    method: 'get',
    path: '/products',
    summary: 'Products',
    isAdminOnly: false,
    query: productListQuerySchema,
    answers: 'products',
    isPaged: true,
  },
  {
    method: 'get',
    path: '/products/{id}',
    summary: 'One product by _id',
    isAdminOnly: false,
    query: recordViewQuerySchema,
    answers: 'product',
  },
  {
    method: 'get',
    path: '/products/link/{link}',
    summary: 'One product by its product code',
    isAdminOnly: false,
    answers: 'product',
  },
  {
    method: 'post',
    path: '/products',
    summary: 'Create a product (JSON-text fields)',
    isAdminOnly: true,
    body: {
      kind: 'multipart',
      schema: productFormSchema,
      files: { thumbnail: image(true) },
      isPublishable: true,
    },
    answers: 'product',
  },
  {
    method: 'put',
    path: '/products/{id}',
    summary: 'Update a product',
    isAdminOnly: true,
    body: {
      kind: 'multipart',
      schema: productFormSchema,
      files: { thumbnail: image(false) },
      isPublishable: true,
    },
    answers: 'product',
  },
  { method: 'delete', path: '/products/{id}', summary: 'Delete a product', isAdminOnly: true },
  // Decision 025: the sections of the site's changing copy, one record each, keyed by name.
  {
    method: 'get',
    path: '/site-content',
    summary:
      "The site's changing copy as published: team, testimonials, figures, offices (lists), banner (null while unpublished), privacy (intro and sections, each body a Tiptap JSON document), bannerVersion (what a visitor's dismissal is keyed by) and privacyUpdatedAt. Staff with ?view=draft: sections[] of { key, value (the working copy), status, hasDraft, publishAt, unpublishAt, updatedAt }",
    isAdminOnly: false,
    query: recordViewQuerySchema,
    answers: 'team, testimonials, figures, offices, banner, privacy, bannerVersion, privacyUpdatedAt',
  },
  {
    method: 'get',
    path: '/site-content/{key}',
    summary: `One section's working copy with its publishing state; key is one of ${SITE_CONTENT_KEYS.join(', ')} (404 otherwise)`,
    isAdminOnly: true,
    query: recordViewQuerySchema,
    answers: 'section',
  },
  {
    method: 'put',
    path: '/site-content/{key}',
    summary:
      'Replace a section\'s whole value: published at once (status published, the default) or saved as its draft (status draft). 400 names each field by its place in the body (errors: { "value.1.name": "Name is required" }); rich text may hold only paragraphs, level-3 headings, lists, hard breaks, bold, italic and http(s), site-path or mailto links. Only the banner takes an unpublishAt (409 otherwise)',
    isAdminOnly: true,
    body: json(siteContentWriteSchema),
    answers: 'section',
  },
];
