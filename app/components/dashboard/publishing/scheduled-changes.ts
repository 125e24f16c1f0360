import type { ContentTypeName, PublishingState } from '../../../../domain/answers/publishing.ts';

// The dashboard overview's "Scheduled changes" (decision 024): every publish or unpublish still
// to come, soonest first, gathered from the content lists staff may read.

export type ScheduledChange = {
  type: ContentTypeName;
  id: string;
  name: string;
  /** UTC ISO instant. */
  at: string;
  action: 'publish' | 'unpublish';
};

export const CONTENT_TYPE_LABELS: Readonly<Record<ContentTypeName, string>> = {
  jobs: 'Job',
  'case-studies': 'Case study',
  products: 'Product',
  gallery: 'Gallery image',
};

export function scheduledChanges(
  lists: readonly {
    type: ContentTypeName;
    records: readonly (PublishingState & { id: string; name: string })[];
  }[],
): ScheduledChange[] {
  const changes: ScheduledChange[] = [];
  for (const { type, records } of lists) {
    for (const record of records) {
      if (record.publishAt)
        changes.push({ type, id: record.id, name: record.name, at: record.publishAt, action: 'publish' });
      if (record.unpublishAt)
        changes.push({ type, id: record.id, name: record.name, at: record.unpublishAt, action: 'unpublish' });
    }
  }
  return changes.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
