import { data, useNavigation } from 'react-router';
import { deepestPage } from '../../domain/list-page.ts';
import { listProductCategoryNames, listProducts } from '../../server/db/products.ts';
import { FocalPositionsProvider } from '../components/focal-point.tsx';
import { focalPositionsFor } from '../components/focal-positions.ts';
import { categoryOptions, categoryValue } from '../components/products/categories.ts';
import { CategoryFilter } from '../components/products/category-filter.tsx';
import { productsHero, productsIntro, productsSeo } from '../components/products/content.ts';
import { ProductOfferings } from '../components/products/offerings.tsx';
import { ProductGrid } from '../components/products/product-grid.tsx';
import { toSummary } from '../components/products/summary.ts';
import { PageHero } from '../components/services/page-hero.tsx';
import { Section } from '../components/services/section.tsx';
import { ListPager } from '../components/ui/list-pager.tsx';
import { pageHref, pageParam, pageRelLinks } from '../components/ui/page-links.ts';
import { requestContext } from '../request-context.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/products';

// public-site.md §2 Products: the catalogue, filtered by ?category= (server-rendered, shareable),
// PRODUCTS_PAGE_SIZE cards a page in ?page= beside it (decision 019: the spec's handful of products
// fit one page). The filter buttons come from every product's category, so choosing one category
// keeps the others on offer. A data failure is logged and shown as 'Failed to load products'
// (§8), answered 503; a page past the end is a 404.

/** Four full rows of the three-column grid. */
const PRODUCTS_PAGE_SIZE = 12;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = new URL(request.url);
  const category = categoryValue(url.searchParams.get('category'));
  const page = Math.min(pageParam(url), deepestPage(PRODUCTS_PAGE_SIZE));
  try {
    const [names, shown] = await Promise.all([
      listProductCategoryNames(services.db, { publishedOnly: true }),
      listProducts(
        services.db,
        { ...(category ? { category } : {}), publishedOnly: true },
        { page, limit: PRODUCTS_PAGE_SIZE },
      ),
    ]);
    const totalPages = Math.max(1, Math.ceil(shown.total / PRODUCTS_PAGE_SIZE));
    const focal = await focalPositionsFor(
      services,
      shown.items.map((product) => product.thumbnail),
    );
    return data(
      {
        category,
        options: categoryOptions(names.map((name) => ({ category: { name } }))),
        products: shown.items.map(toSummary),
        paging: { page, limit: PRODUCTS_PAGE_SIZE, total: shown.total, totalPages },
        hasFailed: false,
        ...focal,
      },
      { status: page > totalPages ? 404 : 200 },
    );
  } catch (error) {
    services.logger.error({ err: error }, 'products page: failed to load products');
    return data(
      {
        category,
        options: [],
        products: [],
        paging: { page, limit: PRODUCTS_PAGE_SIZE, total: 0, totalPages: 1 },
        hasFailed: true,
      },
      { status: 503 },
    );
  }
}

function productsHref(category: string, page: number): string {
  return pageHref('/products', { category }, page);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  if (!loaderData) return pageMeta(publicUrl, productsSeo);
  const { category, paging } = loaderData;
  const hrefFor = (page: number) => productsHref(category, page);
  // Page 1 keeps the address the catalogue always had; a later page names itself.
  const seo =
    paging.page === 1
      ? productsSeo
      : { ...productsSeo, title: `${productsSeo.title}, page ${paging.page}`, path: hrefFor(paging.page) };
  return [...pageMeta(publicUrl, seo), ...pageRelLinks(publicUrl, hrefFor, paging.page, paging.totalPages)];
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
          <FocalPositionsProvider
            positions={'focalPositions' in loaderData ? loaderData.focalPositions : undefined}
          >
            <ProductGrid
              products={loaderData.products}
              total={loaderData.paging.total}
              hasFailed={loaderData.hasFailed}
              isLoading={pending}
            />
          </FocalPositionsProvider>
          {!pending && !loaderData.hasFailed && (
            <ListPager
              {...loaderData.paging}
              noun="products"
              // The page lands on the catalogue, not the hero above it.
              hrefFor={(page) => `${productsHref(loaderData.category, page)}#product-catalogue`}
              label="Product pages"
            />
          )}
        </div>
      </Section>
    </>
  );
}
