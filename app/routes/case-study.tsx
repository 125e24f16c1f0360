import { data, Link } from 'react-router';
import { caseStudyCallToAction } from '../../content/case-studies/shared.ts';
import type { CaseStudy } from '../../domain/entities.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { getCaseStudyByLink } from '../../server/db/case-studies.ts';
import { caseStudyHref } from '../components/case-studies/case-study-links.ts';
import { CaseStudyPdfLink } from '../components/case-studies/case-study-pdf-link.tsx';
import {
  StoredCaseStudySections,
  TextParagraphs,
} from '../components/case-studies/stored-case-study-sections.tsx';
import { FocalPositionsProvider } from '../components/focal-point.tsx';
import { focalPositionsFor } from '../components/focal-positions.ts';
import { MAINTENANCE_TITLE, MaintenanceMessage } from '../components/layout/maintenance-message.tsx';
import { PreviewBanner, PreviewLinkInvalid } from '../components/preview/preview-banner.tsx';
import {
  PREVIEW_HEADERS,
  PREVIEW_ROBOTS,
  previewPageHeaders,
  previewTokenOf,
  readPagePreview,
} from '../components/preview/preview-page.ts';
import { RequestReference } from '../components/request-reference.tsx';
import { CtaBand } from '../components/services/cta-band.tsx';
import { ArrowRightIcon } from '../components/services/icons.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { storedHeroImage } from '../components/stored-image.ts';
import { FOCUS_RING } from '../components/ui/focus-ring.ts';
import { CONTAINER } from '../components/ui/layout.ts';
import { Banner } from '../components/ui/status.tsx';
import { requestContext } from '../request-context.ts';
import { pageMeta, pageTitle } from '../seo.ts';
import type { Route } from './+types/case-study';

// A case study an administrator published (admin.md §2, §3): header image, name, description,
// content in paragraphs, then its sections in order. The four written case studies have routes
// of their own, which win over this one. An unknown link is the not-found page (public-site.md
// §2: the maintenance page, answered with 404 so it is not indexed).

const CRUMBS = [
  { label: 'Home', href: '/' },
  { label: 'Case Studies', href: '/case-studies' },
] as const;

// A link no slug could be (a NUL byte, an essay) names nothing; it is not worth a query
// (PostgreSQL would even reject the NUL byte with an error).
function isPossibleLink(link: string): boolean {
  return link.length <= 200 && !link.includes('\0');
}

/** The pictures the page crops: its header and its image-gallery sections' pictures. */
function croppedPictures(caseStudy: CaseStudy): string[] {
  const gallerySections = caseStudy.sections.filter((section) => section.type === 'image-gallery');
  return [
    caseStudy.headerImage ?? caseStudy.cardImage,
    ...gallerySections.flatMap((section) => section.images.map((image) => image.url)),
  ];
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const token = previewTokenOf(request);
  if (token !== null) {
    // Decision 024: the case study's working copy (its draft may have a new slug, so the token's
    // record is shown whatever the address says), for whoever holds the link.
    const preview = await readPagePreview<CaseStudy>(services.db, 'case-studies', token);
    if (!preview.isValid) {
      return data({ status: 'preview-invalid' as const }, { status: 404, headers: PREVIEW_HEADERS });
    }
    return data(
      {
        status: 'found' as const,
        caseStudy: preview.record,
        preview: { expiresAt: preview.expiresAt },
        ...(await focalPositionsFor(services, croppedPictures(preview.record))),
      },
      { headers: PREVIEW_HEADERS },
    );
  }
  if (!isPossibleLink(params.link)) return data({ status: 'missing' as const }, { status: 404 });
  try {
    const caseStudy = await getCaseStudyByLink(services.db, params.link, { publishedOnly: true });
    if (!caseStudy) return data({ status: 'missing' as const }, { status: 404 });
    return {
      status: 'found' as const,
      caseStudy,
      preview: null,
      ...(await focalPositionsFor(services, croppedPictures(caseStudy))),
    };
  } catch (error) {
    services.logger.error(
      { err: error, link: params.link },
      'case study page: failed to load the case study',
    );
    return data({ status: 'failed' as const }, { status: 503 });
  }
}

export const headers = previewPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.status === 'preview-invalid') return [{ title: pageTitle('Preview') }, PREVIEW_ROBOTS];
  if (loaderData?.status !== 'found') {
    const title = loaderData?.status === 'failed' ? 'Case Studies' : MAINTENANCE_TITLE;
    return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }];
  }
  const { caseStudy } = loaderData;
  const image = caseStudy.headerImage ?? caseStudy.cardImage;
  return [
    ...pageMeta(matches[0]?.loaderData?.publicUrl ?? '', {
      title: caseStudy.name,
      description: caseStudy.description,
      path: caseStudyHref(caseStudy.link),
      keywords: ['power engineering case study'],
      // Share cards need an image on this site; an outside URL keeps the default card.
      ...(image.startsWith('/') ? { image } : {}),
    }),
    ...(loaderData.preview ? [PREVIEW_ROBOTS] : []),
  ];
}

const LINK = `inline-flex items-center gap-2 rounded-sm font-semibold text-brand-500 underline-offset-4 hover:underline ${FOCUS_RING}`;

export default function StoredCaseStudy({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === 'missing') return <MaintenanceMessage />;
  if (loaderData.status === 'preview-invalid') return <PreviewLinkInvalid />;
  if (loaderData.status === 'failed') {
    return (
      <section aria-labelledby="page-heading" className={`${CONTAINER} py-20`}>
        <h1 id="page-heading" className="text-3xl font-bold text-brand-900">
          Case Studies
        </h1>
        <div className="mt-8">
          <Banner tone="error">{MESSAGES.caseStudies.loadFailed}</Banner>
          <RequestReference className="mt-4" />
        </div>
      </section>
    );
  }
  const { caseStudy, preview, focalPositions } = loaderData;
  return (
    <FocalPositionsProvider positions={focalPositions}>
      {preview && <PreviewBanner expiresAt={preview.expiresAt} />}
      <PageHero
        eyebrow="Case study"
        heading={caseStudy.name}
        lead={caseStudy.description}
        image={storedHeroImage(caseStudy.headerImage ?? caseStudy.cardImage)}
        crumbs={CRUMBS}
      />
      <article aria-labelledby="page-heading" className={`${CONTAINER} py-14 sm:py-20`}>
        <div className="mx-auto max-w-4xl space-y-14 sm:space-y-16">
          <div className="space-y-6">
            <TextParagraphs text={caseStudy.content} />
          </div>
          <StoredCaseStudySections sections={caseStudy.sections} />
          <nav
            aria-label="More case studies"
            className="flex flex-col gap-4 border-t border-slate-200 pt-8 sm:flex-row sm:items-center sm:justify-between"
          >
            <Link to="/case-studies" className={LINK}>
              <ArrowRightIcon className="size-4 rotate-180" />
              All case studies
            </Link>
            {/* Decision 028: the published page's one-page PDF (a preview's draft has none yet). */}
            {!preview && <CaseStudyPdfLink pagePath={caseStudyHref(caseStudy.link)} />}
          </nav>
        </div>
      </article>
      <CtaBand cta={caseStudyCallToAction} />
    </FocalPositionsProvider>
  );
}
