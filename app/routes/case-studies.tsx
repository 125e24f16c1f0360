import { useNavigation } from 'react-router';
import { caseStudyCallToAction } from '../../content/case-studies/shared.ts';
import { listCaseStudies } from '../../server/db/case-studies.ts';
import type { CaseStudyCardData } from '../components/case-studies/case-study-card.tsx';
import { CaseStudyGrid, type CaseStudyListState } from '../components/case-studies/case-study-grid.tsx';
import { CtaBand } from '../components/services/cta-band.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { Section } from '../components/services/section.tsx';
import { requestContext } from '../request-context.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/case-studies';

// public-site.md §2 Case studies list: hero 'Explore Our Case Studies' and a grid of cards loaded
// on the server. A data failure is logged and shown as the spec's banner (§8), never a crash.

const PATH = '/case-studies';

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  try {
    const caseStudies = await listCaseStudies(services.db);
    // Only what a card shows travels to the browser, not every study's full text and sections.
    const cards: CaseStudyCardData[] = caseStudies.map(({ _id, name, description, cardImage, link }) => ({
      _id,
      name,
      description,
      cardImage,
      link,
    }));
    return { caseStudies: cards, isFailed: false };
  } catch (error) {
    services.logger.error({ err: error }, 'case studies page: failed to load case studies');
    return { caseStudies: [], isFailed: true };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', {
    title: 'Case Studies',
    description:
      'Case studies from our power engineering work: containerised switchrooms, BESS earthing design, power system studies for 132kV connections and load bank testing.',
    path: PATH,
    keywords: ['power engineering case studies', 'substation design case study', 'grid connection studies'],
  });
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
          <CaseStudyGrid state={state} />
        </div>
      </Section>
      <CtaBand cta={caseStudyCallToAction} />
    </>
  );
}
