import type { ImageVariant } from '../../domain/entities.ts';
import type { GalleryImageInput } from '../db/gallery-images.ts';

// Sample photos for the three default gallery categories (admin.md §9: siteVisit,
// officeActivities, training). They point at the generated imagery in public/media (the
// gallery-* pictures are drawn for it, the others are the site's own), which exists at the three
// widths an upload is stored at, so they carry the same responsive variants an uploaded photo
// would (server/uploads/images.ts).

const WIDTHS = [480, 960, 1600] as const;

/** url (the largest copy) and variants of a public/media image, as an upload stores them. */
export function mediaImage(name: string): { url: string; variants: ImageVariant[] } {
  const variants = WIDTHS.map((width) => ({ url: `/media/${name}-${width}.webp`, width, format: 'webp' }));
  return { url: `/media/${name}-1600.webp`, variants };
}

type Photo = { media: string; title: string; description: string; imageDate: string };

function photos(category: string, list: readonly Photo[]): GalleryImageInput[] {
  return list.map(({ media, ...photo }) => ({ ...photo, category, ...mediaImage(media) }));
}

const siteVisits: readonly Photo[] = [
  {
    media: 'gallery-substation-visit',
    title: '132kV substation walkdown',
    description:
      'Our plant engineers walking the substation compound with the network operator before the connection design for a 50 MW solar park.',
    imageDate: '2025-03-18',
  },
  {
    media: 'gallery-bess-visit',
    title: 'BESS site inspection, Yorkshire',
    description:
      'Testing the earth bonding of the battery containers at the 50MW storage site before energisation.',
    imageDate: '2024-11-06',
  },
  {
    media: 'hero-solar',
    title: 'Solar farm collector substation',
    description:
      'Survey of the 33kV collector substation and inverter stations ahead of a G99 compliance study.',
    imageDate: '2024-08-21',
  },
  {
    media: 'survey',
    title: 'Cable route survey',
    description:
      'Marking out an 11kV cable route across farmland with GNSS, recording crossings and access points for the route design.',
    imageDate: '2025-05-13',
  },
  {
    media: 'load-bank',
    title: 'Load bank test day',
    description:
      'The temporary load banks connected and ready for the 12-hour, 7 MVA test of a data centre’s standby generators.',
    imageDate: '2024-06-27',
  },
];

const officeActivities: readonly Photo[] = [
  {
    media: 'gallery-office-meeting',
    title: 'Load flow review, Colchester',
    description:
      'The power system team taking a client through load flow results for a 33kV connection before submission to the network operator.',
    imageDate: '2025-04-08',
  },
  {
    media: 'about-team',
    title: 'Design review',
    description:
      'Section leaders reviewing single-line diagrams and layouts for a 33kV containerised switchroom before issue.',
    imageDate: '2025-02-11',
  },
  {
    media: 'careers',
    title: 'Our New Delhi design office',
    description: 'The power system and protection team at work on load flow and relay coordination studies.',
    imageDate: '2024-09-30',
  },
  {
    media: 'grid-control',
    title: 'Visit to a network control room',
    description:
      'Engineers from our protection team visiting a distribution network operator’s control centre.',
    imageDate: '2024-12-04',
  },
];

const training: readonly Photo[] = [
  {
    media: 'gallery-training-classroom',
    title: 'Earthing design course',
    description:
      'In-house course on soil models, earth potential rise and touch and step voltages to BS EN 50522 and ENA TS 41-24.',
    imageDate: '2025-01-22',
  },
  {
    media: 'gallery-relay-testing',
    title: 'Relay testing workshop',
    description:
      'Hands-on secondary injection testing of numerical feeder and transformer protection relays on our training panel.',
    imageDate: '2024-10-15',
  },
  {
    media: 'gallery-safety-briefing',
    title: 'Site safety briefing',
    description:
      'Permits to work, isolation points and emergency arrangements, briefed to the whole team before work starts on site.',
    imageDate: '2025-06-10',
  },
  {
    media: 'switchroom',
    title: 'Switchroom familiarisation',
    description:
      'Graduate engineers learning the layout of a 33kV switchroom: switchgear, battery charger and LVAC board.',
    imageDate: '2024-07-17',
  },
];

export const sampleGalleryImages: readonly GalleryImageInput[] = [
  ...photos('siteVisit', siteVisits),
  ...photos('officeActivities', officeActivities),
  ...photos('training', training),
];
