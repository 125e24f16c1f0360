import { Link } from 'react-router';
import { ROLE_LABELS, type StaffArea, type StaffRole } from '../../../../domain/staff.ts';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { PageHeader } from '../page-header.tsx';
import { rolesOf } from './nav-links.ts';

// A screen opened by its address (a bookmark, a link in an e-mail) that the signed-in role
// cannot use: say so and whom to ask, instead of loading it into a wall of 403 banners.

function inWords(roles: readonly StaffRole[]): string {
  const labels = roles.map((role) => ROLE_LABELS[role]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
}

export function RoleRefusal({ area, role }: { area: StaffArea; role: StaffRole }) {
  return (
    <>
      <PageHeader title="Not available to your account" />
      <div className="max-w-2xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-700">
          This screen is for the {inWords(rolesOf(area))} role. Your account has the {ROLE_LABELS[role]} role.
          If you need it for your work, ask an administrator to change your role.
        </p>
        <Link
          to="/dashboard"
          className={`mt-5 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`}
        >
          Back to the overview
        </Link>
      </div>
    </>
  );
}
