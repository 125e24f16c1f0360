import { APPLICATION_STATUS_COLOURS, type ApplicationStatus } from '../../../../domain/constants.ts';
import { Badge } from '../../ui/badge.tsx';
import { statusLabel } from '../status-labels.ts';

/** admin.md §4 colours: pending yellow, reviewed blue, interviewed purple, rejected red, hired green. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge colourClass={APPLICATION_STATUS_COLOURS[status]}>{statusLabel(status)}</Badge>;
}
