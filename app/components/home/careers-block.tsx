import { careersBlock } from '../../../content/home.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { JobOpenings } from '../careers/job-openings.tsx';
import type { Openings } from '../careers/job-summary.ts';
import { SendCvBox } from '../careers/send-cv-box.tsx';
import { Banner } from '../ui/status.tsx';

// public-site.md §2 Home 9: "The home page carries the same block" as the careers page: the
// country chooser with opening counts, a country's jobs in the slider, and the send-your-CV box.
// On a data failure the home page shows its own message and, unlike the careers page, no
// fallback jobs (§8).

export function CareersBlock({ openings }: { openings: Openings | null }) {
  return (
    <section aria-labelledby="careers-heading" className="bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <div className="max-w-2xl">
          <p className="font-semibold tracking-wider text-brand-500 uppercase">{careersBlock.eyebrow}</p>
          <h2 id="careers-heading" className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">
            {careersBlock.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{careersBlock.intro}</p>
        </div>

        <div className="mt-10">
          {openings ? (
            <JobOpenings openings={openings} basePath="/" />
          ) : (
            <Banner tone="error">{MESSAGES.careers.homeLoadFailed}</Banner>
          )}
        </div>

        <SendCvBox />
      </div>
    </section>
  );
}
