import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/entities.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ProductDetail } from './product-detail.tsx';
import { ProductGrid } from './product-grid.tsx';
import { ProductNotFound } from './product-not-found.tsx';

// The states of the product screens as HTML (the server renders them the same way).

function render(node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).replaceAll('<!-- -->', '');
}

const product: Product = {
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

describe('ProductGrid', () => {
  it('shows the failure text as an alert', () => {
    const html = render(<ProductGrid products={[]} hasFailed isLoading={false} />);
    expect(html).toContain(`role="alert"`);
    expect(html).toContain(MESSAGES.products.loadFailed);
  });

  it('shows the empty text', () => {
    expect(render(<ProductGrid products={[]} hasFailed={false} isLoading={false} />)).toContain(
      MESSAGES.products.empty,
    );
  });

  it('shows a spinner while loading', () => {
    const html = render(<ProductGrid products={[product]} hasFailed={false} isLoading />);
    expect(html).toContain('Loading products…');
    expect(html).not.toContain(product.title);
  });

  it('links each card to /product/{_id} with its category colour', () => {
    const html = render(<ProductGrid products={[product]} hasFailed={false} isLoading={false} />);
    expect(html).toContain(`href="/product/${product._id}"`);
    expect(html).toContain('bg-purple-100 text-purple-800');
    expect(html).toContain('Showing 1 product');
  });
});

describe('ProductDetail', () => {
  it('leaves out empty sections and the external link', () => {
    const html = render(<ProductDetail product={product} />);
    expect(html).toContain('<h1 id="page-heading"');
    expect(html).toContain('data-testid="product-image-placeholder"');
    for (const heading of ['Key Features', 'Specifications', 'Applications', 'Product Details']) {
      expect(html).not.toContain(`>${heading}</h2>`);
    }
    expect(html).not.toContain('Visit External Link');
  });

  it('shows every section, camel-case keys split, and a safe external link', () => {
    const html = render(
      <ProductDetail
        product={{
          ...product,
          thumbnail: '/media/switchroom-960.webp',
          features: ['Tested'],
          applications: ['Solar'],
          specifications: [{ key: 'ratedVoltage', value: '33kV' }],
          externalLink: 'www.example.com',
        }}
      />,
    );
    // public-site.md §2: Key Features, Specifications, Applications, in that order.
    expect([...html.matchAll(/>([^<>]+)<\/h2>/g)].map((match) => match[1])).toEqual([
      'Key Features',
      'Specifications',
      'Applications',
    ]);
    expect(html).toContain(
      '<th scope="row" class="w-2/5 py-3 pr-4 align-top font-semibold text-slate-800">Rated Voltage</th>',
    );
    expect(html).toMatch(/<a href="https:\/\/www.example.com" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain('alt="33kV switchroom"');
  });

  it('reads the key-to-value map when the list is empty', () => {
    const html = render(<ProductDetail product={{ ...product, specificationsObject: { maxKVA: '2500' } }} />);
    expect(html).toContain('>Max KVA</th>');
  });

  it('never links to a non-web address', () => {
    const html = render(<ProductDetail product={{ ...product, externalLink: 'javascript:alert(1)' }} />);
    expect(html).not.toContain('Visit External Link');
    expect(html).not.toContain('javascript:');
  });
});

describe('ProductNotFound', () => {
  it('says Product Not Found in the one heading and links back', () => {
    const html = render(<ProductNotFound />);
    expect(html).toContain(`>${MESSAGES.products.notFound}</h1>`);
    expect(html).toContain('href="/products"');
  });
});
