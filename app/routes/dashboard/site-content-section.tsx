import { Link, useParams } from 'react-router';
import { isSiteContentKey, SITE_CONTENT_LABELS, type SiteContentKey } from '../../../domain/site-content.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { BannerEditor } from '../../components/dashboard/site-content/banner-editor.tsx';
import { FiguresEditor } from '../../components/dashboard/site-content/figures-editor.tsx';
import { OfficesEditor } from '../../components/dashboard/site-content/offices-editor.tsx';
import { PrivacyEditor } from '../../components/dashboard/site-content/privacy-editor.tsx';
import { TeamEditor } from '../../components/dashboard/site-content/team-editor.tsx';
import { TestimonialsEditor } from '../../components/dashboard/site-content/testimonials-editor.tsx';
import { FOCUS_RING } from '../../components/ui/focus-ring.ts';

// Decision 025: /dashboard/site-content/{key}, one section's editor, the whole section one form.

export function meta({ params }: { params: { key?: string } }) {
  const key = params.key ?? '';
  return dashboardMeta(isSiteContentKey(key) ? `${SITE_CONTENT_LABELS[key]} · Site content` : 'Site content');
}

const EDITORS: Readonly<Record<SiteContentKey, () => React.JSX.Element>> = {
  team: TeamEditor,
  testimonials: TestimonialsEditor,
  figures: FiguresEditor,
  offices: OfficesEditor,
  banner: BannerEditor,
  privacy: PrivacyEditor,
};

export default function SiteContentSection() {
  const { key = '' } = useParams();
  if (!isSiteContentKey(key)) {
    return (
      <>
        <PageHeader title="No such section" description="The site content has no section of that name." />
        <Link
          to="/dashboard/site-content"
          className={`inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`}
        >
          All site content
        </Link>
      </>
    );
  }
  const Editor = EDITORS[key];
  // A new key is a new form: nothing of one section's state carries into another's.
  return <Editor key={key} />;
}
