import type { PageHeroCopy } from '../../../content/services/types.ts';

// Fixed copy of /gallery (public-site.md §2 Gallery: a banner headed Image Gallery).

export const gallerySeo = {
  title: 'Image Gallery',
  description:
    'Photographs from our site visits, office activities and training: substations, switchrooms, surveys and the engineers who design them.',
  path: '/gallery',
  keywords: ['substation site visit', 'power engineering projects', 'engineering team'],
} as const;

export const galleryHero: PageHeroCopy = {
  eyebrow: 'Our work in pictures',
  heading: 'Image Gallery',
  lead: 'Site visits, office life and training across our teams in the United Kingdom, India and Uzbekistan.',
  image: 'hero-substation',
};
