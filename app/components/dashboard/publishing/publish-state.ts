import type { PublishingState } from '../../../../domain/answers/publishing.ts';
import { formatUkDateTime } from './uk-time.ts';

// Decision 024 "Words": the state a dashboard list shows, derived from status, hasDraft,
// publishAt and unpublishAt. A schedule outranks the rest (it is what will happen next); the
// label says which way and when, in UK time.

export type StateKind = 'draft' | 'published' | 'changes' | 'scheduled';

export type PublishStateLabel = {
  kind: StateKind;
  /** The badge: Draft, Published, Changes not published, Scheduled. */
  label: string;
  /** What the badge alone does not say: when a schedule acts, or that a draft waits. */
  detail: string | null;
};

export const STATE_BADGE_COLOURS: Readonly<Record<StateKind, string>> = {
  draft: 'bg-slate-200 text-slate-800',
  published: 'bg-green-100 text-green-800',
  changes: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
};

export function publishState(record: PublishingState): PublishStateLabel {
  const when = (iso: string) => formatUkDateTime(iso);
  const schedule = [
    record.publishAt ? `Publishes ${when(record.publishAt)}` : '',
    record.unpublishAt ? `Unpublishes ${when(record.unpublishAt)}` : '',
  ].filter(Boolean);
  if (schedule.length > 0) {
    const pending = record.status === 'published' && record.hasDraft ? ' (changes not published)' : '';
    return { kind: 'scheduled', label: 'Scheduled', detail: `${schedule.join('; ')}${pending}` };
  }
  if (record.status === 'draft') return { kind: 'draft', label: 'Draft', detail: null };
  if (record.hasDraft) return { kind: 'changes', label: 'Changes not published', detail: null };
  return { kind: 'published', label: 'Published', detail: null };
}

/** Which of Publish and Unpublish a list offers for a record. */
export function publishActions(record: PublishingState): { canPublish: boolean; canUnpublish: boolean } {
  return {
    canPublish: record.status === 'draft' || record.hasDraft,
    canUnpublish: record.status === 'published',
  };
}
