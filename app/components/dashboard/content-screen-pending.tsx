import { Link } from 'react-router';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { PageHeader } from './page-header.tsx';

// admin.md §2 gallery, case-study and product management: their screens come with the content
// release of the dashboard. Until then the link says plainly what is (and is not) here and
// points to the public page that shows the published content.

export function ContentScreenPending({
  title,
  subject,
  publicPath,
  publicLabel,
}: {
  title: string;
  subject: string;
  publicPath: string;
  publicLabel: string;
}) {
  return (
    <>
      <PageHeader title={title} />
      <section className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-700">
          Editing {subject} from the dashboard is not available yet. What is published now stays on the public
          site.
        </p>
        <Link
          to={publicPath}
          className={`mt-4 inline-block font-semibold text-brand-500 underline ${FOCUS_RING}`}
        >
          {publicLabel}
        </Link>
      </section>
    </>
  );
}
