import { z } from 'zod';
import { successAnswer } from '../../../../domain/answers/common.ts';

// What the statement editor reads besides the statement routes' own answers (those are in
// domain/answers/capability-statements.ts): the case studies and products a pick names, for their
// names and the site's own short text (shown where no client text is written), and the published
// team and offices (decision 025). Staff are answered drafts too, with their state (decision 024);
// only published ones can be in a PDF. Only the fields used are read.

const state = z.string().default('published');
const publishedCaseStudy = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  status: state,
});
const publishedProduct = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  status: state,
});
export const publishedCaseStudiesAnswer = successAnswer({ caseStudies: z.array(publishedCaseStudy) });
export const publishedProductsAnswer = successAnswer({ products: z.array(publishedProduct) });

const person = z.object({ id: z.string(), name: z.string(), role: z.string() });
const office = z.object({ id: z.string(), name: z.string(), country: z.string() });
export const publishedSiteContentAnswer = successAnswer({ team: z.array(person), offices: z.array(office) });
