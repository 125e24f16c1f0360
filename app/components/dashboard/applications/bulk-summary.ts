import type { BulkResult } from '../../../../domain/email-templates.ts';
import type { ApplicationListItem } from '../../../../domain/entities.ts';

// Decision 026: the sentence after a bulk action, from its per-id results: how many changed or
// were queued, and who was left out and why, by name.

function names(ids: readonly string[], selected: readonly ApplicationListItem[]): string {
  return ids
    .map((id) => {
      const application = selected.find((candidate) => candidate._id === id);
      return application ? `${application.firstName} ${application.lastName}` : id;
    })
    .join(', ');
}

export function bulkSummary(
  action: 'status' | 'email',
  results: readonly BulkResult[],
  selected: readonly ApplicationListItem[],
): { tone: 'success' | 'warning'; text: string } {
  const done = results.filter((result) => result.outcome === 'done').length;
  const unchanged = results.filter((result) => result.outcome === 'unchanged').length;
  const gone = results.filter((result) => result.outcome === 'not-found').map((result) => result._id);
  const missing = results.filter((result) => result.outcome === 'missing-values');
  const parts =
    action === 'status'
      ? [
          `Status changed for ${done} ${done === 1 ? 'application' : 'applications'}.`,
          unchanged > 0 ? `${unchanged} already had it.` : '',
        ]
      : [`${done} ${done === 1 ? 'e-mail' : 'e-mails'} queued.`];
  if (missing.length > 0) {
    const fields = [...new Set(missing.flatMap((result) => result.missing ?? []))].map(
      (field) => `{{${field}}}`,
    );
    parts.push(
      `Not sent to ${names(
        missing.map((result) => result._id),
        selected,
      )}: no value for ${fields.join(', ')}.`,
    );
  }
  if (gone.length > 0) parts.push(`${gone.length} no longer exist.`);
  return {
    tone: missing.length > 0 || gone.length > 0 ? 'warning' : 'success',
    text: parts.filter(Boolean).join(' '),
  };
}
