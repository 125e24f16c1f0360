import { data, useNavigation } from 'react-router';
import { MESSAGES } from '../../domain/messages.ts';
import { listActiveCategories } from '../../server/db/gallery-categories.ts';
import { listImages } from '../../server/db/gallery-images.ts';
import { CategoryTabs } from '../components/gallery/category-tabs.tsx';
import { galleryHero, gallerySeo } from '../components/gallery/content.ts';
import { GalleryView } from '../components/gallery/gallery-view.tsx';
import { chooseCategory } from '../components/gallery/selection.ts';
import { PageHero } from '../components/services/page-hero.tsx';
import { CONTAINER } from '../components/ui/layout.ts';
import { Banner } from '../components/ui/status.tsx';
import { requestContext } from '../request-context.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/gallery';

// public-site.md §2 Gallery: category tabs (siteVisit first selected) over the chosen category's
// images, the category in ?category=. Each data failure is logged and shown as its own text
// (§8), answered 503.
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const requested = new URL(request.url).searchParams.get('category');
  let categories: { id: string; name: string }[] | null = null;
  try {
    const active = await listActiveCategories(services.db);
    categories = active.map(({ id, name }) => ({ id, name }));
  } catch (error) {
    services.logger.error({ err: error }, 'gallery page: failed to load gallery categories');
  }
  const selected = chooseCategory(categories, requested);
  let images = null;
  if (selected) {
    try {
      const found = await listImages(services.db, { category: selected });
      images = found.map(({ _id, title, description, imageDate, url, variants, alt }) => ({
        _id,
        title,
        description,
        imageDate,
        url,
        variants,
        ...(alt ? { alt } : {}),
      }));
    } catch (error) {
      services.logger.error(
        { err: error, category: selected },
        'gallery page: failed to load gallery images',
      );
    }
  }
  const imagesFailed = selected !== undefined && images === null;
  return data(
    { categories, selected, images: images ?? [], imagesFailed },
    { status: categories === null || imagesFailed ? 503 : 200 },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', gallerySeo);
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { categories, selected, images, imagesFailed } = loaderData;
  const navigation = useNavigation();
  // While another category loads, its tab already shows as chosen and the grid waits.
  const pending = navigation.state === 'loading' && navigation.location.pathname === '/gallery';
  const active = pending
    ? chooseCategory(categories, new URLSearchParams(navigation.location.search).get('category'))
    : selected;
  return (
    <>
      <PageHero {...galleryHero} crumbs={[{ label: 'Home', href: '/' }]} />
      <section aria-label="Photographs" className="py-12 sm:py-16">
        <div className={`${CONTAINER} space-y-8`}>
          {categories === null ? (
            <Banner tone="error">{MESSAGES.gallery.categoriesLoadFailed}</Banner>
          ) : (
            <CategoryTabs categories={categories} active={active} />
          )}
          <GalleryView
            key={selected ?? ''}
            images={images}
            hasFailed={imagesFailed}
            isLoading={pending}
            // No categories at all: nothing to choose from, so no category to name.
            emptyText={selected ? MESSAGES.gallery.emptyCategory : MESSAGES.gallery.empty}
          />
        </div>
      </section>
    </>
  );
}
