import { STATEMENT_MESSAGES, type StatementInput } from '../../domain/capability-statements.ts';
import { getAccreditationsByIds } from '../db/accreditations.ts';
import { listCaseStudiesByIds } from '../db/case-studies.ts';
import { listProductsByIds } from '../db/products.ts';
import type { AppServices } from '../services.ts';
import { publishedSiteContent } from '../site-content/published.ts';

// Decision 028: a statement may pick only what is published (case studies, products, the team
// and offices of the site content) and accreditations that exist. A save naming anything else is
// refused (400 naming the first unknown id of each list); something picked that is unpublished
// or deleted later is left out of the next PDF, and the statement's answer lists it so the
// editor can say so.

const m = STATEMENT_MESSAGES;

export type PickLists = Pick<
  StatementInput,
  'caseStudies' | 'products' | 'accreditationIds' | 'peopleIds' | 'officeIds'
>;

/** The picks that name nothing to be had now, per list. */
export type UnavailablePicks = {
  caseStudyIds: string[];
  productIds: string[];
  accreditationIds: string[];
  peopleIds: string[];
  officeIds: string[];
};

export async function unavailablePicks(
  services: Pick<AppServices, 'db'>,
  picks: PickLists,
): Promise<UnavailablePicks> {
  const { db } = services;
  const published = { publishedOnly: true };
  const caseStudyIds = picks.caseStudies.map((pick) => pick.id);
  const productIds = picks.products.map((pick) => pick.id);
  const [caseStudies, products, accreditations, content] = await Promise.all([
    listCaseStudiesByIds(db, caseStudyIds, published),
    listProductsByIds(db, productIds, published),
    getAccreditationsByIds(db, picks.accreditationIds),
    publishedSiteContent(db),
  ]);
  const missing = (ids: readonly string[], found: Iterable<string>) => {
    const known = new Set(found);
    return ids.filter((id) => !known.has(id));
  };
  return {
    caseStudyIds: missing(
      caseStudyIds,
      caseStudies.map((item) => item._id),
    ),
    productIds: missing(
      productIds,
      products.map((item) => item._id),
    ),
    accreditationIds: missing(
      picks.accreditationIds,
      accreditations.map((item) => item._id),
    ),
    peopleIds: missing(
      picks.peopleIds,
      content.team.filter((member) => member.isShown).map((member) => member.id),
    ),
    officeIds: missing(
      picks.officeIds,
      content.offices.map((office) => office.id),
    ),
  };
}

/** The field errors of picks that name nothing published, or undefined when all are known. */
export async function pickErrors(
  services: Pick<AppServices, 'db'>,
  picks: PickLists,
): Promise<Record<string, string> | undefined> {
  const unknown = await unavailablePicks(services, picks);
  const errors: Record<string, string> = {};
  const [caseStudy] = unknown.caseStudyIds;
  if (caseStudy !== undefined) errors.caseStudies = m.caseStudyUnknown(caseStudy);
  const [product] = unknown.productIds;
  if (product !== undefined) errors.products = m.productUnknown(product);
  const [accreditation] = unknown.accreditationIds;
  if (accreditation !== undefined) errors.accreditationIds = m.accreditationUnknown(accreditation);
  const [person] = unknown.peopleIds;
  if (person !== undefined) errors.peopleIds = m.personUnknown(person);
  const [office] = unknown.officeIds;
  if (office !== undefined) errors.officeIds = m.officeUnknown(office);
  return Object.keys(errors).length > 0 ? errors : undefined;
}
