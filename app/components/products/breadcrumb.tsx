import { Breadcrumbs } from '../breadcrumbs.tsx';

// Home / Products / {current}: where a product page sits, on a light background.
export function ProductBreadcrumb({ current }: { current: string }) {
  return (
    <Breadcrumbs
      tone="light"
      crumbs={[
        { label: 'Home', href: '/' },
        { label: 'Products', href: '/products' },
      ]}
      current={current}
    />
  );
}
