import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITE_CONTENT_KEYS,
  SITE_CONTENT_MESSAGES,
  type SiteContentValues,
} from '../../domain/site-content.ts';
import { runScheduledChanges } from '../../server/publishing/scheduler.ts';
import { readSiteContentPreview } from '../../server/site-content/preview.ts';
import { SEED_PRIVACY_UPDATED_AT, SITE_CONTENT_SEED } from '../../server/site-content/seed.ts';
import { call, fileForm, galleryImageForm, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 025: the sections of the site's changing copy, read by anyone (published values),
// written by editors and administrators, published through decision 024's mechanism.

const seed = (): SiteContentValues => structuredClone(SITE_CONTENT_SEED);

const HOUR_MS = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

// Fields a section may leave out or empty (text that is optional by design).
const OPTIONAL_FIELDS = new Set([
  'person',
  'postcode',
  'phone',
  'email',
  'openingHours',
  'enquiryMailbox',
  'applicationMailbox',
  'suffix',
  'linkLabel',
]);

/** A value of another JSON type than `value`'s. */
function wrongTypeOf(value: unknown): unknown {
  if (typeof value === 'string') return 42;
  if (typeof value === 'number') return 'many';
  if (typeof value === 'boolean') return 'yes';
  return 'not an object or list';
}

type Path = (string | number)[];

/**
 * Every field of a section's value, by path: each key of an object, the first item of a list,
 * recursively; a rich-text body is one field (its insides have their own tests).
 */
function fieldPaths(value: unknown, path: Path = []): Path[] {
  if (path.at(-1) === 'body') return [path];
  if (Array.isArray(value)) {
    return value.length === 0
      ? []
      : [...(path.length > 0 ? [path] : []), ...fieldPaths(value[0], [...path, 0])];
  }
  if (typeof value === 'object' && value !== null) {
    return [
      ...(path.length > 0 ? [path] : []),
      ...Object.entries(value).flatMap(([key, inner]) => fieldPaths(inner, [...path, key])),
    ];
  }
  return [path];
}

/** `value` with the field at `path` replaced by `replacement`, or removed (undefined). */
function withField(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

function getField(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((inner, step) => (inner as Record<string | number, unknown>)[step], value);
}

/** The seed's privacy policy with `node` as the first section's first block. */
function policyWith(node: unknown): unknown {
  const privacy = seed().privacy as { sections: { body: { content: unknown[] } }[] };
  privacy.sections[0]!.body.content.unshift(node);
  return privacy;
}

/** A member of staff of `role`, signed in with their own password. */
async function staffToken(server: ApiServer, adminToken: string, role: 'hr' | 'editor'): Promise<string> {
  const email = `${role}-site-content@voltline.example`;
  const created = await call(server, 'POST', '/users', {
    token: adminToken,
    json: { name: `${role} colleague`, email, role, password: 'initial-password-1' },
  });
  expect(created.status).toBe(201);
  const first = await call(server, 'POST', '/auth/login', {
    json: { email, password: 'initial-password-1' },
  });
  const changed = await call(server, 'POST', '/auth/password', {
    token: first.body.token,
    json: { currentPassword: 'initial-password-1', newPassword: `${role}-own-password-2` },
  });
  expect(changed.status).toBe(200);
  return first.body.token as string;
}

describe.each(testDatabaseKinds())('site content on %s', (kind) => {
  let server: ApiServer;
  let admin: string;
  let editor: string;
  let hr: string;
  const version = () => server.services.contentVersion.current();

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    admin = await signIn(server);
    editor = await staffToken(server, admin, 'editor');
    hr = await staffToken(server, admin, 'hr');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers anyone the seed values, no banner, and the seed policy date on a site with no rows', async () => {
    const answer = await call(server, 'GET', '/site-content');
    expect(answer.status).toBe(200);
    const { banner: _banner, ...rest } = seed();
    expect(answer.body.data).toEqual({
      ...rest,
      banner: null,
      bannerVersion: null,
      privacyUpdatedAt: SEED_PRIVACY_UPDATED_AT,
    });
  });

  it('lists the working copies to staff with ?view=draft, and refuses it to HR and strangers', async () => {
    const answer = await call(server, 'GET', '/site-content?view=draft', { token: editor });
    expect(answer.status).toBe(200);
    const sections = answer.body.data.sections;
    expect(sections.map((section: { key: string }) => section.key)).toEqual([...SITE_CONTENT_KEYS]);
    const banner = sections.find((section: { key: string }) => section.key === 'banner');
    expect(banner).toMatchObject({
      value: SITE_CONTENT_SEED.banner,
      status: 'draft',
      hasDraft: false,
      publishAt: null,
      unpublishAt: null,
    });
    expect(typeof banner.updatedAt).toBe('string');
    expect((await call(server, 'GET', '/site-content?view=draft', { token: hr })).status).toBe(403);
    expect((await call(server, 'GET', '/site-content?view=draft')).status).toBe(401);
  });

  it('publishes an edit by an editor; refuses HR (403), strangers (401) and unknown sections (404)', async () => {
    const figures = seed().figures;
    figures[0] = { ...figures[0]!, value: figures[0]!.value + 7 };
    const before = await version();
    const put = await call(server, 'PUT', '/site-content/figures', {
      token: editor,
      json: { value: figures },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.section).toMatchObject({
      key: 'figures',
      value: figures,
      status: 'published',
      hasDraft: false,
    });
    expect(await version()).not.toBe(before);
    expect((await call(server, 'GET', '/site-content')).body.data.figures).toEqual(figures);

    expect(
      (await call(server, 'PUT', '/site-content/figures', { token: hr, json: { value: figures } })).status,
    ).toBe(403);
    expect((await call(server, 'PUT', '/site-content/figures', { json: { value: figures } })).status).toBe(
      401,
    );
    const unknown = await call(server, 'PUT', '/site-content/footer', { token: editor, json: { value: [] } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(SITE_CONTENT_MESSAGES.keyUnknown);

    const entries = (
      await call(server, 'GET', '/audit?entity=site-content&entityId=figures', { token: admin })
    ).body.data.entries;
    expect(entries[0]).toMatchObject({ action: 'update', entity: 'site-content', entityId: 'figures' });
  });

  it('keeps a draft from the public and the content version, then publishes it with versions to restore', async () => {
    const testimonials = seed().testimonials;
    testimonials[0] = { ...testimonials[0]!, person: 'Priya Shah', mayName: true };
    const before = await version();
    const draft = await call(server, 'PUT', '/site-content/testimonials', {
      token: editor,
      json: { value: testimonials, status: 'draft' },
    });
    expect(draft.status).toBe(200);
    expect(draft.body.data.section).toMatchObject({
      status: 'published',
      hasDraft: true,
      value: testimonials,
    });
    expect(await version()).toBe(before);
    expect((await call(server, 'GET', '/site-content')).body.data.testimonials).toEqual(
      SITE_CONTENT_SEED.testimonials,
    );
    const opened = await call(server, 'GET', '/site-content/testimonials?view=draft', { token: editor });
    expect(opened.body.data.section).toMatchObject({
      key: 'testimonials',
      value: testimonials,
      hasDraft: true,
    });

    const published = await call(server, 'POST', '/site-content/testimonials/publish', { token: editor });
    expect(published.status).toBe(200);
    expect(published.body.data.section).toMatchObject({ hasDraft: false, value: testimonials });
    expect(await version()).not.toBe(before);
    expect((await call(server, 'GET', '/site-content')).body.data.testimonials).toEqual(testimonials);

    const versions = (await call(server, 'GET', '/site-content/testimonials/versions', { token: editor }))
      .body.data.versions;
    expect(versions.map((v: { number: number; actorEmail: string }) => [v.number, v.actorEmail])).toEqual([
      [2, 'editor-site-content@voltline.example'],
      [1, 'system'],
    ]);
    const first = await call(server, 'GET', `/site-content/testimonials/versions/${versions[1].id}`, {
      token: editor,
    });
    expect(first.body.data.version.document).toEqual({ value: SITE_CONTENT_SEED.testimonials });
    const restored = await call(
      server,
      'POST',
      `/site-content/testimonials/versions/${versions[1].id}/restore`,
      {
        token: editor,
        json: { publish: true },
      },
    );
    expect(restored.status).toBe(200);
    expect((await call(server, 'GET', '/site-content')).body.data.testimonials).toEqual(
      SITE_CONTENT_SEED.testimonials,
    );
  });

  it('refuses to unpublish any section but the banner (409), and unpublishes the banner', async () => {
    for (const key of SITE_CONTENT_KEYS.filter((k) => k !== 'banner')) {
      const answer = await call(server, 'POST', `/site-content/${key}/unpublish`, { token: editor });
      expect(answer.status, key).toBe(409);
      expect(answer.body.message).toBe(SITE_CONTENT_MESSAGES.onlyBannerUnpublishes);
    }
    const scheduled = await call(server, 'PUT', '/site-content/offices', {
      token: editor,
      json: { value: SITE_CONTENT_SEED.offices, unpublishAt: '2099-01-01T00:00:00Z' },
    });
    expect(scheduled.status).toBe(409);

    const shown = await call(server, 'PUT', '/site-content/banner', {
      token: editor,
      json: { value: SITE_CONTENT_SEED.banner },
    });
    expect(shown.body.data.section).toMatchObject({ status: 'published' });
    const answer = (await call(server, 'GET', '/site-content')).body.data;
    expect(answer.banner).toEqual(SITE_CONTENT_SEED.banner);
    expect(answer.bannerVersion).toMatch(/^[\w-]{12}$/);
    const hidden = await call(server, 'POST', '/site-content/banner/unpublish', { token: editor });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.section).toMatchObject({ key: 'banner', status: 'draft' });
    expect((await call(server, 'GET', '/site-content')).body.data).toMatchObject({
      banner: null,
      bannerVersion: null,
    });
  });

  it('refuses, for every field of every section, a wrong type and (where required) a missing value, naming its place', async () => {
    const wrong: string[] = [];
    for (const key of SITE_CONTENT_KEYS) {
      const base = seed()[key];
      for (const path of fieldPaths(base)) {
        const name = path.join('.');
        const isOptional = OPTIONAL_FIELDS.has(String(path.at(-1)));
        const cases: [string, unknown][] = [['wrong type', wrongTypeOf(getField(base, path))]];
        if (typeof path.at(-1) === 'string' && !isOptional) cases.push(['missing', undefined]);
        for (const [label, replacement] of cases) {
          const answer = await call(server, 'PUT', `/site-content/${key}`, {
            token: editor,
            json: { value: withField(base, path, replacement), status: 'draft' },
          });
          const errors: Record<string, string> = answer.body?.errors ?? {};
          const named = Object.keys(errors).find(
            (field) => field === `value.${name}` || `value.${name}`.startsWith(`${field}.`),
          );
          const message = named === undefined ? '' : errors[named]!;
          if (
            answer.status !== 400 ||
            named === undefined ||
            message === '' ||
            /^Invalid input|^Too (big|small)/.test(message) ||
            !answer.body.message.startsWith(`${key}.`)
          ) {
            wrong.push(`${key}.${name} ${label}: ${answer.status} ${JSON.stringify(answer.body?.errors)}`);
          }
        }
      }
      // The whole value of the wrong shape.
      const whole = await call(server, 'PUT', `/site-content/${key}`, {
        token: editor,
        json: { value: 'text' },
      });
      if (whole.status !== 400 || !whole.body.errors?.value) wrong.push(`${key} whole: ${whole.status}`);
    }
    expect(wrong).toEqual([]);
    // None of it reached the public or the drafts.
    const sections = (await call(server, 'GET', '/site-content?view=draft', { token: editor })).body.data
      .sections;
    expect(sections.find((section: { key: string }) => section.key === 'offices').hasDraft).toBe(false);
  });

  it('answers the example of the contract: "team.1.name: Name is required"', async () => {
    const team = seed().team as unknown[];
    const answer = await call(server, 'PUT', '/site-content/team', {
      token: editor,
      json: { value: withField(team, [1, 'name'], '  ') },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('team.1.name: Name is required');
    expect(answer.body.errors).toEqual({ 'value.1.name': 'Name is required' });
  });

  it('refuses rich text with a script node, an unknown mark, a javascript: link, or too much of it', async () => {
    const text = (marks: unknown[]) => ({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Hello', marks }],
    });
    const hostile: [string, unknown, string][] = [
      [
        'a script node',
        policyWith({ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }),
        SITE_CONTENT_MESSAGES.richTextInvalid,
      ],
      [
        'an html node',
        policyWith({ type: 'html', attrs: { html: '<script>alert(1)</script>' } }),
        SITE_CONTENT_MESSAGES.richTextInvalid,
      ],
      ['an unknown mark', policyWith(text([{ type: 'underline' }])), SITE_CONTENT_MESSAGES.richTextInvalid],
      [
        'a javascript: link',
        policyWith(text([{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])),
        SITE_CONTENT_MESSAGES.linkInvalid,
      ],
      [
        'a data: link',
        policyWith(text([{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }])),
        SITE_CONTENT_MESSAGES.linkInvalid,
      ],
      [
        'an event handler attribute',
        policyWith({ type: 'paragraph', attrs: { onclick: 'alert(1)' } }),
        SITE_CONTENT_MESSAGES.richTextInvalid,
      ],
      [
        'a text node too long',
        policyWith({ type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(20_001) }] }),
        SITE_CONTENT_MESSAGES.richTextInvalid,
      ],
      [
        'an oversize document',
        policyWith({
          type: 'paragraph',
          content: Array.from({ length: 10 }, () => ({ type: 'text', text: 'y'.repeat(12_000) })),
        }),
        SITE_CONTENT_MESSAGES.valueTooLong,
      ],
    ];
    for (const [label, value, message] of hostile) {
      const answer = await call(server, 'PUT', '/site-content/privacy', { token: editor, json: { value } });
      expect(answer.status, label).toBe(400);
      expect(Object.values(answer.body.errors), label).toContain(message);
    }
    const link = await call(server, 'PUT', '/site-content/privacy', {
      token: editor,
      json: { value: policyWith(text([{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])) },
    });
    expect(link.body.errors).toEqual({
      'value.sections.0.body.content.0.content.0.marks.0.attrs.href': SITE_CONTENT_MESSAGES.linkInvalid,
    });
    expect((await call(server, 'GET', '/site-content')).body.data.privacy).toEqual(SITE_CONTENT_SEED.privacy);
  });

  it('dates the privacy policy by its publish, and accepts lists and links', async () => {
    const value = policyWith({
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Write to ' },
                {
                  type: 'text',
                  text: 'us',
                  marks: [{ type: 'link', attrs: { href: 'mailto:privacy@voltline.example' } }],
                },
              ],
            },
          ],
        },
      ],
    });
    const started = new Date().toISOString();
    const put = await call(server, 'PUT', '/site-content/privacy', { token: editor, json: { value } });
    expect(put.status).toBe(200);
    const answer = (await call(server, 'GET', '/site-content')).body.data;
    expect(answer.privacy).toEqual(value);
    expect(answer.privacyUpdatedAt >= started).toBe(true);
    // A draft leaves the date alone.
    const draft = await call(server, 'PUT', '/site-content/privacy', {
      token: editor,
      json: { value: SITE_CONTENT_SEED.privacy, status: 'draft' },
    });
    expect(draft.status).toBe(200);
    expect((await call(server, 'GET', '/site-content')).body.data.privacyUpdatedAt).toBe(
      answer.privacyUpdatedAt,
    );
    await call(server, 'DELETE', '/site-content/privacy/draft', { token: editor });
  });

  it('shows a banner scheduled for later only once the scheduler passes its time, and hides it at its end', async () => {
    await call(server, 'POST', '/site-content/banner/unpublish', { token: editor });
    const banner = { ...SITE_CONTENT_SEED.banner, text: 'Our new Manchester office opens on Monday.' };
    const publishAt = inHours(1).toISOString();
    const unpublishAt = inHours(3).toISOString();
    const put = await call(server, 'PUT', '/site-content/banner', {
      token: editor,
      json: { value: banner, status: 'draft', publishAt, unpublishAt },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.section).toMatchObject({ status: 'draft', publishAt, unpublishAt, value: banner });
    expect((await call(server, 'GET', '/site-content')).body.data.banner).toBeNull();

    const changes = (await call(server, 'GET', '/scheduled-changes', { token: editor })).body.data.changes;
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          type: 'site-content',
          id: 'banner',
          title: 'Announcement banner',
          action: 'publish',
          at: publishAt,
        },
        {
          type: 'site-content',
          id: 'banner',
          title: 'Announcement banner',
          action: 'unpublish',
          at: unpublishAt,
        },
      ]),
    );
    expect((await call(server, 'GET', '/scheduled-changes', { token: hr })).body.data.changes).toEqual([]);

    // Not yet due: nothing happens.
    expect(await runScheduledChanges(server.services)).toBe(0);
    expect((await call(server, 'GET', '/site-content')).body.data.banner).toBeNull();

    const before = await version();
    expect(await runScheduledChanges(server.services, { now: inHours(2) })).toBe(1);
    expect(await version()).not.toBe(before);
    const shown = (await call(server, 'GET', '/site-content')).body.data;
    expect(shown.banner).toEqual(banner);
    expect(shown.bannerVersion).toMatch(/^[\w-]{12}$/);
    const versions = (await call(server, 'GET', '/site-content/banner/versions', { token: editor })).body.data
      .versions;
    expect(versions[0]).toMatchObject({ actorEmail: 'schedule', status: 'published' });

    expect(await runScheduledChanges(server.services, { now: inHours(4) })).toBe(1);
    expect((await call(server, 'GET', '/site-content')).body.data).toMatchObject({
      banner: null,
      bannerVersion: null,
    });
    const entries = (
      await call(server, 'GET', '/audit?entity=site-content&entityId=banner', { token: admin })
    ).body.data.entries;
    expect(entries.slice(0, 2)).toMatchObject([
      { actorEmail: 'schedule', action: 'unpublish' },
      { actorEmail: 'schedule', action: 'publish' },
    ]);

    // A changed banner is a new version for visitors' dismissals.
    await call(server, 'PUT', '/site-content/banner', { token: editor, json: { value: banner } });
    const first = (await call(server, 'GET', '/site-content')).body.data.bannerVersion;
    await call(server, 'PUT', '/site-content/banner', {
      token: editor,
      json: { value: { ...banner, tone: 'warning' } },
    });
    expect((await call(server, 'GET', '/site-content')).body.data.bannerVersion).not.toBe(first);
  });

  it('opens a preview link of a section on its page, showing the working copy', async () => {
    const team = seed().team;
    team.reverse();
    await call(server, 'PUT', '/site-content/team', {
      token: editor,
      json: { value: team, status: 'draft' },
    });
    const link = await call(server, 'POST', '/site-content/team/preview-link', { token: editor });
    expect(link.status).toBe(200);
    const url = new URL(link.body.data.url);
    expect(url.pathname).toBe('/about');
    const token = url.searchParams.get('preview') ?? '';
    expect(await readSiteContentPreview(server.services, token)).toEqual({
      isValid: true,
      key: 'team',
      value: team,
      expiresAt: link.body.data.expiresAt,
    });
    expect(await readSiteContentPreview(server.services, `${token}x`)).toEqual({ isValid: false });
    // The public still sees the published team.
    expect((await call(server, 'GET', '/site-content')).body.data.team).toEqual(SITE_CONTENT_SEED.team);
    expect((await call(server, 'DELETE', '/site-content/team/draft', { token: editor })).status).toBe(200);
  });

  it('sends enquiries and applications to the mailboxes the offices name, else the environment', async () => {
    const { config, db } = server.services;
    const latestTo = async (kind: 'enquiry' | 'application') =>
      (
        await db
          .selectFrom('emailOutbox')
          .select(['toEmail', 'payload'])
          .where('kind', '=', kind)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).toEmail;
    const enquire = () =>
      call(server, 'POST', '/contact', {
        json: {
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane.doe@example.com',
          phone: '0123456789',
          message: 'We need a protection study for a new 33 kV substation.',
        },
      });
    const apply = async (country: string) => {
      const cv = await call(server, 'POST', '/applications/upload-cv', {
        form: fileForm('file', pdfBytes(2048), 'cv.pdf', 'application/pdf'),
      });
      return call(server, 'POST', '/applications', {
        json: {
          firstName: 'Priya',
          lastName: 'Sharma',
          email: `priya.${country.length}@example.com`,
          phone: '+44 (0)20 7946-0958',
          country,
          position: 'Senior Protection Engineer',
          cvUrl: cv.body.fileUrl,
        },
      });
    };

    expect((await enquire()).status).toBe(201);
    expect(await latestTo('enquiry')).toBe(config.mail.contactTo);
    expect((await apply('India')).status).toBe(201);
    expect(await latestTo('application')).toBe(config.mail.hrTo);

    const offices = seed().offices;
    offices[0] = {
      ...offices[0]!,
      phone: '+44 (0)1206 111 222',
      email: 'hello@voltline.example',
      enquiryMailbox: 'sales@voltline.example',
      applicationMailbox: 'jobs-uk@voltline.example',
    };
    const india = offices.findIndex((office) => office.country === 'India');
    offices[india] = { ...offices[india]!, applicationMailbox: 'jobs-india@voltline.example' };
    expect(
      (await call(server, 'PUT', '/site-content/offices', { token: editor, json: { value: offices } }))
        .status,
    ).toBe(200);

    expect((await enquire()).status).toBe(201);
    expect(await latestTo('enquiry')).toBe('sales@voltline.example');
    const confirmation = await db
      .selectFrom('emailOutbox')
      .select('payload')
      .where('kind', '=', 'enquiry-confirmation')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(confirmation.payload)).toMatchObject({
      company_phone: '+44 (0)1206 111 222',
      company_email: 'hello@voltline.example',
    });
    expect((await apply('India')).status).toBe(201);
    expect(await latestTo('application')).toBe('jobs-india@voltline.example');
    expect((await apply('Uzbekistan')).status).toBe(201);
    expect(await latestTo('application')).toBe('jobs-uk@voltline.example');

    // A draft of the offices changes nothing yet.
    offices[0] = { ...offices[0]!, enquiryMailbox: 'draft@voltline.example' };
    await call(server, 'PUT', '/site-content/offices', {
      token: editor,
      json: { value: offices, status: 'draft' },
    });
    expect((await enquire()).status).toBe(201);
    expect(await latestTo('enquiry')).toBe('sales@voltline.example');
    await call(server, 'PUT', '/site-content/offices', {
      token: editor,
      json: { value: SITE_CONTENT_SEED.offices },
    });
  });

  it('lists the routes in the OpenAPI document', async () => {
    const paths = (await call(server, 'GET', '/openapi.json')).body.paths;
    expect(Object.keys(paths['/site-content'])).toEqual(['get']);
    expect(Object.keys(paths['/site-content/{key}']).sort()).toEqual(['get', 'put']);
    for (const sub of [
      'publish',
      'unpublish',
      'draft',
      'versions',
      'versions/{versionId}',
      'versions/{versionId}/restore',
      'preview-link',
    ]) {
      expect(paths[`/site-content/{key}/${sub}`], sub).toBeDefined();
    }
    const body = paths['/site-content/{key}'].put.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['publishAt', 'status', 'unpublishAt', 'value']);
  });

  it("keeps a stored picture the team's portrait uses when the record that uploaded it goes", async () => {
    const uploaded = await call(server, 'POST', '/gallery', {
      token: admin,
      form: await galleryImageForm(1700),
    });
    expect(uploaded.status).toBe(201);
    const { _id: imageId, url } = uploaded.body.data.image as { _id: string; url: string };
    const team = seed().team;
    team[0] = { ...team[0]!, portrait: { url, alt: 'Portrait of the director' } };
    expect(
      (await call(server, 'PUT', '/site-content/team', { token: editor, json: { value: team } })).status,
    ).toBe(200);
    expect((await call(server, 'DELETE', `/gallery/${imageId}`, { token: admin })).status).toBe(200);
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    expect((await call(server, 'GET', '/site-content')).body.data.team[0].portrait.url).toBe(url);
  });
});
