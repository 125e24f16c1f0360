import { Outlet } from 'react-router';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { SessionGate } from '../../components/dashboard/session/session-context.tsx';
import { DashboardShell } from '../../components/dashboard/shell/dashboard-shell.tsx';
import { Spinner } from '../../components/ui/status.tsx';

// admin.md §2: /dashboard and /admin-dashboard share this shell. The dashboard is rendered in the
// browser with data from the REST API (docs/decisions/008-dashboard-rendering.md): the server
// sends only this frame, never a record, and no public page loads any of this code.

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export function meta() {
  return dashboardMeta('Dashboard');
}

export default function DashboardLayout() {
  return (
    <SessionGate
      checking={
        <div className="flex min-h-screen items-center justify-center bg-slate-100">
          <Spinner label="Checking your sign-in…" />
        </div>
      }
    >
      <DashboardShell>
        <Outlet />
      </DashboardShell>
    </SessionGate>
  );
}
