import { COUNTRIES } from '../../domain/constants.ts';
import { createCaseStudy } from '../../server/db/case-studies.ts';
import type { Db } from '../../server/db/connection.ts';
import { createImage } from '../../server/db/gallery-images.ts';
import { createJob } from '../../server/db/jobs.ts';
import { createProduct } from '../../server/db/products.ts';
import { mediaImage } from '../../server/sample-content/gallery.ts';

// Lists far longer than the spec imagines (issue 23: five years of use), written straight through
// the data layer so a test need not upload hundreds of photographs. Every title carries its number,
// so a test can tell pages apart; numbers are zero-padded so they read in creation order.

const PICTURES = ['gallery-substation-visit', 'case-switchroom', 'earthing', 'battery-storage', 'careers'];

export const number = (at: number) => String(at).padStart(4, '0');

/** `count` photographs in `category`, taken on successive days from 2020-01-01 (newest last). */
export async function addImages(db: Db, count: number, category = 'siteVisit'): Promise<void> {
  for (let at = 0; at < count; at += 1) {
    const day = new Date(Date.UTC(2020, 0, 1 + at)).toISOString().slice(0, 10);
    await createImage(db, {
      title: `Photo ${number(at)}`,
      category,
      description: `Site photograph number ${at}`,
      imageDate: day,
      ...mediaImage(PICTURES[at % PICTURES.length] ?? 'careers'),
    });
  }
}

/** `count` products, alternating between Switchgear and Transformers. */
export async function addProducts(db: Db, count: number): Promise<void> {
  for (let at = 0; at < count; at += 1) {
    const isSwitchgear = at % 2 === 0;
    await createProduct(db, {
      id: `p-${number(at)}`,
      title: `Product ${number(at)}`,
      description: 'A compact ring main unit for 11kV secondary substations, factory tested.',
      content: 'Full details.',
      thumbnail: mediaImage(PICTURES[at % PICTURES.length] ?? 'careers').variants[0]?.url ?? '',
      category: isSwitchgear
        ? { name: 'Switchgear', color: 'bg-purple-100 text-purple-800' }
        : { name: 'Transformers', color: 'bg-yellow-100 text-yellow-800' },
      features: ['Factory tested'],
      specifications: [],
      specificationsObject: {},
      applications: ['Secondary substations'],
    });
  }
}

export async function addCaseStudies(db: Db, count: number): Promise<void> {
  for (let at = 0; at < count; at += 1) {
    await createCaseStudy(db, {
      name: `Case study ${number(at)}`,
      description: 'Earthing design and testing for a 33kV battery storage site.',
      content: 'What the client needed, what we did and the result.',
      link: `case-study-${number(at)}`,
      cardImage: mediaImage(PICTURES[at % PICTURES.length] ?? 'careers').variants[0]?.url ?? '',
    });
  }
}

/** `count` active jobs with no closing date in `country` (default: the three in turn). */
export async function addJobs(db: Db, count: number, country?: string): Promise<void> {
  for (let at = 0; at < count; at += 1) {
    await createJob(db, {
      title: `Design Engineer ${number(at)}`,
      type: 'DESIGN AND ENGINEERING',
      place: 'Office',
      country: country ?? COUNTRIES[at % COUNTRIES.length] ?? 'United Kingdom',
      isActive: true,
      qualifications: 'Degree in electrical engineering',
      experience: '2-3 years',
      responsibilities:
        'Design 11kV and 33kV networks.\nPrepare protection settings.\nSupport site commissioning.',
    });
  }
}
