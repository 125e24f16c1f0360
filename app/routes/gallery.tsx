import { data, useNavigation } from 'react-router';
import type { GalleryImage } from '../../domain/entities.ts';
import { deepestPage } from '../../domain/list-page.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { listActiveCategories } from '../../server/db/gallery-categories.ts';
import { listImages } from '../../server/db/gallery-images.ts';
import { FocalPositionsProvider } from '../components/focal-point.tsx';
import { focalPositionsFor } from '../components/focal-positions.ts';
import { CategoryTabs } from '../components/gallery/category-tabs.tsx';
import { galleryHero, gallerySeo } from '../components/gallery/content.ts';
import { GalleryView } from '../components/gallery/gallery-view.tsx';
import { chooseCategory } from '../components/gallery/selection.ts';
import { PreviewBanner, PreviewLinkInvalid } from '../components/preview/preview-banner.tsx';
import {
  PREVIEW_HEADERS,
  PREVIEW_ROBOTS,
  previewPageHeaders,
  previewTokenOf,
  readPagePreview,
} from '../components/preview/preview-page.ts';
import { PageHero } from '../components/services/page-hero.tsx';
import { CONTAINER } from '../components/ui/layout.ts';
import { ListPager } from '../components/ui/list-pager.tsx';
import { pageHref, pageParam, pageRelLinks } from '../components/ui/page-links.ts';
import { Banner } from '../components/ui/status.tsx';
import { requestContext } from '../request-context.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/gallery';

// public-site.md §2 Gallery: category tabs (siteVisit first selected) over the chosen category's
// images, the category in ?category=, GALLERY_PAGE_SIZE images a page in ?page= (decision 019:
// the spec's dozen photographs fit one page, five thousand do not). Each data failure is logged
// and shown as its own text (§8), answered 503; a page past the end is a 404.

/** Fills whole rows of the 2, 3 and 4 column grid. */
const GALLERY_PAGE_SIZE = 24;

/** The fields of an image the page shows. */
function shownImage({ _id, title, description, imageDate, url, variants, alt }: GalleryImage) {
  return { _id, title, description, imageDate, url, variants, ...(alt ? { alt } : {}) };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = new URL(request.url);
  const token = previewTokenOf(request);
  // Decision 024: a preview shows the image's working copy in its place, in its category.
  const preview =
    token === null ? undefined : await readPagePreview<GalleryImage>(services.db, 'gallery', token);
  if (preview && !preview.isValid) {
    return data(
      {
        categories: [],
        selected: undefined,
        images: [],
        imagesFailed: false,
        paging: { page: 1, limit: GALLERY_PAGE_SIZE, total: 0, totalPages: 1 },
        preview: null,
        isPreviewInvalid: true,
      },
      { status: 404, headers: PREVIEW_HEADERS },
    );
  }
  const requested = preview?.isValid ? preview.record.category : url.searchParams.get('category');
  const page = preview?.isValid ? 1 : Math.min(pageParam(url), deepestPage(GALLERY_PAGE_SIZE));
  let categories: { id: string; name: string }[] | null = null;
  try {
    const active = await listActiveCategories(services.db);
    categories = active.map(({ id, name }) => ({ id, name }));
  } catch (error) {
    services.logger.error({ err: error }, 'gallery page: failed to load gallery categories');
  }
  const selected = chooseCategory(categories, requested);
  let images = null;
  let total = 0;
  if (selected) {
    try {
      const found = await listImages(
        services.db,
        { category: selected, publishedOnly: true },
        { page, limit: GALLERY_PAGE_SIZE },
      );
      total = found.total;
      images = found.items.map(shownImage);
      if (preview?.isValid) {
        const previewed = shownImage(preview.record);
        const at = images.findIndex((image) => image._id === previewed._id);
        if (at === -1) images.unshift(previewed);
        else images[at] = previewed;
      }
    } catch (error) {
      services.logger.error(
        { err: error, category: selected },
        'gallery page: failed to load gallery images',
      );
    }
  }
  const imagesFailed = selected !== undefined && images === null;
  const paging = {
    page,
    limit: GALLERY_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE)),
  };
  const isPastEnd = !imagesFailed && page > paging.totalPages;
  const focal = await focalPositionsFor(
    services,
    (images ?? []).map((image) => image.url),
  );
  return data(
    {
      categories,
      selected,
      images: images ?? [],
      imagesFailed,
      paging,
      preview: preview?.isValid ? { expiresAt: preview.expiresAt } : null,
      isPreviewInvalid: false,
      ...focal,
    },
    {
      status: categories === null || imagesFailed ? 503 : isPastEnd ? 404 : 200,
      ...(preview ? { headers: PREVIEW_HEADERS } : {}),
    },
  );
}

/** The gallery's address for a category and page; the first tab's first page is plain /gallery?category=…. */
function galleryHref(category: string | undefined, page: number): string {
  return pageHref('/gallery', { category }, page);
}

export const headers = previewPageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  if (!loaderData) return pageMeta(publicUrl, gallerySeo);
  if (loaderData.isPreviewInvalid || loaderData.preview)
    return [...pageMeta(publicUrl, gallerySeo), PREVIEW_ROBOTS];
  const { selected, paging } = loaderData;
  const hrefFor = (page: number) => galleryHref(selected, page);
  // Page 1 keeps the address the gallery always had; a later page names itself.
  const seo =
    paging.page === 1
      ? gallerySeo
      : { ...gallerySeo, title: `${gallerySeo.title}, page ${paging.page}`, path: hrefFor(paging.page) };
  return [...pageMeta(publicUrl, seo), ...pageRelLinks(publicUrl, hrefFor, paging.page, paging.totalPages)];
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { categories, selected, images, imagesFailed, paging, preview, isPreviewInvalid } = loaderData;
  const navigation = useNavigation();
  if (isPreviewInvalid) return <PreviewLinkInvalid />;
  // While another category loads, its tab already shows as chosen and the grid waits.
  const pending = navigation.state === 'loading' && navigation.location.pathname === '/gallery';
  const active = pending
    ? chooseCategory(categories, new URLSearchParams(navigation.location.search).get('category'))
    : selected;
  return (
    <>
      {preview && <PreviewBanner expiresAt={preview.expiresAt} />}
      <PageHero {...galleryHero} crumbs={[{ label: 'Home', href: '/' }]} />
      <section id="photographs" aria-label="Photographs" className="scroll-mt-24 py-12 sm:py-16">
        <div className={`${CONTAINER} space-y-8`}>
          {categories === null ? (
            <Banner tone="error">{MESSAGES.gallery.categoriesLoadFailed}</Banner>
          ) : (
            <CategoryTabs categories={categories} active={active} />
          )}
          <FocalPositionsProvider
            positions={'focalPositions' in loaderData ? loaderData.focalPositions : undefined}
          >
            <GalleryView
              key={selected ?? ''}
              images={images}
              hasFailed={imagesFailed}
              isLoading={pending}
              // No categories at all: nothing to choose from, so no category to name.
              emptyText={selected ? MESSAGES.gallery.emptyCategory : MESSAGES.gallery.empty}
            />
          </FocalPositionsProvider>
          {!pending && !imagesFailed && (
            <ListPager
              {...paging}
              noun="photographs"
              // The page lands on the photographs, not the banner above them.
              hrefFor={(page) => `${galleryHref(selected, page)}#photographs`}
              label="Gallery pages"
            />
          )}
        </div>
      </section>
    </>
  );
}
