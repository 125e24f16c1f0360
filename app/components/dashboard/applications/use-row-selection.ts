import { useCallback, useMemo, useState } from 'react';
import type { ApplicationListItem } from '../../../../domain/entities.ts';
import type { RowSelection } from './selection-column.tsx';

// Decision 026: which rows of the page are selected for a bulk action. Only rows still on the
// page count, so a row that left it (deleted, filtered out) is never acted on unseen.

export function useRowSelection(applications: readonly ApplicationListItem[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(
    () => applications.filter((application) => selected.has(application._id)),
    [applications, selected],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  const onToggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const onToggleAll = () =>
    setSelected(
      rows.length === applications.length
        ? new Set()
        : new Set(applications.map((application) => application._id)),
    );
  return { selected, rows, clear, onToggle, onToggleAll } satisfies RowSelection & Record<string, unknown>;
}
