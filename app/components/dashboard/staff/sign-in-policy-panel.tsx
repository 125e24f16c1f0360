import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { profileAnswer } from '../../../../domain/answers/auth.ts';
import { signInPolicyAnswer } from '../../../../domain/answers/two-factor.ts';
import type { StaffAccount } from '../../../../domain/entities.ts';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../domain/staff.ts';
import { ApiError, apiRequest, failureMessage } from '../../../api-client.ts';
import { SubmitButton } from '../../forms/submit-button.tsx';
import { Banner, Spinner } from '../../ui/status.tsx';
import { dateTime } from '../dates.ts';
import { useSession } from '../session/session-context.tsx';
import { useApiQuery } from '../use-api-query.ts';

// Decision 027, on the Staff screen: the sign-in policy. The roles that must use a second factor
// (a person of such a role without one is led through setting it up at their next sign-in), and
// whether everyone may sign in with a password or only one break-glass administrator, which is
// offered only while single sign-on is configured (else nobody else could sign in at all).

const FETCH_FAILED = 'Failed to fetch the sign-in policy';
const SAVE_FAILED = 'Failed to save the sign-in policy';

export function SignInPolicyPanel({ accounts }: { accounts: readonly StaffAccount[] }) {
  const id = useId();
  const { user, replaceUser } = useSession();
  const query = useApiQuery('/sign-in-policy', signInPolicyAnswer, FETCH_FAILED);
  const loaded = query.data?.data;
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [passwordSignIn, setPasswordSignIn] = useState<'everyone' | 'break-glass'>('everyone');
  const [breakGlassUserId, setBreakGlassUserId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!loaded) return;
    setRoles(loaded.policy.twoFactorRoles);
    setPasswordSignIn(loaded.policy.passwordSignIn);
    setBreakGlassUserId(loaded.policy.breakGlassUserId ?? '');
  }, [loaded]);

  const admins = accounts.filter((account) => account.role === 'admin' && !account.isDisabled);
  const isSsoConfigured = loaded?.isSingleSignOnConfigured ?? false;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setIsBusy(true);
    setErrors({});
    setFailure(null);
    setNotice(null);
    try {
      const answer = await apiRequest('/sign-in-policy', signInPolicyAnswer, {
        method: 'PUT',
        json: {
          twoFactorRoles: roles,
          passwordSignIn,
          breakGlassUserId: passwordSignIn === 'break-glass' ? breakGlassUserId || null : null,
        },
      });
      setNotice('Sign-in policy saved.');
      setRoles(answer.data.policy.twoFactorRoles);
      // Your own role now needs a second factor you may not have: the set-up screen comes at once,
      // rather than at the next refusal.
      if (answer.data.policy.twoFactorRoles.includes(user.role)) {
        replaceUser((await apiRequest('/auth/me', profileAnswer)).data.user);
      }
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(failureMessage(error, SAVE_FAILED));
    } finally {
      setIsBusy(false);
      requestAnimationFrame(() => resultRef.current?.focus());
    }
  }

  const toggleRole = (role: StaffRole, isOn: boolean) =>
    setRoles((current) => STAFF_ROLES.filter((known) => (known === role ? isOn : current.includes(known))));

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        Sign-in policy
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        How staff must sign in. Applicants’ CVs and contact details are personal data: a second factor keeps a
        stolen password from opening them.
      </p>
      {query.error && (
        <div className="mt-4">
          <Banner tone="error">{query.error}</Banner>
        </div>
      )}
      {!loaded && !query.error && <Spinner className="mt-4" label="Loading…" />}
      {loaded && (
        <form noValidate onSubmit={save} aria-labelledby={`${id}-title`} className="mt-5 space-y-6">
          <div ref={resultRef} tabIndex={-1} className="focus:outline-none empty:hidden">
            {failure && <Banner tone="error">{failure}</Banner>}
            {notice && (
              <Banner tone="success" onDismiss={() => setNotice(null)}>
                {notice}
              </Banner>
            )}
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">
              Two-factor sign-in is required for
            </legend>
            <p className="mt-1 text-sm text-slate-600">
              People in these roles without a second factor set one up at their next sign-in and can do
              nothing else until they have.
            </p>
            <div className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
              {STAFF_ROLES.map((role) => (
                <label key={role} className="flex items-center gap-2.5 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="twoFactorRoles"
                    value={role}
                    checked={roles.includes(role)}
                    onChange={(event) => toggleRole(role, event.target.checked)}
                    className="size-5 rounded border-slate-400 accent-brand-900"
                  />
                  {ROLE_LABELS[role]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset disabled={!isSsoConfigured} aria-describedby={`${id}-password-hint`}>
            <legend className="text-sm font-semibold text-slate-800">Password sign-in</legend>
            <p id={`${id}-password-hint`} className="mt-1 text-sm text-slate-600">
              {isSsoConfigured
                ? 'With single sign-on in use, you can keep passwords for one break-glass administrator: the way in if the provider fails.'
                : 'Single sign-on is not configured for this site (OIDC_ISSUER and its settings), so everyone signs in with a password.'}
            </p>
            <div className="mt-3 space-y-3">
              <label className="flex items-center gap-2.5 text-sm text-slate-800">
                <input
                  type="radio"
                  name="passwordSignIn"
                  value="everyone"
                  checked={passwordSignIn === 'everyone'}
                  onChange={() => setPasswordSignIn('everyone')}
                  className="size-5 accent-brand-900"
                />
                Everyone may sign in with a password
              </label>
              <label className="flex items-center gap-2.5 text-sm text-slate-800">
                <input
                  type="radio"
                  name="passwordSignIn"
                  value="break-glass"
                  checked={passwordSignIn === 'break-glass'}
                  onChange={() => setPasswordSignIn('break-glass')}
                  className="size-5 accent-brand-900"
                />
                Only single sign-on, except one break-glass administrator
              </label>
              {errors.passwordSignIn && (
                <p className="text-sm font-semibold text-red-700">{errors.passwordSignIn}</p>
              )}
              {passwordSignIn === 'break-glass' && (
                <div className="max-w-sm pl-7">
                  <label htmlFor={`${id}-break-glass`} className="block text-sm font-semibold text-slate-800">
                    Break-glass administrator
                  </label>
                  <select
                    id={`${id}-break-glass`}
                    value={breakGlassUserId}
                    onChange={(event) => setBreakGlassUserId(event.target.value)}
                    aria-invalid={errors.breakGlassUserId ? true : undefined}
                    aria-describedby={errors.breakGlassUserId ? `${id}-break-glass-error` : undefined}
                    className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-500"
                  >
                    <option value="">Choose an administrator</option>
                    {admins.map((admin) => (
                      <option key={admin._id} value={admin._id}>
                        {admin.name} ({admin.email})
                      </option>
                    ))}
                  </select>
                  {errors.breakGlassUserId && (
                    <p id={`${id}-break-glass-error`} className="mt-1 text-sm font-semibold text-red-700">
                      {errors.breakGlassUserId}
                    </p>
                  )}
                </div>
              )}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton isBusy={isBusy} busyLabel="Saving...">
              Save sign-in policy
            </SubmitButton>
            {loaded.policy.updatedAt && (
              <p className="text-sm text-slate-600">
                Last changed {dateTime(loaded.policy.updatedAt)}
                {loaded.policy.updatedByName ? ` by ${loaded.policy.updatedByName}` : ''}.
              </p>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
