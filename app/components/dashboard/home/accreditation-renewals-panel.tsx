import { Link } from 'react-router';
import type { ExpiringAccreditation } from '../../../../domain/answers/stats.ts';
import { ACCREDITATION_WARNING_DAYS } from '../../../../domain/capability-statements.ts';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { Spinner } from '../../ui/status.tsx';
import { AccreditationStateBadge } from '../accreditations/accreditation-state-badge.tsx';
import { formatDay } from '../capability-statements/statement-text.ts';
import { Panel } from './panel.tsx';

// Decision 028: the accreditations that expire within 60 days or have expired, soonest first (the
// overview's figures, GET /api/stats, carry them for those who make capability statements: an
// expired one is left out of new PDFs); administrators, who keep them, get the link to renew them.

export function AccreditationRenewalsPanel({
  accreditations,
  isLoading,
  canManage,
}: {
  /** undefined until the figures have loaded. */
  accreditations: readonly ExpiringAccreditation[] | undefined;
  isLoading: boolean;
  canManage: boolean;
}) {
  return (
    <Panel title="Accreditations needing renewal" id="accreditation-renewals">
      {isLoading && !accreditations && <Spinner label="Loading accreditations…" className="py-2" />}
      {accreditations && accreditations.length === 0 && (
        <p className="text-slate-600">None expire in the next {ACCREDITATION_WARNING_DAYS} days.</p>
      )}
      {accreditations && accreditations.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {accreditations.map((item) => (
            <li key={item._id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
              <span className="min-w-0 flex-1 font-medium text-slate-900">{item.name}</span>
              <span className="flex shrink-0 items-center gap-2 text-sm text-slate-700">
                <time dateTime={item.expiresOn}>
                  {item.state === 'expired' ? 'Expired' : 'Expires'} {formatDay(item.expiresOn)}
                </time>
                <AccreditationStateBadge state={item.state} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {canManage && (
        <p className="mt-3">
          <Link
            to="/dashboard/accreditations"
            className={`font-medium text-brand-900 underline ${FOCUS_RING}`}
          >
            Manage accreditations
          </Link>
        </p>
      )}
    </Panel>
  );
}
