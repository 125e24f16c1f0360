import type { StaffCaseStudy as CaseStudy } from '../../../../domain/answers/staff-records.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { storedImageSrcSet } from '../../stored-image.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { PublishToggleButtons } from '../publishing/publish-toggle-buttons.tsx';
import { StateBadge } from '../publishing/state-badge.tsx';

// admin.md §2 Case Study Management: Title (with a small round card image), Description
// (truncated), URL (the slug), Actions (View, Edit, Delete). Decision 024: the State column and
// Publish or Unpublish among the actions. Each action's accessible name says
// which case study it is for; on phones the rows become cards (DataTable).

export function CaseStudyTable({
  caseStudies,
  isLoading,
  onView,
  onEdit,
  onDelete,
  busyId,
  onPublish,
}: {
  caseStudies: readonly CaseStudy[];
  isLoading: boolean;
  busyId: string | null;
  onPublish: (caseStudy: CaseStudy, publish: boolean) => void;
  onView: (caseStudy: CaseStudy) => void;
  onEdit: (caseStudy: CaseStudy) => void;
  onDelete: (caseStudy: CaseStudy) => void;
}) {
  const columns: Column<CaseStudy>[] = [
    {
      id: 'title',
      header: 'Title',
      isRowHeader: true,
      className: 'md:min-w-56',
      cell: (caseStudy) => (
        <span className="flex items-center gap-3">
          <img
            src={caseStudy.cardImage}
            srcSet={storedImageSrcSet(caseStudy.cardImage)}
            sizes="40px"
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200"
          />
          <span className="font-semibold text-slate-900">{caseStudy.name}</span>
        </span>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      cell: (caseStudy) => <span className="line-clamp-2 md:max-w-md">{caseStudy.description}</span>,
    },
    {
      id: 'link',
      header: 'URL',
      cell: (caseStudy) => <code className="font-mono text-xs text-slate-700">{caseStudy.link}</code>,
    },
    { id: 'state', header: 'State', cell: (caseStudy) => <StateBadge record={caseStudy} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (caseStudy) => (
        <span className="flex flex-wrap gap-2 md:min-w-72">
          <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => onView(caseStudy)}>
            View<span className="sr-only"> {caseStudy.name}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onEdit(caseStudy)}>
            Edit<span className="sr-only"> {caseStudy.name}</span>
          </Button>
          <PublishToggleButtons
            record={caseStudy}
            recordId={caseStudy._id}
            name={caseStudy.name}
            busyId={busyId}
            onToggle={(publish) => onPublish(caseStudy, publish)}
          />
          <Button variant="danger" size="sm" onClick={() => onDelete(caseStudy)}>
            Delete<span className="sr-only"> {caseStudy.name}</span>
          </Button>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption="Case studies"
      columns={columns}
      rows={caseStudies}
      rowKey={(caseStudy) => caseStudy._id}
      empty={MESSAGES.caseStudyAdmin.empty}
      isLoading={isLoading}
    />
  );
}
