import { staffListAnswer } from '../../../domain/answers/users.ts';
import { ROLE_LABELS } from '../../../domain/staff.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { useSession } from '../../components/dashboard/session/session-context.tsx';
import { AddAccountDialog } from '../../components/dashboard/staff/add-account-dialog.tsx';
import { EditAccountDialog } from '../../components/dashboard/staff/edit-account-dialog.tsx';
import { ResetPasswordDialog } from '../../components/dashboard/staff/reset-password-dialog.tsx';
import { SignInPolicyPanel } from '../../components/dashboard/staff/sign-in-policy-panel.tsx';
import { StaffTable } from '../../components/dashboard/staff/staff-table.tsx';
import { STAFF_TEXT } from '../../components/dashboard/staff/staff-text.ts';
import { useStaffActions } from '../../components/dashboard/staff/use-staff-actions.ts';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Banner } from '../../components/ui/status.tsx';

// Staff (ours, administrators only: domain/staff.ts): every account with its role and status,
// Add staff member, and per account Edit, Reset password, Disable or Enable, Sign out everywhere
// (decision 027) and Delete. The API
// keeps the rules (at least one active administrator; nobody disables, demotes or removes
// themselves) and the screen does not offer what it would refuse, but shows its message if it
// comes. The list is fetched again after every change.

/** The words of each confirmation: its title and its buttons. */
const CONFIRM_WORDS = {
  disable: {
    title: 'Disable staff account',
    confirm: 'Disable account',
    cancel: 'Keep enabled',
    busy: 'Disabling...',
  },
  delete: {
    title: 'Delete staff account',
    confirm: 'Delete account',
    cancel: 'Keep account',
    busy: 'Deleting...',
  },
  'reset-two-factor': {
    title: 'Reset two-factor sign-in',
    confirm: 'Reset two-factor',
    cancel: 'Keep as it is',
    busy: 'Resetting...',
  },
  'sign-out': {
    title: 'Sign out everywhere',
    confirm: 'Sign out everywhere',
    cancel: 'Keep signed in',
    busy: 'Signing out...',
  },
} as const;

export function meta() {
  return dashboardMeta('Staff');
}

export default function Staff() {
  const { user } = useSession();
  const list = useApiQuery('/users', staffListAnswer, STAFF_TEXT.fetchFailed);
  const actions = useStaffActions({ reload: list.reload, loaded: list.data });
  const { form, confirmation } = actions;
  const confirming = confirmation.target;

  return (
    <>
      <PageHeader
        title="Staff"
        description="Who can sign in to the dashboard, and what each person may use."
        actions={
          <Button className="w-full sm:w-auto" onClick={actions.openAdd}>
            Add staff member
          </Button>
        }
      />
      <div className="space-y-4">
        {list.error && <Banner tone="error">{list.error}</Banner>}
        {actions.error && <Banner tone="error">{actions.error}</Banner>}
        {actions.notice && (
          <Banner tone="success" onDismiss={actions.dismissNotice}>
            {actions.notice}
          </Banner>
        )}
        <StaffTable
          accounts={actions.shown(list.data?.data.users ?? [])}
          currentUserId={user._id}
          isLoading={list.isLoading && !list.data}
          busyId={actions.enablingId}
          onAction={actions.act}
        />
        <SignInPolicyPanel accounts={list.data?.data.users ?? []} />
      </div>

      {form?.kind === 'add' && (
        <AddAccountDialog
          key={form.generation}
          open={form.open}
          onClose={actions.closeForm}
          onCreated={(account) => actions.formSaved(STAFF_TEXT.created(account.name))}
        />
      )}
      {form?.kind === 'edit' && (
        <EditAccountDialog
          key={form.generation}
          open={form.open}
          account={form.account}
          isSelf={form.account._id === user._id}
          onClose={actions.closeForm}
          onSaved={(account) => actions.formSaved(STAFF_TEXT.saved(account.name))}
        />
      )}
      {form?.kind === 'reset' && (
        <ResetPasswordDialog
          key={form.generation}
          open={form.open}
          account={form.account}
          onClose={actions.closeForm}
          onReset={(account) => actions.formSaved(STAFF_TEXT.passwordReset(account.name))}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? CONFIRM_WORDS[confirming.kind].title : ''}
        message={
          confirming &&
          (confirming.kind === 'reset-two-factor' ? (
            <p>
              {confirming.account.name} ({confirming.account.email}) loses their authenticator app, recovery
              codes, passkeys and remembered devices, and is signed out at once. Do this only when you are
              sure it is them asking, for example after they lost their phone. The reset is logged.
            </p>
          ) : confirming.kind === 'disable' ? (
            <p>
              {confirming.account.name} ({confirming.account.email}) will be signed out at once and cannot
              sign in until an administrator enables the account again. Nothing else changes.
            </p>
          ) : confirming.kind === 'sign-out' ? (
            <p>
              Every browser where {confirming.account.name} ({confirming.account.email}) is signed in will be
              signed out at once. They can sign in again with their password; to stop that, disable the
              account or reset the password too.
            </p>
          ) : (
            <p>
              The account of {confirming.account.name} ({confirming.account.email},{' '}
              {ROLE_LABELS[confirming.account.role]}) will be removed and they will be signed out at once.
              This cannot be undone. If they may need access again, disable the account instead.
            </p>
          ))
        }
        confirmLabel={confirming ? CONFIRM_WORDS[confirming.kind].confirm : ''}
        cancelLabel={confirming ? CONFIRM_WORDS[confirming.kind].cancel : 'Cancel'}
        busyLabel={confirming ? CONFIRM_WORDS[confirming.kind].busy : ''}
        isBusy={confirmation.isBusy}
        error={confirmation.error}
        onConfirm={confirmation.confirm}
        onCancel={confirmation.cancel}
      />
    </>
  );
}
