import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, testDatabaseKinds } from '../../../tests/support/test-databases.ts';
import { createDb } from '../connection.ts';
import { migrateToLatest, migrations } from '../migrate.ts';

// The pictures records already show become media library assets: uploads under their URL with
// the name they were uploaded under, the site's own pictures once each at their largest copy,
// the gallery's alt text where it has one; any other URL is left out. The search finds them,
// and the migration goes back.

const NAME = '2026-12-17T1000-media-library';
const BEFORE = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < NAME));
// Up to and including this one: the down-and-up test undoes this migration, not a later one.
const THROUGH = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= NAME));

const CARD = `/uploads/image/${'a'.repeat(32)}-1600.webp`;
const SECTION = `/uploads/image/${'b'.repeat(32)}-960.webp`;
const THUMB = `/uploads/image/${'c'.repeat(32)}-1600.webp`;
const PHOTO = `/uploads/image/${'d'.repeat(32)}-1600.webp`;

describe.each(testDatabaseKinds())('the media library migration on %s', (kind) => {
  let db: Kysely<any>;
  let drop: () => Promise<void>;
  let schema: string | undefined;
  beforeAll(async () => {
    const database = await createEmptyDatabase(kind);
    drop = database.drop;
    schema = database.options.kind === 'postgres' ? database.options.schema : undefined;
    db = createDb(database.options) as Kysely<any>;
    await migrateToLatest(db, database.options, BEFORE);
    const now = new Date().toISOString();
    const study = (id: string, cardImage: string, headerImage: string | null) => ({
      id,
      name: `Study ${id}`,
      description: 'd',
      content: 'c',
      link: `study-${id}`,
      cardImage,
      headerImage,
      createdAt: now,
      updatedAt: now,
    });
    await db
      .insertInto('caseStudies')
      .values([
        study('1'.repeat(24), CARD, '/media/case-switchroom-960.webp'),
        study('2'.repeat(24), '/media/case-switchroom-1600.webp', 'https://example.com/elsewhere.jpg'),
      ])
      .execute();
    await db
      .insertInto('caseStudySections')
      .values({
        id: '3'.repeat(24),
        caseStudyId: '1'.repeat(24),
        sectionId: 's1',
        title: 'Pictures',
        content: '',
        type: 'image-gallery',
        listItems: '[]',
        images: JSON.stringify([{ url: SECTION, caption: 'Cable pull' }, { url: CARD }]),
        position: 0,
      })
      .execute();
    await db
      .insertInto('products')
      .values({
        id: '4'.repeat(24),
        code: 'p-1',
        title: 'Transformer',
        description: 'd',
        content: '',
        thumbnail: THUMB,
        categoryName: 'Transformers',
        categoryColor: 'x',
        features: '[]',
        specifications: '[]',
        specificationsObject: '{}',
        applications: '[]',
        externalLink: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await db
      .insertInto('galleryImages')
      .values({
        id: '5'.repeat(24),
        title: 'Site visit',
        category: 'siteVisit',
        description: '',
        imageDate: '2026-01-01',
        url: PHOTO,
        variants: '[]',
        alt: 'Engineers at the substation gate',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await db
      .insertInto('storedFiles')
      .values({
        id: '6'.repeat(24),
        key: `public/image/${'c'.repeat(32)}-1600.webp`,
        visibility: 'public',
        kind: 'image',
        contentType: 'image/webp',
        size: 12345,
        originalName: 'transformer-photo.jpg',
        createdAt: now,
      })
      .execute();
    expect(await migrateToLatest(db, database.options, THROUGH)).toContain(NAME);
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('registers each picture the records show once, with what is known of it', async () => {
    const assets = await db
      .selectFrom('mediaAssets')
      .select(['url', 'fileName', 'alt', 'focalX', 'focalY', 'width', 'bytes', 'createdByEmail'])
      .orderBy('url')
      .execute();
    expect(
      assets.map((asset) => ({ ...asset, focalX: Number(asset.focalX), focalY: Number(asset.focalY) })),
    ).toEqual(
      [
        {
          url: '/media/case-switchroom-1600.webp',
          fileName: 'case-switchroom.webp',
          alt: '',
          width: null,
          bytes: null,
        },
        { url: CARD, fileName: CARD.slice('/uploads/image/'.length), alt: '', width: 1600, bytes: null },
        { url: SECTION, fileName: SECTION.slice('/uploads/image/'.length), alt: '', width: 960, bytes: null },
        { url: THUMB, fileName: 'transformer-photo.jpg', alt: '', width: 1600, bytes: 12345 },
        {
          url: PHOTO,
          fileName: PHOTO.slice('/uploads/image/'.length),
          alt: 'Engineers at the substation gate',
          width: 1600,
          bytes: null,
        },
      ]
        .sort((a, b) => (a.url < b.url ? -1 : 1))
        .map((asset) => ({ ...asset, focalX: 0.5, focalY: 0.5, createdByEmail: 'system' })),
    );
  });

  it('indexes them for the search', async () => {
    const { rows } = await sql<{
      url: string;
    }>`select url from media_assets where search_text like ${'%substation gate%'}`.execute(db);
    expect(rows.map((row) => row.url)).toEqual([PHOTO]);
    if (kind === 'sqlite') {
      const { rows: found } = await sql<{ url: string }>`
        select url from media_assets where rowid in
          (select rowid from media_assets_search where media_assets_search match ${'"transformer-photo"'})`.execute(
        db,
      );
      expect(found.map((row) => row.url)).toEqual([THUMB]);
    }
  });

  it('goes back down and up again', async () => {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => THROUGH },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.[0]?.migrationName).toBe(NAME);
    const up = await migrator.migrateUp();
    expect(up.error).toBeUndefined();
    const { rows } = await sql<{
      count: number | string;
    }>`select count(*) as count from media_assets`.execute(db);
    expect(Number(rows[0]?.count)).toBe(5);
  });
});
