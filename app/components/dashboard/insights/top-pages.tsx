import { useState } from 'react';
import type { Insights } from '../../../../domain/insights.ts';
import { Button } from '../../ui/button.tsx';
import { FigureTable, PageName } from './figure-table.tsx';
import { formatCount } from './insights-format.ts';

// The pages read most in the period (the API sends up to 50, by views): the first ten, and the
// rest a press away.

const FIRST = 10;

export function TopPages({ pages }: { pages: Insights['topPages'] }) {
  const [isAll, setAll] = useState(false);
  const shown = isAll ? pages : pages.slice(0, FIRST);
  return (
    <>
      <FigureTable
        caption="Top pages by views"
        nameHeader="Page"
        name={(row) => <PageName page={row} />}
        columns={[
          { header: 'Views', cell: (row) => formatCount(row.views), value: (row) => row.views },
          { header: 'Visitors', cell: (row) => formatCount(row.visitors) },
        ]}
        rows={shown}
        rowKey={(row) => row.path}
        emptyText="No pages viewed in this period."
      />
      {pages.length > FIRST && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-3"
          aria-expanded={isAll}
          onClick={() => setAll(!isAll)}
        >
          {isAll ? `Show the first ${FIRST}` : `Show all ${pages.length}`}
        </Button>
      )}
    </>
  );
}
