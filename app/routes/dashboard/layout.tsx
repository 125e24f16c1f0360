import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { InitialPasswordScreen } from '../../components/dashboard/account/initial-password-screen.tsx';
import { TwoFactorSetupScreen } from '../../components/dashboard/account/two-factor-setup-screen.tsx';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { SessionGate, useSession } from '../../components/dashboard/session/session-context.tsx';
import { DashboardShell } from '../../components/dashboard/shell/dashboard-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Banner, Spinner } from '../../components/ui/status.tsx';

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
      unreachable={({ retry }) => (
        <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
          <div className="w-full max-w-md">
            <Banner tone="warning" title="Your sign-in could not be checked">
              <p>The server could not be reached. You are still signed in; trying again shortly.</p>
              <Button className="mt-4" onClick={retry}>
                Try again
              </Button>
            </Banner>
          </div>
        </div>
      )}
    >
      <FirstSignInStep>
        <DashboardShell>
          <Outlet />
        </DashboardShell>
      </FirstSignInStep>
    </SessionGate>
  );
}

/**
 * An account with an initial password chooses its own before anything else (issue: staff roles);
 * then a person the sign-in policy makes use a second factor sets one up (decision 027).
 */
function FirstSignInStep({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user.mustChangePassword) return <InitialPasswordScreen />;
  return user.mustSetUpTwoFactor ? <TwoFactorSetupScreen /> : children;
}
