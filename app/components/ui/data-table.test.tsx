import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table.tsx';

type Job = { _id: string; title: string; country: string; isActive: boolean };

const columns: readonly Column<Job>[] = [
  { id: 'title', header: 'Title', cell: (job) => job.title, isRowHeader: true },
  { id: 'country', header: 'Location', cell: (job) => job.country },
  {
    id: 'status',
    header: 'Status',
    cell: (job) => (job.isActive ? 'Active' : 'Inactive'),
    className: 'min-w-48',
  },
];

const jobs: readonly Job[] = [
  { _id: 'a1', title: 'Protection Engineer', country: 'India', isActive: true },
  { _id: 'b2', title: 'Cable Jointer', country: 'Uzbekistan', isActive: false },
];

function render(props: Partial<Parameters<typeof DataTable<Job>>[0]> = {}) {
  return renderToStaticMarkup(
    <DataTable
      caption="Job listings"
      columns={columns}
      rows={jobs}
      rowKey={(job) => job._id}
      empty="No job listings found matching your criteria"
      {...props}
    />,
  );
}

const cellsOf = (html: string) => html.match(/<t[hd] [^>]*>.*?<\/t[hd]>/g) ?? [];

describe('DataTable', () => {
  it('is a real table named by its caption, hidden unless asked', () => {
    const html = render();
    expect(html).toMatch(/^<div[^>]*><table /);
    expect(html).toContain('<caption class="sr-only">Job listings</caption>');
    expect(render({ captionHidden: false })).toMatch(
      /<caption class="[^"]*text-lg[^"]*">Job listings<\/caption>/,
    );
  });

  it('heads each column with scope="col"', () => {
    const headers = render().match(/<th [^>]*scope="col"[^>]*>[^<]*<\/th>/g) ?? [];
    expect(headers.map((th) => th.replace(/<[^>]+>/g, ''))).toEqual(['Title', 'Location', 'Status']);
    expect(headers[2]).toContain('min-w-48');
  });

  it('makes the row-header column a <th scope="row"> and every other cell a <td>', () => {
    const html = render();
    const rowHeaders = html.match(/<th [^>]*scope="row"[^>]*>/g) ?? [];
    expect(rowHeaders).toHaveLength(2);
    expect(html).toMatch(/<th [^>]*scope="row"[^>]*>.*?Protection Engineer.*?<\/th>/);
    expect(html.match(/<td /g)).toHaveLength(4);
    expect(html).toContain('data-row-key="a1"');
    expect(html).toContain('data-row-key="b2"');
  });

  it('labels every cell with its header for the stacked phone layout, hidden from screen readers and wide screens', () => {
    const bodyCells = cellsOf(render().split('<tbody')[1] ?? '');
    expect(bodyCells).toHaveLength(6);
    for (const cell of bodyCells) {
      expect(cell).toMatch(
        /^<t[hd] [^>]*><span aria-hidden="true" class="[^"]*md:hidden[^"]*">(Title|Location|Status)<\/span>/,
      );
    }
    // The real headers stay in the page for screen readers on phones: visually hidden, not removed.
    expect(render()).toMatch(/<thead[^>]*class="max-md:sr-only"/);
  });

  it('shows the empty text in one full-width cell when there are no rows', () => {
    const html = render({ rows: [] });
    const body = html.split('<tbody')[1] ?? '';
    expect(body.match(/<tr /g)).toHaveLength(1);
    expect(body).toMatch(/<td [^>]*colSpan="3"[^>]*>No job listings found matching your criteria<\/td>/);
    expect(html).not.toContain('aria-busy');
  });

  it('while loading, marks the table busy and shows one spinner row that says Loading… to screen readers', () => {
    const html = render({ isLoading: true });
    expect(html).toMatch(/<table [^>]*aria-busy="true"/);
    const body = html.split('<tbody')[1] ?? '';
    expect(body.match(/<tr /g)).toHaveLength(1);
    expect(body).toContain('colSpan="3"');
    expect(body).toContain('role="status"');
    expect(body).toContain('<span class="sr-only">Loading…</span>');
    expect(body).not.toContain('Protection Engineer');
  });
});
