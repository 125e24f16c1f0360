import { teamNumbers } from '../../content/about.ts';
import { site } from '../../content/site.ts';
import { figuresOn } from '../../domain/site-content.ts';
import { StoryHero } from '../components/about/story-hero.tsx';
import { TeamSlider } from '../components/about/team-slider.tsx';
import { ValuesTabs } from '../components/about/values-tabs.tsx';
import { FocalPositionsProvider } from '../components/focal-point.tsx';
import { focalPositionsFor } from '../components/focal-positions.ts';
import { StatGrid } from '../components/home/stat-grid.tsx';
import { PreviewBanner, PreviewLinkInvalid } from '../components/preview/preview-banner.tsx';
import { siteContentMeta } from '../components/site-content/preview-meta.ts';
import {
  shownSiteContent,
  siteContentPage,
  siteContentPageHeaders,
} from '../components/site-content/shown-site-content.ts';
import { requestContext } from '../request-context.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/about';

// The about page's figures and leadership team are the published site content (decision 025),
// or a section's working copy through a site-content ?preview= link. The portraits are cropped
// round their focal points in the media library.
export async function loader(args: Route.LoaderArgs) {
  const shown = await shownSiteContent(args);
  const portraits = shown.content.team
    .filter((member) => member.isShown)
    .map((member) => member.portrait.url);
  const focal = await focalPositionsFor(args.context.get(requestContext).services, portraits);
  return siteContentPage(shown, (content) => ({
    figures: figuresOn(content.figures, 'about'),
    team: content.team,
    ...focal,
  }));
}

export const headers = siteContentPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  return siteContentMeta(loaderData, () =>
    pageMeta(publicUrl, {
      title: 'About',
      description: `Founded in ${site.foundedYear}, ${site.brand} is a UK power engineering consultancy with offices in India and Uzbekistan: our story, our values and our leadership team.`,
      path: '/about',
      keywords: ['about us', 'power engineering team', 'chartered engineers'],
    }),
  );
}

// public-site.md §2 About: Our Story, The Team in Numbers, Our Values, Meet Our Team.
export default function About({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === 'preview-invalid') return <PreviewLinkInvalid />;
  return (
    <>
      {loaderData.preview && <PreviewBanner expiresAt={loaderData.preview.expiresAt} />}
      <StoryHero />
      <section aria-labelledby="team-numbers-heading" className="bg-brand-900 px-4 py-16 text-white sm:px-6">
        <div className="mx-auto max-w-5xl">
          <h2 id="team-numbers-heading" className="text-center text-3xl font-bold sm:text-4xl">
            {teamNumbers.heading}
          </h2>
          <div className="mt-10">
            <StatGrid figures={loaderData.figures} isInverted />
          </div>
        </div>
      </section>
      <ValuesTabs />
      <FocalPositionsProvider positions={loaderData.focalPositions}>
        <TeamSlider team={loaderData.team} />
      </FocalPositionsProvider>
    </>
  );
}
