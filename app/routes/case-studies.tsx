import { data, useNavigation } from 'react-router';
import { caseStudyCallToAction } from '../../content/case-studies/shared.ts';
import { deepestPage } from '../../domain/list-page.ts';
import { listCaseStudies } from '../../server/db/case-studies.ts';
import type { CaseStudyCardData } from '../components/case-studies/case-study-card.tsx';
import { CaseStudyGrid, type CaseStudyListState } from '../components/case-studies/case-study-grid.tsx';
import { FocalPositionsProvider } from '../components/focal-point.tsx';
import { focalPositionsFor } from '../components/focal-positions.ts';
import { CtaBand } from '../components/services/cta-band.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { Section } from '../components/services/section.tsx';
import { ListPager } from '../components/ui/list-pager.tsx';
import { pageHref, pageParam, pageRelLinks } from '../components/ui/page-links.ts';
import { requestContext } from '../request-context.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/case-studies';

// public-site.md §2 Case studies list: hero 'Explore Our Case Studies' and a grid of cards loaded
// on the server, CASE_STUDIES_PAGE_SIZE a page in ?page= (decision 019: the spec's few studies fit
// one page). A data failure is logged and shown as the spec's banner (§8), never a crash; a page
// past the end is a 404.

const PATH = '/case-studies';
/** Four full rows of the three-column grid. */
const CASE_STUDIES_PAGE_SIZE = 12;

const seo = {
  title: 'Case Studies',
  description:
    'Case studies from our power engineering work: containerised switchrooms, BESS earthing design, power system studies for 132kV connections and load bank testing.',
  path: PATH,
  keywords: ['power engineering case studies', 'substation design case study', 'grid connection studies'],
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const page = Math.min(pageParam(new URL(request.url)), deepestPage(CASE_STUDIES_PAGE_SIZE));
  try {
    const found = await listCaseStudies(
      services.db,
      { page, limit: CASE_STUDIES_PAGE_SIZE },
      { publishedOnly: true },
    );
    // Only what a card shows travels to the browser, not every study's full text and sections.
    const cards: CaseStudyCardData[] = found.items.map(({ _id, name, description, cardImage, link }) => ({
      _id,
      name,
      description,
      cardImage,
      link,
    }));
    const totalPages = Math.max(1, Math.ceil(found.total / CASE_STUDIES_PAGE_SIZE));
    const focal = await focalPositionsFor(
      services,
      cards.map((card) => card.cardImage),
    );
    return data(
      {
        caseStudies: cards,
        paging: { page, limit: CASE_STUDIES_PAGE_SIZE, total: found.total, totalPages },
        isFailed: false,
        ...focal,
      },
      { status: page > totalPages ? 404 : 200 },
    );
  } catch (error) {
    services.logger.error({ err: error }, 'case studies page: failed to load case studies');
    return {
      caseStudies: [],
      paging: { page, limit: CASE_STUDIES_PAGE_SIZE, total: 0, totalPages: 1 },
      isFailed: true,
    };
  }
}

function caseStudiesHref(page: number): string {
  return pageHref(PATH, {}, page);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  if (!loaderData) return pageMeta(publicUrl, seo);
  const { page, totalPages } = loaderData.paging;
  // Page 1 keeps the address the list always had; a later page names itself.
  const pageSeo =
    page === 1 ? seo : { ...seo, title: `${seo.title}, page ${page}`, path: caseStudiesHref(page) };
  return [...pageMeta(publicUrl, pageSeo), ...pageRelLinks(publicUrl, caseStudiesHref, page, totalPages)];
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // Client navigation back to this page (or a revalidation) re-runs the loader: show the spinner
  // rather than the cards it is about to replace.
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === PATH;
  const state: CaseStudyListState = isLoading
    ? { status: 'loading' }
    : loaderData.isFailed
      ? { status: 'failed' }
      : { status: 'loaded', caseStudies: loaderData.caseStudies };
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        heading="Explore Our Case Studies"
        lead="From a single switchroom to the studies behind a 132kV connection: a look at problems our clients brought us and how we solved them."
        image="case-power-system"
        crumbs={[{ label: 'Home', href: '/' }]}
      />
      <Section
        id="our-work"
        heading="Our work across the power network"
        lead="Our engineers work for network operators, independent connection providers, renewables and storage developers and private network owners, on projects from 415V distribution to 132kV grid connections. Each case study sets out what the client needed, what we did and the result: plant design and supply, earthing design, power system studies, and testing and commissioning."
      >
        <div aria-live="polite" aria-busy={isLoading}>
          <FocalPositionsProvider
            positions={'focalPositions' in loaderData ? loaderData.focalPositions : undefined}
          >
            <CaseStudyGrid state={state} />
          </FocalPositionsProvider>
          {state.status === 'loaded' && (
            <ListPager
              {...loaderData.paging}
              noun="case studies"
              // The page lands on the cards, not the hero above them.
              hrefFor={(page) => `${caseStudiesHref(page)}#our-work`}
              label="Case study pages"
            />
          )}
        </div>
      </Section>
      <CtaBand cta={caseStudyCallToAction} />
    </>
  );
}
