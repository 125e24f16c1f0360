import { z } from 'zod';
import type { Product } from '../entities.ts';
import { timestamp } from './common.ts';

// admin.md §3 Product, as the answers of /products carry it (the dashboard reads them with their
// publishing state, staff-records.ts). `_id` names the record, `id` is the product code public
// links may use.

export const productSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  thumbnail: z.string().optional(),
  category: z.object({ name: z.string(), color: z.string() }),
  features: z.array(z.string()),
  specifications: z.array(z.object({ key: z.string(), value: z.string() })),
  specificationsObject: z.record(z.string(), z.string()),
  applications: z.array(z.string()),
  externalLink: z.string().optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
}) satisfies z.ZodType<Product>;
