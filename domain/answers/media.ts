import { z } from 'zod';
import { MEDIA_USAGE_WHERE } from '../media.ts';
import { listPageFields, successAnswer, timestamp } from './common.ts';

// The answers of /api/media (decision 025) as the dashboard reads them.

export const mediaAssetSchema = z.object({
  _id: z.string(),
  url: z.string(),
  fileName: z.string(),
  alt: z.string(),
  credit: z.string(),
  focalX: z.number(),
  focalY: z.number(),
  width: z.number(),
  height: z.number(),
  bytes: z.number().nullable(),
  isBuiltIn: z.boolean(),
  createdAt: timestamp,
  createdByEmail: z.string(),
});

export const mediaUsageSchema = z.object({
  type: z.string(),
  id: z.string(),
  title: z.string(),
  where: z.enum(MEDIA_USAGE_WHERE),
  version: z.number().optional(),
});

export const mediaListAnswer = successAnswer({ assets: z.array(mediaAssetSchema) }, listPageFields);
export const mediaAssetAnswer = successAnswer({ asset: mediaAssetSchema });
export const mediaDetailAnswer = successAnswer({ asset: mediaAssetSchema, usage: z.array(mediaUsageSchema) });
