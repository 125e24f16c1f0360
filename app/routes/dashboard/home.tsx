import { statsAnswer } from '../../../domain/answers/stats.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { canUse } from '../../../domain/staff.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { AccreditationRenewalsPanel } from '../../components/dashboard/home/accreditation-renewals-panel.tsx';
import { BarList } from '../../components/dashboard/home/bar-list.tsx';
import { ContentAreas } from '../../components/dashboard/home/content-areas.tsx';
import { Panel } from '../../components/dashboard/home/panel.tsx';
import { ScheduledChangesPanel } from '../../components/dashboard/home/scheduled-changes-panel.tsx';
import { StatCard } from '../../components/dashboard/home/stat-card.tsx';
import { UpcomingInterviewsPanel } from '../../components/dashboard/home/upcoming-interviews-panel.tsx';
import { WeekChart } from '../../components/dashboard/home/week-chart.tsx';
import { useSession } from '../../components/dashboard/session/session-context.tsx';
import { STATUS_BAR_CLASSES, statusLabel } from '../../components/dashboard/status-labels.ts';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { Spinner } from '../../components/ui/status.tsx';

// admin.md §2 Dashboard home: "Welcome, {user name or Admin}"; the cards Total Jobs, Active Jobs,
// Total Applications; Jobs by Country and Applications by Country; beyond the spec, applications
// per week for the last 12 weeks and by status, and the open enquiries. Every figure comes from
// one aggregate endpoint (GET /api/stats), never from downloading lists. "Errors while loading
// statistics are only logged, nothing is shown" (the API client logs them). An editor, whose role
// is the content, sees its three parts instead. Both see the scheduled changes of what they
// manage (decision 024), and those who make capability statements the accreditations needing
// renewal (decision 028).

export function meta() {
  return dashboardMeta('Dashboard');
}

export default function DashboardHome() {
  const { user } = useSession();
  return canUse(user.role, 'recruitment') ? (
    <HiringOverview name={user.name} />
  ) : (
    <ContentOverview name={user.name} />
  );
}

/** An editor's overview: their role is the site's content, so its parts rather than hiring figures. */
function ContentOverview({ name }: { name: string }) {
  // Only for the accreditations needing renewal: an editor's answer carries no hiring figures they use.
  const { data, isLoading } = useApiQuery('/stats', statsAnswer, 'Failed to load statistics');
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        {MESSAGES.session.welcome(name)}
      </h1>
      <p className="mt-1 mb-6 text-slate-600">The site's content you look after.</p>
      <ContentAreas base="/dashboard" />
      <div className="mt-6">
        <ScheduledChangesPanel />
      </div>
      <div className="mt-6">
        <AccreditationRenewalsPanel
          accreditations={data?.data.accreditationsExpiring}
          isLoading={isLoading}
          canManage={false}
        />
      </div>
    </>
  );
}

function HiringOverview({ name }: { name: string }) {
  const { data, isLoading } = useApiQuery('/stats', statsAnswer, 'Failed to load statistics');
  const stats = data?.data.stats;
  const { user } = useSession();

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        {MESSAGES.session.welcome(name)}
      </h1>
      <p className="mt-1 text-slate-600">Hiring at a glance across the three offices.</p>
      {isLoading && !stats && <Spinner label="Loading statistics…" />}
      <div className="mt-6">
        <UpcomingInterviewsPanel />
      </div>
      <div className="mt-6">
        <ScheduledChangesPanel />
      </div>
      {/* Decision 028: administrators make statements too, and keep the accreditations. */}
      {canUse(user.role, 'content') && (
        <div className="mt-6">
          <AccreditationRenewalsPanel
            accreditations={data?.data.accreditationsExpiring}
            isLoading={isLoading}
            canManage={canUse(user.role, 'staff')}
          />
        </div>
      )}
      {stats && (
        <div className="mt-6 space-y-6">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard label="Total Jobs" value={stats.jobs.total} to="/dashboard/jobs" />
            <StatCard label="Active Jobs" value={stats.jobs.active} to="/dashboard/jobs?active=true" />
            <StatCard
              label="Total Applications"
              value={stats.applications.total}
              to="/dashboard/applications"
            />
            <StatCard
              label="Open Enquiries"
              value={stats.enquiries.open}
              to="/dashboard/enquiries?state=open"
              note={`of ${stats.enquiries.total.toLocaleString('en-GB')} received`}
            />
          </div>
          {/* grid-cols-1: an implicit column is as wide as the week chart, wider than a phone. */}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Panel title="Jobs by Country" id="jobs-by-country">
              <BarList
                emptyText="No job listings yet."
                bars={stats.jobs.byCountry.map((row) => ({
                  label: row.country,
                  value: row.total,
                  detail: `${row.active} active`,
                }))}
              />
            </Panel>
            <Panel title="Applications by Country" id="applications-by-country">
              <BarList
                emptyText="No applications yet."
                bars={stats.applications.byCountry.map((row) => ({
                  label: row.country,
                  value: row.count,
                  barClass: 'bg-accent-500',
                }))}
              />
            </Panel>
            <Panel title="Applications per Week" id="applications-per-week">
              <WeekChart weeks={stats.applications.perWeek} />
            </Panel>
            <Panel title="Applications by Status" id="applications-by-status">
              <BarList
                emptyText="No applications yet."
                bars={stats.applications.byStatus.map((row) => ({
                  label: statusLabel(row.status),
                  value: row.count,
                  barClass: STATUS_BAR_CLASSES[row.status],
                }))}
              />
            </Panel>
          </div>
        </div>
      )}
    </>
  );
}
