import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../domain/messages.ts';
import { CategoryList } from './category-list.tsx';

const none = () => {};

describe('the Manage Categories list (admin.md §2)', () => {
  it('says "No categories found. Add your first category above." when there are none', () => {
    const html = renderToStaticMarkup(
      <CategoryList categories={[]} editingId={null} onEdit={none} onDelete={none} />,
    );
    expect(html).toContain(MESSAGES.galleryAdmin.noCategories);
  });

  it('shows inactive categories too, with their ID and display order, and names each button', () => {
    const html = renderToStaticMarkup(
      <CategoryList
        categories={[{ _id: 'a', id: 'archive', name: 'Archive', displayOrder: 7, isActive: false }]}
        editingId={null}
        onEdit={none}
        onDelete={none}
      />,
    );
    expect(html).toContain('Inactive');
    expect(html).toContain('<code class="font-mono text-slate-800">archive</code>');
    expect(html).toContain('Display order 7');
    expect(html).toContain('data-row-key="a"');
    expect(html).toContain('Delete<span class="sr-only"> Archive</span>');
  });
});
