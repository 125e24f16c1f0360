import { data, useNavigation } from 'react-router';
import { listProducts } from '../../server/db/products.ts';
import { categoryOptions, categoryValue } from '../components/products/categories.ts';
import { CategoryFilter } from '../components/products/category-filter.tsx';
import { productsHero, productsIntro, productsSeo } from '../components/products/content.ts';
import { ProductOfferings } from '../components/products/offerings.tsx';
import { ProductGrid } from '../components/products/product-grid.tsx';
import { toSummary } from '../components/products/summary.ts';
import { PageHero } from '../components/services/page-hero.tsx';
import { Section } from '../components/services/section.tsx';
import { requestContext } from '../request-context.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/products';

// public-site.md §2 Products: the catalogue, filtered by ?category= (server-rendered, shareable).
// The filter buttons come from every product, so choosing one category keeps the others on offer.
// A data failure is logged and shown as 'Failed to load products' (§8), answered 503.
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const category = categoryValue(new URL(request.url).searchParams.get('category'));
  try {
    // One read serves both: the buttons need every category, the grid the chosen one.
    const all = await listProducts(services.db);
    const shown = category ? all.filter((product) => categoryValue(product.category.name) === category) : all;
    return {
      category,
      options: categoryOptions(all),
      products: shown.map(toSummary),
      hasFailed: false,
    };
  } catch (error) {
    services.logger.error({ err: error }, 'products page: failed to load products');
    return data({ category, options: [], products: [], hasFailed: true }, { status: 503 });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', productsSeo);
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // While another category loads, its button is already shown as chosen and the grid waits.
  const pending = navigation.state === 'loading' && navigation.location.pathname === '/products';
  const active = pending
    ? categoryValue(new URLSearchParams(navigation.location.search).get('category'))
    : loaderData.category;
  return (
    <>
      <PageHero {...productsHero} crumbs={[{ label: 'Home', href: '/' }]} />
      <Section id="product-range" heading={productsIntro.heading} lead={productsIntro.lead} tone="muted">
        <ProductOfferings />
      </Section>
      <Section
        id="product-catalogue"
        heading="Product catalogue"
        lead="Choose a category to narrow the list, or open a product for its features, specifications and applications."
      >
        <div className="space-y-8">
          {!loaderData.hasFailed && <CategoryFilter options={loaderData.options} active={active} />}
          <ProductGrid products={loaderData.products} hasFailed={loaderData.hasFailed} isLoading={pending} />
        </div>
      </Section>
    </>
  );
}
