import { useState } from 'react';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../../domain/staff.ts';
import { PasskeysSection } from '../../components/dashboard/account/passkeys-section.tsx';
import { PasswordForm } from '../../components/dashboard/account/password-form.tsx';
import { SessionsSection } from '../../components/dashboard/account/sessions-section.tsx';
import { TwoFactorSection } from '../../components/dashboard/account/two-factor-section.tsx';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { useSession } from '../../components/dashboard/session/session-context.tsx';
import { useFocusRequest } from '../../components/forms/use-checked-form.ts';
import { Banner } from '../../components/ui/status.tsx';

// Your Account (ours): who you are signed in as, what your role lets you do, and a change of
// your own password, which signs you out everywhere else (a password you suspect was seen
// should not leave an old session open on another computer).

export function meta() {
  return dashboardMeta('Your Account');
}

export default function Account() {
  const { user, replaceUser } = useSession();
  const [isChanged, setChanged] = useState(false);
  const [noticeRef, announce] = useFocusRequest<HTMLDivElement>();

  return (
    <>
      <PageHeader
        title="Your Account"
        description="Your details, your password, how you confirm it is you, and where you are signed in."
      />
      <div className="grid max-w-4xl gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="account-details"
          className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="account-details" className="text-lg font-semibold text-brand-900">
            Details
          </h2>
          <dl className="mt-4 space-y-4 text-sm">
            <div>
              <dt className="font-semibold text-slate-800">Name</dt>
              <dd className="mt-0.5 text-slate-700">{user.name}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-800">E-mail</dt>
              <dd className="mt-0.5 break-all text-slate-700">{user.email}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-800">Role</dt>
              <dd className="mt-0.5 text-slate-700">
                {ROLE_LABELS[user.role]}: {ROLE_DESCRIPTIONS[user.role].toLowerCase()}.
              </dd>
            </div>
          </dl>
          <p className="mt-5 text-sm text-slate-600">
            An administrator changes names, e-mail addresses and roles on the Staff screen.
          </p>
        </section>
        <section
          aria-labelledby="account-password"
          className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="account-password" className="text-lg font-semibold text-brand-900">
            Change password
          </h2>
          <p className="mt-1 mb-5 text-sm text-slate-600">Changing it signs you out on every other device.</p>
          <div ref={noticeRef} tabIndex={-1} className="mb-5 focus:outline-none empty:hidden">
            {isChanged && (
              <Banner tone="success" onDismiss={() => setChanged(false)}>
                Password changed. You stay signed in here; other devices have been signed out.
              </Banner>
            )}
          </div>
          <PasswordForm
            submitLabel="Change password"
            onChanged={(changed) => {
              replaceUser(changed);
              setChanged(true);
              announce();
            }}
          />
        </section>
        <TwoFactorSection />
        <PasskeysSection />
        <SessionsSection />
      </div>
    </>
  );
}
