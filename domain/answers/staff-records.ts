import { z } from 'zod';
import { caseStudySchema } from './case-studies.ts';
import { listPageFields, successAnswer } from './common.ts';
import { storedGalleryImageSchema } from './gallery.ts';
import { jobSchema } from './jobs.ts';
import { productSchema } from './products.ts';
import { publishingAnswerFields } from './publishing.ts';

// The four content types as staff read them (decision 024): each record with its publishing
// state. The dashboard's lists and forms parse these; the public site keeps the plain schemas.

export const staffJobSchema = jobSchema.extend(publishingAnswerFields);
export const staffCaseStudySchema = caseStudySchema.extend(publishingAnswerFields);
export const staffProductSchema = productSchema.extend(publishingAnswerFields);
export const staffGalleryImageSchema = storedGalleryImageSchema.extend(publishingAnswerFields);

export type StaffJob = z.output<typeof staffJobSchema>;
export type StaffCaseStudy = z.output<typeof staffCaseStudySchema>;
export type StaffProduct = z.output<typeof staffProductSchema>;
export type StaffGalleryImage = z.output<typeof staffGalleryImageSchema>;

export const staffJobListAnswer = successAnswer({ jobs: z.array(staffJobSchema) }, listPageFields);
export const staffJobAnswer = successAnswer({ job: staffJobSchema });
export const staffCaseStudyListAnswer = successAnswer(
  { caseStudies: z.array(staffCaseStudySchema) },
  listPageFields,
);
export const staffCaseStudyAnswer = successAnswer({ caseStudy: staffCaseStudySchema });
export const staffProductListAnswer = successAnswer(
  { products: z.array(staffProductSchema) },
  listPageFields,
);
export const staffProductAnswer = successAnswer({ product: staffProductSchema });
export const staffGalleryImageListAnswer = successAnswer(
  { images: z.array(staffGalleryImageSchema) },
  listPageFields,
);
export const staffGalleryImageAnswer = successAnswer({ image: staffGalleryImageSchema });
