import { Fragment } from 'react';
import type { StaffAccount } from '../../../../domain/entities.ts';
import { ROLE_LABELS } from '../../../../domain/staff.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { createdDay, STAFF_TEXT, statusOf } from './staff-text.ts';

// The staff accounts, by name with the e-mail address under it (so the columns fit beside the
// sidebar at 1280 px), then role, status (Active, Disabled, Must change password), the day each
// was made, and what can be done to it. Your own row says "(you)" and offers Edit
// only: nobody disables, demotes or removes themselves (the API refuses it too), and one's own
// password is changed on Your Account, where the current one is asked for.

/** 12 px a side instead of the kit's 16 from md up, as on the Outbox screen, so the
 * actions fit in two rows beside the sidebar. */
const DENSE = 'md:px-3!';

/** Marks a row's Disable or Enable button, so the screen can put focus back on it after Enable. */
export const TOGGLE_ATTRIBUTE = 'data-staff-toggle';

/** The address cut after its @, so the browser may wrap it there. */
function emailPieces(email: string): string[] {
  const at = email.indexOf('@');
  return at < 0 ? [email] : [email.slice(0, at + 1), email.slice(at + 1)];
}

export type StaffAction =
  | 'edit'
  | 'reset'
  | 'disable'
  | 'enable'
  | 'delete'
  | 'reset-two-factor'
  | 'sign-out';

/**
 * What a button's accessible name adds after its verb: the person's name, and their e-mail too
 * when two accounts share a name, so every button on the screen is named once.
 */
function whoOf(accounts: readonly StaffAccount[]) {
  const counts = new Map<string, number>();
  for (const account of accounts) counts.set(account.name, (counts.get(account.name) ?? 0) + 1);
  return (account: StaffAccount) =>
    (counts.get(account.name) ?? 0) > 1 ? `${account.name} (${account.email})` : account.name;
}

export function StaffTable({
  accounts,
  currentUserId,
  isLoading,
  busyId,
  onAction,
}: {
  accounts: readonly StaffAccount[];
  /** The signed-in administrator: their row is marked and offers Edit only. */
  currentUserId: string;
  isLoading: boolean;
  /** The account whose Enable is on its way. */
  busyId: string | null;
  onAction: (account: StaffAccount, action: StaffAction) => void;
}) {
  const who = whoOf(accounts);
  const columns: Column<StaffAccount>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      cell: (account) => (
        <span className="flex flex-col gap-0.5">
          <span>
            {account.name}
            {account._id === currentUserId && <span className="font-normal text-slate-600"> (you)</span>}
          </span>
          <span className="font-normal text-slate-600">
            {/* An address may break after its @ rather than anywhere. */}
            {emailPieces(account.email).map((piece, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string.
              <Fragment key={index}>
                {index > 0 && <wbr />}
                {piece}
              </Fragment>
            ))}
          </span>
        </span>
      ),
    },
    { id: 'role', header: 'Role', cell: (account) => ROLE_LABELS[account.role] },
    {
      id: 'status',
      header: 'Status',
      cell: (account) => {
        const status = statusOf(account);
        return (
          <Badge colourClass={status.colourClass} className="whitespace-nowrap">
            {status.label}
          </Badge>
        );
      },
    },
    {
      // Decision 027: an authenticator or a passkey set up.
      id: 'two-factor',
      header: 'Two-factor',
      cell: (account) => (account.hasTwoFactor ? 'On' : <span className="text-slate-600">Off</span>),
    },
    {
      id: 'created',
      header: 'Created',
      cell: (account) => (
        <time dateTime={account.createdAt} className="whitespace-nowrap">
          {createdDay(account.createdAt)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (account) => {
        const name = who(account);
        const act = (action: StaffAction) => () => onAction(account, action);
        if (account._id === currentUserId) {
          return (
            <Button variant="secondary" size="sm" onClick={act('edit')}>
              Edit<span className="sr-only"> {name}</span>
            </Button>
          );
        }
        return (
          <span className="flex flex-wrap gap-2 md:w-80">
            <Button variant="secondary" size="sm" onClick={act('edit')}>
              Edit<span className="sr-only"> {name}</span>
            </Button>
            <Button variant="secondary" size="sm" className="whitespace-nowrap" onClick={act('reset')}>
              Reset password<span className="sr-only"> for {name}</span>
            </Button>
            {account.isDisabled ? (
              <Button
                {...{ [TOGGLE_ATTRIBUTE]: '' }}
                variant="secondary"
                size="sm"
                isBusy={busyId === account._id}
                busyLabel="Enabling..."
                onClick={act('enable')}
              >
                Enable<span className="sr-only"> {name}</span>
              </Button>
            ) : (
              <Button {...{ [TOGGLE_ATTRIBUTE]: '' }} variant="secondary" size="sm" onClick={act('disable')}>
                Disable<span className="sr-only"> {name}</span>
              </Button>
            )}
            {account.hasTwoFactor && (
              <Button
                variant="secondary"
                size="sm"
                className="whitespace-nowrap"
                onClick={act('reset-two-factor')}
              >
                Reset two-factor<span className="sr-only"> for {name}</span>
              </Button>
            )}
            {!account.isDisabled && (
              <Button variant="secondary" size="sm" className="whitespace-nowrap" onClick={act('sign-out')}>
                Sign out everywhere<span className="sr-only"> {name}</span>
              </Button>
            )}
            <Button variant="danger" size="sm" onClick={act('delete')}>
              Delete<span className="sr-only"> {name}</span>
            </Button>
          </span>
        );
      },
    },
  ];
  return (
    <DataTable
      caption="Staff accounts"
      columns={columns.map((column) => ({ ...column, className: DENSE }))}
      rows={accounts}
      rowKey={(account) => account._id}
      empty={STAFF_TEXT.empty}
      isLoading={isLoading}
    />
  );
}
