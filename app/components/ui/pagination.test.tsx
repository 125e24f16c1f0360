import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination.tsx';

const withRouter = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('Pagination', () => {
  it('renders nothing for a single page or none', () => {
    expect(renderToStaticMarkup(<Pagination page={1} totalPages={1} onChange={() => {}} />)).toBe('');
    expect(renderToStaticMarkup(<Pagination page={1} totalPages={0} onChange={() => {}} />)).toBe('');
  });

  it('is a labelled navigation with Previous, the numbered pages and Next', () => {
    const html = renderToStaticMarkup(<Pagination page={5} totalPages={20} onChange={() => {}} />);
    expect(html).toMatch(/^<nav aria-label="Pagination">/);
    const items = html.match(/<li[^>]*>.*?<\/li>/g) ?? [];
    expect(items.map(textOf)).toEqual([
      '←Previous page',
      'Page 1',
      '…',
      'Page 4',
      'Page 5',
      'Page 6',
      '…',
      'Page 20',
      'Next page→',
    ]);
    expect(html.match(/<li aria-hidden="true"/g)).toHaveLength(2);
    expect(
      renderToStaticMarkup(
        <Pagination page={1} totalPages={3} onChange={() => {}} label="Applications pages" />,
      ),
    ).toContain('aria-label="Applications pages"');
  });

  it('marks the current page with aria-current="page", and only that one', () => {
    const html = renderToStaticMarkup(<Pagination page={5} totalPages={20} onChange={() => {}} />);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<button [^>]*aria-current="page"[^>]*><span class="sr-only">Page <\/span>5<\/button>/,
    );
  });

  it('uses buttons when the screen handles the change, disabling Previous on the first page', () => {
    const html = renderToStaticMarkup(<Pagination page={1} totalPages={3} onChange={() => {}} />);
    expect(html).not.toContain('<a ');
    expect(html.match(/<button type="button"/g)).toHaveLength(5);
    const buttons = html.match(/<button [^>]*>.*?<\/button>/g) ?? [];
    expect(buttons[0]).toMatch(/^<button type="button" disabled=""[^>]*>.*Previous/);
    expect(buttons.at(-1)).toMatch(/^<button type="button" class="[^"]*">.*Next/);
  });

  it('uses links when pages have addresses, leaving out the link past the last page', () => {
    const html = withRouter(
      <Pagination page={3} totalPages={3} hrefFor={(page) => `/dashboard/applications?page=${page}`} />,
    );
    expect(html).not.toContain('<button');
    expect(html).toContain('href="/dashboard/applications?page=2"');
    expect(html).toMatch(
      /<a [^>]*aria-current="page"[^>]*href="\/dashboard\/applications\?page=3"|<a [^>]*href="\/dashboard\/applications\?page=3"[^>]*aria-current="page"/,
    );
    // Previous links to page 2; Next has nowhere to go and is not a link.
    expect(html.match(/href="\/dashboard\/applications\?page=2"/g)).toHaveLength(2);
    expect(html).toMatch(/<span aria-hidden="true" class="[^"]*cursor-not-allowed[^"]*">.*?Next/);
  });
});
