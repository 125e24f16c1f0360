import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StaffProduct as Product } from '../../../../domain/answers/staff-records.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { CategoryFilter } from './category-filter.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductGrid } from './product-grid.tsx';
import { detailParagraphs } from './product-view-dialog.tsx';

// The parts of the Product Management screen (admin.md §2) as HTML.

const m = MESSAGES.productAdmin;
const none = () => {};

function render(node: ReactNode): string {
  return renderToStaticMarkup(node).replaceAll('<!-- -->', '');
}

const product: Product = {
  status: 'published',
  hasDraft: false,
  publishAt: null,
  unpublishAt: null,
  _id: '0123456789abcdef01234567',
  id: 'sw-33kv',
  title: '33kV switchroom',
  description: 'Factory-built switchroom.',
  content: '',
  category: { name: 'Switchgear', color: 'bg-purple-100 text-purple-800' },
  features: [],
  specifications: [],
  specificationsObject: {},
  applications: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** The aria-pressed state of each filter button, by its text. */
function pressed(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/aria-pressed="(true|false)"[^>]*>(?:<svg.*?<\/svg>)?([^<]+)<\/button>/g)].map(
      (match) => [match[2], match[1]],
    ),
  );
}

describe('category filter', () => {
  it('offers All Categories and the five categories, the chosen one pressed whatever its case', () => {
    expect(pressed(render(<CategoryFilter chosen="switchgear" onChoose={none} />))).toEqual({
      'All Categories': 'false',
      'EV Charging': 'false',
      'Power Distribution': 'false',
      Switchgear: 'true',
      Transformers: 'false',
      Other: 'false',
    });
  });

  it('presses All Categories for no filter and nothing for a name outside the five', () => {
    expect(pressed(render(<CategoryFilter chosen="" onChoose={none} />))['All Categories']).toBe('true');
    expect(Object.values(pressed(render(<CategoryFilter chosen="Cables" onChoose={none} />)))).not.toContain(
      'true',
    );
  });
});

describe('product card', () => {
  it('names the product in each action and says No image when there is none', () => {
    const html = render(
      <ProductCard
        product={product}
        onView={none}
        onEdit={none}
        onDelete={none}
        busyId={null}
        onPublish={none}
      />,
    );
    for (const action of ['View', 'Edit', 'Delete']) {
      expect(html).toContain(`${action}<span class="sr-only"> 33kV switchroom</span>`);
    }
    expect(html).toContain(`>${m.noImage}</p>`);
    expect(html).toContain('line-clamp-2');
    expect(html).toContain('bg-purple-100 text-purple-800');
  });

  it('shows its state and offers Publish or Unpublish as it stands (decision 024)', () => {
    const published = render(
      <ProductCard
        product={product}
        onView={none}
        onEdit={none}
        onDelete={none}
        busyId={null}
        onPublish={none}
      />,
    );
    expect(published).toContain('>Published</span>');
    expect(published).toContain('Unpublish<span class="sr-only"> 33kV switchroom</span>');
    expect(published).not.toContain('>Publish<span');
    const draft = render(
      <ProductCard
        product={{ ...product, status: 'draft' }}
        onView={none}
        onEdit={none}
        onDelete={none}
        busyId={null}
        onPublish={none}
      />,
    );
    expect(draft).toContain('>Draft</span>');
    expect(draft).toContain('>Publish<span class="sr-only"> 33kV switchroom</span>');
    expect(draft).not.toContain('Unpublish');
  });

  it(`shows '${m.uncategorized}' for a product without a category name`, () => {
    const html = render(
      <ProductCard
        product={{ ...product, category: { name: ' ', color: '' } }}
        onView={none}
        onEdit={none}
        onDelete={none}
        busyId={null}
        onPublish={none}
      />,
    );
    expect(html).toContain(`>${m.uncategorized}</span>`);
  });
});

describe('product grid', () => {
  it(`shows '${m.empty}' with the hint when there are no products`, () => {
    const html = render(
      <ProductGrid
        products={[]}
        isLoading={false}
        isRefreshing={false}
        onView={none}
        onEdit={none}
        onDelete={none}
        busyId={null}
        onPublish={none}
      />,
    );
    expect(html).toContain(`>${m.empty}</span>`);
    expect(html).toContain(`>${m.emptyHint}</span>`);
  });

  it('shows a spinner while nothing has loaded', () => {
    const html = render(
      <ProductGrid
        products={[]}
        isLoading
        isRefreshing={false}
        onView={none}
        onEdit={none}
        onDelete={none}
        busyId={null}
        onPublish={none}
      />,
    );
    expect(html).toContain('role="status"');
    expect(html).not.toContain(m.empty);
  });
});

describe('View modal', () => {
  it('splits the product details into paragraphs at line breaks, blank lines dropped', () => {
    expect(detailParagraphs('First.\r\n\r\n  Second.  \nThird.')).toEqual(['First.', 'Second.', 'Third.']);
    expect(detailParagraphs('  ')).toEqual([]);
  });
});
