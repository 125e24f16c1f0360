import { z } from 'zod';
import type { GalleryCategory, GalleryImage, ImageVariant } from '../entities.ts';
import { listPageFields, successAnswer, timestamp } from './common.ts';

// admin.md §3 GalleryImage and GalleryCategory; §7 GET /gallery (data.images), POST and
// PUT /gallery (data.image), GET /gallery-categories and /gallery-categories/all/admin
// (data.categories), POST and PUT /gallery-categories (data.category). Ours: each image's
// responsive variants for srcset, and its optional alt text.

export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number(),
  format: z.string(),
}) satisfies z.ZodType<ImageVariant>;

export const storedGalleryImageSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  imageDate: z.string(),
  url: z.string(),
  variants: z.array(imageVariantSchema),
  alt: z.string().optional(),
  createdAt: timestamp,
}) satisfies z.ZodType<GalleryImage>;

export const storedGalleryCategorySchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
}) satisfies z.ZodType<GalleryCategory>;

export const galleryImageListAnswer = successAnswer(
  { images: z.array(storedGalleryImageSchema) },
  listPageFields,
);
export const galleryImageAnswer = successAnswer({ image: storedGalleryImageSchema });
export const galleryCategoryListAnswer = successAnswer({ categories: z.array(storedGalleryCategorySchema) });
export const galleryCategoryAnswer = successAnswer({ category: storedGalleryCategorySchema });
