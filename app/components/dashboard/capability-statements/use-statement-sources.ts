import { useMemo } from 'react';
import { accreditationsAnswer } from '../../../../domain/answers/capability-statements.ts';
import { useApiQuery } from '../use-api-query.ts';
import type { CatalogueEntry } from './chosen-items.tsx';
import {
  publishedCaseStudiesAnswer,
  publishedProductsAnswer,
  publishedSiteContentAnswer,
} from './statement-answers.ts';

// What a statement picks from (decision 028): the published case studies and products (their
// names, and the site's own text shown where no client text is written), the accreditations, and
// the published team and offices of the site content. Read once per editor; 200 of each is the
// most a list answers (decision 019) and far more than a statement may hold.

export function useStatementSources() {
  const caseStudies = useApiQuery(
    '/case-studies?limit=200',
    publishedCaseStudiesAnswer,
    'Failed to load the published case studies',
  );
  const products = useApiQuery(
    '/products?limit=200',
    publishedProductsAnswer,
    'Failed to load the published products',
  );
  const accreditations = useApiQuery(
    '/accreditations',
    accreditationsAnswer,
    'Failed to load the accreditations',
  );
  const siteContent = useApiQuery(
    '/site-content',
    publishedSiteContentAnswer,
    'Failed to load the team and offices',
  );

  const caseStudyCatalogue = useMemo(
    () =>
      new Map<string, CatalogueEntry>(
        (caseStudies.data?.data.caseStudies ?? [])
          .filter((item) => item.status === 'published')
          .map((item) => [item._id, { name: item.name, siteText: item.description }]),
      ),
    [caseStudies.data],
  );
  const productCatalogue = useMemo(
    () =>
      new Map<string, CatalogueEntry>(
        (products.data?.data.products ?? [])
          .filter((item) => item.status === 'published')
          .map((item) => [item._id, { name: item.title, siteText: item.description }]),
      ),
    [products.data],
  );

  return {
    caseStudyCatalogue,
    productCatalogue,
    isCatalogueLoaded: caseStudies.data !== undefined && products.data !== undefined,
    accreditations: accreditations.data?.data.accreditations ?? [],
    isAccreditationsLoaded: accreditations.data !== undefined,
    team: siteContent.data?.data.team ?? [],
    offices: siteContent.data?.data.offices ?? [],
    isSiteContentLoaded: siteContent.data !== undefined,
    errors: [caseStudies.error, products.error, accreditations.error, siteContent.error].filter(
      (error): error is string => error !== null,
    ),
  };
}
