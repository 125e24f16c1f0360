import { useParams } from 'react-router';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { JobForm } from '../../components/dashboard/jobs/job-form.tsx';
import { PageHeader } from '../../components/dashboard/page-header.tsx';

// admin.md §2: /dashboard/jobs/new and /dashboard/jobs/edit/{id}, the same form; edit mode when
// the route has an id.

export function meta({ params }: { params: { id?: string } }) {
  return dashboardMeta(params.id ? 'Edit Job' : 'Add New Job');
}

export default function JobFormScreen() {
  const { id } = useParams();
  return (
    <>
      <PageHeader
        title={id ? 'Edit Job' : 'Add New Job'}
        description={
          id
            ? 'Change the opening: Publish puts it on the careers page, Save draft keeps it for later.'
            : 'A new opening for the careers page: Publish it, or save a draft for later.'
        }
      />
      {/* A new key per job, so moving from one edit to another starts a fresh form. */}
      <JobForm key={id ?? 'new'} jobId={id} />
    </>
  );
}
