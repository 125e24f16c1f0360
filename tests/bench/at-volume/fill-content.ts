import { sampleJobs } from '../../../content/careers.ts';
import { COUNTRIES, type Country, DEFAULT_GALLERY_CATEGORIES } from '../../../domain/constants.ts';
import type { StaffRole } from '../../../domain/staff.ts';
import { hashPassword } from '../../../server/auth/password.ts';
import type { Db } from '../../../server/db/connection.ts';
import { ensureDefaultCategories } from '../../../server/db/gallery-categories.ts';
import { toJsonText } from '../../../server/db/json-column.ts';
import { createUser } from '../../../server/db/users.ts';
import { sampleCaseStudies } from '../../../server/sample-content/case-studies.ts';
import { sampleGalleryImages } from '../../../server/sample-content/gallery.ts';
import { sampleProducts } from '../../../server/sample-content/products.ts';
import { insertInBatches } from './insert-batches.ts';
import { DAY_MS, FIVE_YEARS_MS, idAt, iso, type Random } from './random.ts';
import type { Volumes } from './volumes.ts';

// The staff and the public content: accounts made by the app's own user functions, the default
// gallery categories as the app makes them plus three of the company's own, and jobs, photos,
// products and case studies varied from the sample content (the same shapes and lengths a real
// editor's records have), dated over five years.

export type Staff = { id: string; email: string; name: string; role: StaffRole };

const STAFF: readonly Omit<Staff, 'id'>[] = [
  { email: 'hr.lead@voltline.example', name: 'Sarah Mitchell', role: 'hr' },
  { email: 'recruiter.india@voltline.example', name: 'Anjali Rao', role: 'hr' },
  { email: 'recruiter.tashkent@voltline.example', name: 'Dilshod Karimov', role: 'hr' },
  { email: 'marketing@voltline.example', name: 'Tom Hargreaves', role: 'editor' },
  { email: 'web.editor@voltline.example', name: 'Lucy Chen', role: 'editor' },
  { email: 'operations@voltline.example', name: 'Mark Pearson', role: 'admin' },
  { email: 'it.support@voltline.example', name: 'Ravi Kulkarni', role: 'admin' },
  { email: 'director@voltline.example', name: 'Helen Ward', role: 'admin' },
];

/** The administrator the bench signs in as (with `password`), and the rest of the staff. */
export async function fillStaff(db: Db, password: string): Promise<{ admin: Staff; staff: Staff[] }> {
  const admin = await createUser(db, {
    email: 'bench.admin@voltline.example',
    name: 'Bench Administrator',
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  // The others never sign in: one hash serves them all.
  const passwordHash = await hashPassword(`${password}-staff`);
  const staff: Staff[] = [{ id: admin._id, email: admin.email, name: admin.name, role: admin.role }];
  for (const member of STAFF) {
    const created = await createUser(db, { ...member, passwordHash });
    staff.push({ id: created._id, email: created.email, name: created.name, role: created.role });
  }
  return { admin: staff[0] as Staff, staff };
}

const EXTRA_CATEGORIES = [
  { slug: 'commissioning', name: 'Commissioning' },
  { slug: 'events', name: 'Events and Awards' },
  { slug: 'community', name: 'Community' },
];

const PLACES: Record<Country, readonly string[]> = {
  'United Kingdom': ['Colchester, Essex', 'London', 'Manchester', 'Glasgow', 'Bristol', 'Leeds'],
  India: ['New Delhi', 'Bengaluru', 'Pune', 'Chennai', 'Hyderabad'],
  Uzbekistan: ['Tashkent', 'Samarkand'],
};

const EXTRA_TITLES = [
  'Protection Engineer',
  'Earthing Engineer',
  'Power Systems Engineer',
  'CAD Technician',
  'Project Manager',
  'Commissioning Engineer',
  'HV Cable Engineer',
  'Bid Manager',
];
const SENIORITY = ['', '', 'Senior ', 'Principal ', 'Graduate '];

export type ContentFacts = { jobTitles: string[]; categories: string[] };

export async function fillContent(
  db: Db,
  random: Random,
  volumes: Volumes,
  now: number,
): Promise<ContentFacts> {
  await ensureDefaultCategories(db, DEFAULT_GALLERY_CATEGORIES);
  await insertInBatches(db, 'galleryCategories', EXTRA_CATEGORIES.length, (index) => {
    const category = EXTRA_CATEGORIES[index] as (typeof EXTRA_CATEGORIES)[number];
    const at = iso(now - FIVE_YEARS_MS + index * DAY_MS);
    return { id: idAt(now), ...category, displayOrder: 3 + index, isActive: 1, createdAt: at, updatedAt: at };
  });
  const categories = [...DEFAULT_GALLERY_CATEGORIES.map((c) => c.id), ...EXTRA_CATEGORIES.map((c) => c.slug)];

  const titles = new Set<string>();
  await insertInBatches(db, 'jobs', volumes.jobs, () => {
    const sample = random.pick(sampleJobs);
    const country = random.chance(0.5) ? sample.country : random.pick(COUNTRIES);
    const created = now - random.next() * FIVE_YEARS_MS;
    // Openings from the last three months are still open; older ones were closed.
    const isRecent = now - created < 90 * DAY_MS;
    const title = random.chance(0.4)
      ? sample.title
      : `${random.pick(SENIORITY)}${random.pick(EXTRA_TITLES)}`.trim();
    titles.add(title);
    return {
      id: idAt(created),
      title,
      type: sample.type,
      place: random.pick(PLACES[country]),
      country,
      isActive: isRecent ? 1 : 0,
      qualifications: sample.qualifications,
      experience: sample.experience,
      responsibilities: sample.responsibilities,
      pdfUrl: null,
      closingDate: isRecent && random.chance(0.7) ? iso(now + random.int(1, 60) * DAY_MS).slice(0, 10) : null,
      createdAt: iso(created),
      updatedAt: iso(created + random.int(0, 20) * DAY_MS),
    };
  });

  await insertInBatches(db, 'galleryImages', volumes.galleryImages, (index) => {
    const sample = random.pick(sampleGalleryImages);
    const created = now - random.next() * FIVE_YEARS_MS;
    return {
      id: idAt(created),
      title: `${sample.title} (${index + 1})`,
      category: random.chance(0.7) ? sample.category : random.pick(categories),
      description: sample.description,
      imageDate: iso(created - random.int(0, 30) * DAY_MS).slice(0, 10),
      url: sample.url,
      variants: toJsonText(sample.variants),
      alt: random.chance(0.6) ? sample.title : null,
      createdAt: iso(created),
      updatedAt: iso(created),
    };
  });

  await insertInBatches(db, 'products', volumes.products, (index) => {
    const sample = random.pick(sampleProducts);
    const created = now - random.next() * FIVE_YEARS_MS;
    return {
      id: idAt(created),
      code: `${sample.id}-${index + 1}`,
      title: index < sampleProducts.length ? sample.title : `${sample.title}, variant ${index + 1}`,
      description: sample.description,
      content: sample.content,
      thumbnail: sample.thumbnail ?? null,
      categoryName: sample.category.name,
      categoryColor: sample.category.color,
      features: toJsonText(sample.features),
      specifications: toJsonText(sample.specifications),
      specificationsObject: toJsonText(sample.specificationsObject),
      applications: toJsonText(sample.applications),
      externalLink: null,
      createdAt: iso(created),
      updatedAt: iso(created),
    };
  });

  const caseStudyIds: string[] = [];
  await insertInBatches(db, 'caseStudies', volumes.caseStudies, (index) => {
    const sample = random.pick(sampleCaseStudies);
    const created = now - random.next() * FIVE_YEARS_MS;
    const id = idAt(created);
    caseStudyIds.push(id);
    return {
      id,
      name: `${sample.name} (${index + 1})`,
      description: sample.description,
      content: sample.content,
      link: `${sample.link.replace(/[^a-z0-9-]/gi, '')}-${index + 1}`,
      cardImage: sample.cardImage,
      headerImage: sample.headerImage ?? null,
      createdAt: iso(created),
      updatedAt: iso(created),
    };
  });
  await insertInBatches(db, 'caseStudySections', caseStudyIds.length, (index) => {
    const sample = random.pick(sampleCaseStudies);
    return (sample.sections ?? []).map((section, position) => ({
      id: idAt(now),
      caseStudyId: caseStudyIds[index] as string,
      sectionId: `${section.id}${index}`,
      title: section.title,
      content: section.content,
      type: section.type,
      listItems: toJsonText(section.listItems),
      images: toJsonText(section.images),
      position,
    }));
  });

  return { jobTitles: [...titles], categories };
}
