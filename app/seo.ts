import type { MetaDescriptor } from 'react-router';
import { site } from '../content/site.ts';

// public-site.md §2: every page sets a title '{page} | {brand}', a description, keywords,
// social-share tags and a canonical URL.

export type PageMeta = {
  title: string;
  description: string;
  path: string;
  keywords?: readonly string[];
  image?: string;
};

export function pageTitle(page: string): string {
  return `${page} | ${site.brand}`;
}

export function pageMeta(publicUrl: string, meta: PageMeta): MetaDescriptor[] {
  const title = pageTitle(meta.title);
  const url = `${publicUrl}${meta.path}`;
  // Site-relative images get the public origin; an absolute one (object storage) is kept.
  const imagePath = meta.image ?? '/media/share-card.png';
  const image = /^https?:\/\//.test(imagePath) ? imagePath : `${publicUrl}${imagePath}`;
  return [
    { title },
    { name: 'description', content: meta.description },
    { name: 'keywords', content: [...(meta.keywords ?? []), ...site.keywords].join(', ') },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: meta.description },
    { name: 'twitter:image', content: image },
  ];
}
