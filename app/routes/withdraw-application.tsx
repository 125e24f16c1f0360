import { useSearchParams } from 'react-router';
import { WITHDRAW_PAGE_PATH } from '../../domain/application-withdrawal.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CONTAINER } from '../components/ui/layout.ts';
import { WithdrawPanel } from '../components/withdrawal/withdraw-panel.tsx';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/withdraw-application';

// Decision 017: the page the applicant's confirmation e-mail links to (?token=). Opening it
// deletes nothing (mail scanners follow links); its button sends POST /api/applications/withdraw.
// Every token makes a different URL, and the page is about one person's data, so no cache keeps
// it (server/page-cache/cache-key.ts as well as no-store here) and no search engine lists it.

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches[0]?.loaderData?.publicUrl ?? '', {
      title: 'Withdraw your application',
      description: 'Withdraw your job application and have your CV deleted.',
      path: WITHDRAW_PAGE_PATH,
    }),
    { name: 'robots', content: 'noindex, nofollow' },
    // The token is in this page's address: no link from here may pass it on.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function WithdrawApplication() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <>
      <section aria-labelledby="withdraw-heading" className="bg-brand-900 text-white">
        <div className={`${CONTAINER} pt-10 pb-24 sm:pt-14`}>
          <div className="mx-auto max-w-3xl">
            <Breadcrumbs
              crumbs={[
                { label: 'Home', href: '/' },
                { label: 'Careers', href: '/careers' },
              ]}
              current="Withdraw your application"
            />
            <h1 id="withdraw-heading" className="mt-6 text-3xl font-bold sm:text-4xl lg:text-5xl">
              Withdraw your application
            </h1>
            <p className="mt-4 max-w-2xl text-base leading-relaxed text-slate-100 sm:text-lg">
              Changed your mind? You can withdraw the application this link was sent for and have your CV
              deleted.
            </p>
          </div>
        </div>
      </section>
      <div className={CONTAINER}>
        <div className="mx-auto -mt-16 max-w-3xl pb-20">
          <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
            <WithdrawPanel token={token} />
          </div>
        </div>
      </div>
    </>
  );
}
