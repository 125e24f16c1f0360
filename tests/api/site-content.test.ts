import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITE_CONTENT_KEYS,
  SITE_CONTENT_MESSAGES,
  type SiteContentValues,
} from '../../domain/site-content.ts';
import { SEED_PRIVACY_UPDATED_AT, SITE_CONTENT_SEED } from '../../server/site-content/seed.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 025: the sections of the site's changing copy, read by anyone (published values),
// written by editors and administrators, published through decision 024's mechanism.

const seed = (): SiteContentValues => structuredClone(SITE_CONTENT_SEED);

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
});
