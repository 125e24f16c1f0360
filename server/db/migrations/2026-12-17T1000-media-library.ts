import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: typed Kysely<any> and free of app imports.
//
// Decision 025 (media library): `media_assets`, one row per stored picture, with its alt text,
// credit, focal point (0 to 1 across and down, the middle by default) and size where known;
// `search_text` is alt, credit and file name folded as the staff searches fold (decision 020),
// served by an FTS5 trigram table on SQLite and a pg_trgm GIN index on PostgreSQL; the library
// lists newest first through (created_at, id).
//
// The pictures existing records already show become assets, read a batch at a time by id: case
// study card, header and section images, product thumbnails and gallery images, with the
// gallery's alt text where it has one. The site's own images (/media/<name>-<width>.webp) are
// one picture at three widths and become one asset at the largest; uploads are named by their
// largest copy already (server/uploads/images.ts). Any other URL is not a stored picture and is
// left out.

const BATCH = 500;
const PICTURE_COLUMNS = [
  ['case_studies', 'card_image'],
  ['case_studies', 'header_image'],
  ['products', 'thumbnail'],
  ['gallery_images', 'url'],
] as const;
const UPLOAD_URL = /^\/uploads\/image\/([a-f0-9]{32}-(\d{2,4})\.webp)$/;
const MEDIA_URL = /^\/media\/([a-z0-9-]+)-(?:480|960|1600)\.webp$/;

function fold(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

type Found = { url: string; alt: string; width: number | null; fileName: string; key?: string };

/** The asset a URL a record shows stands for, or undefined for a URL that is no stored picture. */
function pictureAt(url: string | null | undefined, alt = ''): Found | undefined {
  if (!url) return undefined;
  const upload = url.match(UPLOAD_URL);
  if (upload?.[1]) {
    return { url, alt, width: Number(upload[2]), fileName: upload[1], key: `public/image/${upload[1]}` };
  }
  const media = url.match(MEDIA_URL);
  if (media?.[1])
    return { url: `/media/${media[1]}-1600.webp`, alt, width: null, fileName: `${media[1]}.webp` };
  return undefined;
}

function imagesIn(json: string): string[] {
  try {
    const images: unknown = JSON.parse(json);
    if (!Array.isArray(images)) return [];
    return images.flatMap((image) =>
      typeof image === 'object' && image !== null && typeof image.url === 'string' ? [image.url] : [],
    );
  } catch {
    return [];
  }
}

async function createSqliteSearch(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create virtual table media_assets_search using fts5(search_text, content='media_assets', content_rowid='rowid', tokenize='trigram')`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger media_assets_search_insert after insert on media_assets begin
         insert into media_assets_search(rowid, search_text) values (new.rowid, new.search_text);
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger media_assets_search_delete after delete on media_assets begin
         insert into media_assets_search(media_assets_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger media_assets_search_update after update of search_text on media_assets begin
         insert into media_assets_search(media_assets_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
         insert into media_assets_search(rowid, search_text) values (new.rowid, new.search_text);
       end`,
    )
    .execute(db);
}

async function trigramSchema(db: Kysely<any>): Promise<string | undefined> {
  // Decision 020: pg_trgm belongs to the database; the staff-list migration installed it where it
  // could. Where it could not, the search scans, as the staff searches then do.
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}

/** Reads `table` a batch at a time by id, handing each batch's rows to `take`. */
async function inBatches<R extends { id: string }>(
  db: Kysely<any>,
  table: string,
  columns: string[],
  take: (rows: R[]) => Promise<void>,
): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom(table)
      .select(['id', ...columns])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as R[];
    if (rows.length > 0) await take(rows);
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

let sequence = 0;

/** An id as db/ids.ts makes them (time first), so the registered pictures sort as registered. */
function newId(): string {
  sequence += 1;
  const random = Math.floor(Math.random() * 0xffffffff)
    .toString(16)
    .padStart(8, '0');
  return (
    Date.now().toString(16).padStart(12, '0') + (sequence & 0xffff).toString(16).padStart(4, '0') + random
  );
}

async function register(db: Kysely<any>, found: (Found | undefined)[]): Promise<void> {
  const byUrl = new Map<string, Found>();
  for (const picture of found) {
    if (!picture) continue;
    const seen = byUrl.get(picture.url);
    if (!seen || (seen.alt === '' && picture.alt !== '')) byUrl.set(picture.url, picture);
  }
  if (byUrl.size === 0) return;
  const pictures = [...byUrl.values()];
  const existing = new Set(
    (
      await db
        .selectFrom('media_assets')
        .select('url')
        .where(
          'url',
          'in',
          pictures.map((picture) => picture.url),
        )
        .execute()
    ).map((row: { url: string }) => row.url),
  );
  const fresh = pictures.filter((picture) => !existing.has(picture.url));
  if (fresh.length === 0) return;
  const keys = fresh.flatMap((picture) => (picture.key ? [picture.key] : []));
  const files = new Map<string, { originalName: string; size: number }>();
  if (keys.length > 0) {
    const rows = await db
      .selectFrom('stored_files')
      .select(['key', 'original_name as originalName', 'size'])
      .where('key', 'in', keys)
      .execute();
    for (const row of rows as { key: string; originalName: string; size: number }[]) files.set(row.key, row);
  }
  const now = new Date().toISOString();
  await db
    .insertInto('media_assets')
    .values(
      fresh.map((picture) => {
        const file = picture.key ? files.get(picture.key) : undefined;
        const fileName = file?.originalName || picture.fileName;
        return {
          id: newId(),
          url: picture.url,
          file_name: fileName,
          alt: picture.alt,
          credit: '',
          focal_x: 0.5,
          focal_y: 0.5,
          width: picture.width,
          height: null,
          bytes: file ? Number(file.size) : null,
          created_at: now,
          created_by_email: 'system',
          search_text: [picture.alt, '', fileName].map(fold).join('\n'),
        };
      }),
    )
    .execute();
}

async function registerExistingPictures(db: Kysely<any>): Promise<void> {
  await inBatches<{ id: string; card_image: string; header_image: string | null }>(
    db,
    'case_studies',
    ['card_image', 'header_image'],
    (rows) =>
      register(
        db,
        rows.flatMap((row) => [pictureAt(row.card_image), pictureAt(row.header_image)]),
      ),
  );
  await inBatches<{ id: string; images: string }>(db, 'case_study_sections', ['images'], (rows) =>
    register(
      db,
      rows.flatMap((row) => imagesIn(row.images).map((url) => pictureAt(url))),
    ),
  );
  await inBatches<{ id: string; thumbnail: string | null }>(db, 'products', ['thumbnail'], (rows) =>
    register(
      db,
      rows.map((row) => pictureAt(row.thumbnail)),
    ),
  );
  await inBatches<{ id: string; url: string; alt: string | null }>(
    db,
    'gallery_images',
    ['url', 'alt'],
    (rows) =>
      register(
        db,
        rows.map((row) => pictureAt(row.url, row.alt?.trim() ?? '')),
      ),
  );
}

// PostgreSQL runs migrations in a transaction already; on SQLite this one makes its own, so a
// failure part-way leaves no half-filled library.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction) await migrate(db.withoutPlugins());
  else await db.transaction().execute((trx) => migrate(trx.withoutPlugins()));
}

async function migrate(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_assets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('credit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('focal_x', 'double precision', (c) => c.notNull().defaultTo(0.5))
    .addColumn('focal_y', 'double precision', (c) => c.notNull().defaultTo(0.5))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('bytes', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by_email', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('media_assets_created_id')
    .on('media_assets')
    .columns(['created_at', 'id'])
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const trigram = await trigramSchema(db);
    if (trigram) {
      const ops = sql.raw(`"${trigram.replaceAll('"', '""')}".gin_trgm_ops`);
      await sql`create index media_assets_search_trgm on media_assets using gin (search_text ${ops})`.execute(
        db,
      );
    }
  } else {
    await createSqliteSearch(db);
  }
  // Where an asset is used (server/media/where-used.ts) and whether a file is still in use
  // (publishing/files.ts) look records up by their picture columns: an index step each.
  for (const [table, column] of PICTURE_COLUMNS) {
    await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
  }
  // After the search triggers, so each registered picture is indexed as it is written.
  await registerExistingPictures(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of PICTURE_COLUMNS)
    await db.schema.dropIndex(`${table}_${column}`).ifExists().execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const trigger of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger if exists media_assets_search_${trigger}`).execute(db);
    }
    await sql.raw('drop table if exists media_assets_search').execute(db);
  }
  await db.schema.dropTable('media_assets').execute();
}
