// Who kept a version, for the History panel: a member of staff by email, or the server itself
// (decision 024: the scheduler acts as `schedule`; the row as it was before history began is
// kept as `system` at its first publish).

export function versionAuthor(actorEmail: string | null | undefined): string {
  if (actorEmail === 'schedule') return 'by the schedule';
  if (actorEmail === 'system') return 'as it was before the history began';
  return actorEmail ? `by ${actorEmail}` : 'by an unknown user';
}
