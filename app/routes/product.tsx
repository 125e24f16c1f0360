import { data } from 'react-router';
import type { Product } from '../../domain/entities.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { getProduct, getProductByCode } from '../../server/db/products.ts';
import { FocalPositionsProvider } from '../components/focal-point.tsx';
import { focalPositionsFor } from '../components/focal-positions.ts';
import { PreviewBanner, PreviewLinkInvalid } from '../components/preview/preview-banner.tsx';
import {
  PREVIEW_HEADERS,
  PREVIEW_ROBOTS,
  previewPageHeaders,
  previewTokenOf,
  readPagePreview,
} from '../components/preview/preview-page.ts';
import { isProductKey, shareImagePath } from '../components/products/links.ts';
import { ProductDetail } from '../components/products/product-detail.tsx';
import { ProductNotFound } from '../components/products/product-not-found.tsx';
import { truncateText } from '../components/products/summary.ts';
import { requestContext } from '../request-context.ts';
import { pageMeta, pageTitle } from '../seo.ts';
import type { Route } from './+types/product';

// public-site.md §2 Product detail at /product/{productId}. The id is the stored _id; a product
// code (e.g. /product/sw-33kv) is accepted too, as GET /products/link/{link} does. A missing
// product answers 404 and a data failure 503, both showing 'Product Not Found' (§8).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const token = previewTokenOf(request);
  if (token !== null) {
    // Decision 024: the product's working copy, for whoever holds the link.
    const preview = await readPagePreview<Product>(services.db, 'products', token);
    if (!preview.isValid) {
      return data(
        { product: null, preview: null, isPreviewInvalid: true },
        { status: 404, headers: PREVIEW_HEADERS },
      );
    }
    return data(
      {
        product: preview.record,
        preview: { expiresAt: preview.expiresAt },
        isPreviewInvalid: false,
        ...(await focalPositionsFor(services, [preview.record.thumbnail])),
      },
      { headers: PREVIEW_HEADERS },
    );
  }
  const key = params.productId;
  if (!isProductKey(key))
    return data({ product: null, preview: null, isPreviewInvalid: false }, { status: 404 });
  try {
    const product: Product | undefined =
      (await getProduct(services.db, key, { publishedOnly: true })) ??
      (await getProductByCode(services.db, key, { publishedOnly: true }));
    return data(
      {
        product: product ?? null,
        preview: null,
        isPreviewInvalid: false,
        ...(product ? await focalPositionsFor(services, [product.thumbnail]) : {}),
      },
      { status: product ? 200 : 404 },
    );
  } catch (error) {
    services.logger.error({ err: error, productId: key }, 'product page: failed to load product');
    return data({ product: null, preview: null, isPreviewInvalid: false }, { status: 503 });
  }
}

// ours: search engines show about 160 characters of a description.
const META_DESCRIPTION_LIMIT = 160;

export const headers = previewPageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const product = loaderData?.product;
  if (loaderData?.isPreviewInvalid) return [{ title: pageTitle('Preview') }, PREVIEW_ROBOTS];
  if (!product) {
    return [{ title: pageTitle(MESSAGES.products.notFound) }, { name: 'robots', content: 'noindex' }];
  }
  const image = shareImagePath(product.thumbnail);
  return [
    ...pageMeta(matches[0]?.loaderData?.publicUrl ?? '', {
      title: product.title,
      description: truncateText(product.description, META_DESCRIPTION_LIMIT),
      // One address per product, whichever key the visitor came by.
      path: `/product/${encodeURIComponent(product._id)}`,
      keywords: [product.title, product.category.name],
      ...(image ? { image } : {}),
    }),
    ...(loaderData?.preview ? [PREVIEW_ROBOTS] : []),
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, preview, isPreviewInvalid } = loaderData;
  if (isPreviewInvalid) return <PreviewLinkInvalid />;
  if (!product) return <ProductNotFound />;
  return (
    <FocalPositionsProvider positions={loaderData.focalPositions}>
      {preview && <PreviewBanner expiresAt={preview.expiresAt} />}
      <ProductDetail product={product} />
    </FocalPositionsProvider>
  );
}
