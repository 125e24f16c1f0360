import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { CategoryTabs } from './category-tabs.tsx';
import { GalleryView } from './gallery-view.tsx';

// The gallery's states as HTML (the server renders them the same way).

const image = {
  _id: '1',
  title: 'Substation walkdown',
  description: '',
  imageDate: '2025-03-14',
  url: '/media/a-1600.webp',
  variants: [{ url: '/media/a-480.webp', width: 480, format: 'webp' }],
};

describe('GalleryView', () => {
  it('shows the images failure text as an alert', () => {
    const html = renderToStaticMarkup(<GalleryView images={[]} hasFailed isLoading={false} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain(MESSAGES.gallery.imagesLoadFailed);
  });

  it('says when a category has no images', () => {
    expect(renderToStaticMarkup(<GalleryView images={[]} hasFailed={false} isLoading={false} />)).toContain(
      MESSAGES.gallery.emptyCategory,
    );
  });

  it('describes an image by its own alt text when it has one, else by its title', () => {
    const html = renderToStaticMarkup(
      <GalleryView
        images={[image, { ...image, _id: '2', alt: 'Engineers beside a ring main unit' }]}
        hasFailed={false}
        isLoading={false}
      />,
    );
    expect(html).toContain('alt="Substation walkdown"');
    expect(html).toContain('alt="Engineers beside a ring main unit"');
  });

  it('renders a thumbnail button per image, the lightbox closed', () => {
    const html = renderToStaticMarkup(<GalleryView images={[image]} hasFailed={false} isLoading={false} />);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('alt="Substation walkdown"');
    expect(html).toContain('grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4');
    expect(html).toMatch(/<dialog[^>]*><\/dialog>/);
  });
});

describe('CategoryTabs', () => {
  it('marks the chosen category and links each to ?category=', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <CategoryTabs
          categories={[
            { id: 'siteVisit', name: 'Site Visit' },
            { id: 'training', name: 'Training' },
          ]}
          active="training"
        />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/gallery?category=siteVisit"');
    expect(html).toMatch(/<a aria-current="true"[^>]*href="\/gallery\?category=training"/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });
});
