import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  applicationCreateSchema,
  applicationNoteFormSchema,
  applicationStatusSchema,
} from '../../domain/application.ts';
import { applicationWithdrawSchema } from '../../domain/application-withdrawal.ts';
import { caseStudyFormSchema } from '../../domain/case-study.ts';
import { contactFormSchema, enquiryHandledSchema } from '../../domain/contact.ts';
import { galleryCategorySchema, galleryImageFormSchema } from '../../domain/gallery.ts';
import { jobFormSchema } from '../../domain/job.ts';
import { loginSchema } from '../../domain/login.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { personalDataRequestSchema } from '../../domain/personal-data.ts';
import { productFormSchema } from '../../domain/product.ts';
import { fieldNamesOf } from '../../domain/request-fields.ts';
import { passwordChangeSchema, staffCreateSchema, staffUpdateSchema } from '../../domain/staff.ts';
import { QUERY_VALUE_MAX } from '../../server/http/request-body.ts';
import { call, fileForm, pdfBytes, signIn, TEST_ADMIN } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { JOB_FIELDS } from '../support/site-data.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 022, generated from the schemas themselves: for every write endpoint, every field its
// schema reads is sent 100,000 characters long (and every list or object field with one such
// item inside), and the answer is a 400 naming that field, never a 500 or a 2xx. A field the
// schema does not read is a 400 naming it. Every query parameter of the lists and searches is
// bounded the same way. A field added to a schema later is covered without touching this file.

const OVERLONG = 'a'.repeat(100_000);

type Body = Record<string, unknown>;
type Route = {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: () => string;
  schema: z.ZodType;
  kind: 'json' | 'multipart';
  auth: boolean;
  base: () => Body;
  /** Fields whose overlong text still means something valid (a number that falls back). */
  skip?: string[];
  /** The file sent with a multipart form, as [field, bytes, name, type]. */
  file?: () => [string, Uint8Array, string, string];
};

// Lists and objects as a multipart form sends them (JSON text), with one overlong item inside.
const NESTED: Record<string, string[]> = {
  features: [JSON.stringify([OVERLONG])],
  applications: [JSON.stringify([OVERLONG])],
  specifications: [
    JSON.stringify([{ key: OVERLONG, value: '1' }]),
    JSON.stringify([{ key: 'ratedPower', value: OVERLONG }]),
  ],
  specificationsObject: [JSON.stringify({ [OVERLONG]: '1' }), JSON.stringify({ ratedPower: OVERLONG })],
  category: [JSON.stringify({ name: OVERLONG }), JSON.stringify({ name: 'EV Charging', color: OVERLONG })],
  sections: [
    JSON.stringify([{ id: '1', title: OVERLONG }]),
    JSON.stringify([{ id: '1', content: OVERLONG }]),
    JSON.stringify([{ id: OVERLONG }]),
    JSON.stringify([{ id: '1', type: 'list', listItems: [OVERLONG] }]),
    JSON.stringify([{ id: '1', type: 'image-gallery', images: [{ url: `/uploads/${OVERLONG}` }] }]),
    JSON.stringify([
      { id: '1', type: 'image-gallery', images: [{ url: '/uploads/a.webp', caption: OVERLONG }] },
    ]),
  ],
};

function formOf(body: Body, file?: [string, Uint8Array, string, string]): FormData {
  const text = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
  if (file) return fileForm(file[0], file[1], file[2], file[3], text);
  const form = new FormData();
  for (const [key, value] of Object.entries(text)) form.append(key, value);
  return form;
}

describe.each(testDatabaseKinds())('bounded request fields on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let jpeg: Uint8Array;
  const ids = {
    application: '',
    enquiry: '',
    user: '',
    job: '',
    category: '',
    image: '',
    product: '',
    caseStudy: '',
  };
  let cvUrl = '';

  function send(route: Route, body: Body) {
    const auth = route.auth ? { token } : {};
    if (route.kind === 'json') return call(server, route.method, route.path(), { ...auth, json: body });
    return call(server, route.method, route.path(), { ...auth, form: formOf(body, route.file?.()) });
  }

  const productBase = (): Body => ({
    id: `bounds-${Math.random().toString(36).slice(2, 10)}`,
    title: 'Charger',
    description: 'A charger.',
    content: 'Details.',
    category: JSON.stringify({ name: 'EV Charging', color: '' }),
    features: '[]',
    specifications: '[]',
    specificationsObject: '{}',
    applications: '[]',
    externalLink: 'https://example.com/charger',
  });
  const caseStudyBase = (): Body => ({
    name: `Case ${Math.random().toString(36).slice(2, 10)}`,
    description: 'A study.',
    content: 'What was done.',
    link: '',
    sections: '[]',
  });
  const imageFile = (field: string) => (): [string, Uint8Array, string, string] => [
    field,
    jpeg,
    'photo.jpg',
    'image/jpeg',
  ];

  const routes: Route[] = [
    {
      name: 'POST /contact',
      method: 'POST',
      path: () => '/contact',
      schema: contactFormSchema,
      kind: 'json',
      auth: false,
      base: () => ({
        firstName: 'Tom',
        lastName: 'Reed',
        email: 'tom@example.com',
        phone: '0123456789',
        message: 'Hi',
      }),
    },
    {
      name: 'POST /applications',
      method: 'POST',
      path: () => '/applications',
      schema: applicationCreateSchema,
      kind: 'json',
      auth: false,
      base: () => ({
        firstName: 'Ada',
        lastName: 'Okafor',
        email: 'ada@example.com',
        phone: '07700 900123',
        country: 'United Kingdom',
        position: 'Protection Engineer',
        cvUrl,
      }),
    },
    {
      name: 'POST /applications/withdraw',
      method: 'POST',
      path: () => '/applications/withdraw',
      schema: applicationWithdrawSchema,
      kind: 'json',
      auth: false,
      base: () => ({ token: 'x.1.y' }),
    },
    {
      name: 'PATCH /applications/{id}/status',
      method: 'PATCH',
      path: () => `/applications/${ids.application}/status`,
      schema: applicationStatusSchema,
      kind: 'json',
      auth: true,
      base: () => ({ status: 'reviewed' }),
    },
    {
      name: 'POST /applications/{id}/notes',
      method: 'POST',
      path: () => `/applications/${ids.application}/notes`,
      schema: applicationNoteFormSchema,
      kind: 'json',
      auth: true,
      base: () => ({ text: 'Strong relay experience.' }),
    },
    {
      name: 'PATCH /contact/{id}',
      method: 'PATCH',
      path: () => `/contact/${ids.enquiry}`,
      schema: enquiryHandledSchema,
      kind: 'json',
      auth: true,
      base: () => ({ handled: true }),
    },
    {
      name: 'POST /auth/login',
      method: 'POST',
      path: () => '/auth/login',
      schema: loginSchema,
      kind: 'json',
      auth: false,
      base: () => ({ email: 'nobody@example.com', password: 'not-the-password' }),
    },
    {
      name: 'POST /auth/password',
      method: 'POST',
      path: () => '/auth/password',
      schema: passwordChangeSchema,
      kind: 'json',
      auth: true,
      // Never valid as a whole (the current password is wrong), so nothing is changed.
      base: () => ({ currentPassword: 'not-the-password', newPassword: 'a-new-password-long-enough' }),
    },
    {
      name: 'POST /users',
      method: 'POST',
      path: () => '/users',
      schema: staffCreateSchema,
      kind: 'json',
      auth: true,
      base: () => ({
        name: 'Kit',
        email: `kit-${Math.random().toString(36).slice(2, 10)}@example.com`,
        role: 'editor',
        password: 'initial-password-1',
      }),
    },
    {
      name: 'PATCH /users/{id}',
      method: 'PATCH',
      path: () => `/users/${ids.user}`,
      schema: staffUpdateSchema,
      kind: 'json',
      auth: true,
      base: () => ({ name: 'Kit Marlow' }),
    },
    {
      name: 'POST /personal-data/erase',
      method: 'POST',
      path: () => '/personal-data/erase',
      schema: personalDataRequestSchema,
      kind: 'json',
      auth: true,
      base: () => ({ email: 'nobody-at-all@example.com' }),
    },
    {
      name: 'POST /jobs',
      method: 'POST',
      path: () => '/jobs',
      schema: jobFormSchema,
      kind: 'json',
      auth: true,
      base: () => ({ ...JOB_FIELDS }),
    },
    {
      name: 'PUT /jobs/{id}',
      method: 'PUT',
      path: () => `/jobs/${ids.job}`,
      schema: jobFormSchema,
      kind: 'json',
      auth: true,
      base: () => ({ ...JOB_FIELDS }),
    },
    {
      name: 'POST /gallery-categories',
      method: 'POST',
      path: () => '/gallery-categories',
      schema: galleryCategorySchema,
      kind: 'json',
      auth: true,
      base: () => ({
        name: `Cat ${Math.random().toString(36).slice(2, 8)}`,
        displayOrder: 1,
        isActive: true,
      }),
      // A display order that is not a number takes the fallback 0 (admin.md §5).
      skip: ['displayOrder'],
    },
    {
      name: 'PUT /gallery-categories/{id}',
      method: 'PUT',
      path: () => `/gallery-categories/${ids.category}`,
      schema: galleryCategorySchema,
      kind: 'json',
      auth: true,
      base: () => ({ id: ids.category, name: 'Renamed', displayOrder: 1, isActive: true }),
      skip: ['displayOrder'],
    },
    {
      name: 'POST /gallery',
      method: 'POST',
      path: () => '/gallery',
      schema: galleryImageFormSchema,
      kind: 'multipart',
      auth: true,
      base: () => ({
        title: 'Visit',
        category: 'siteVisit',
        description: '',
        imageDate: '2026-09-14',
        alt: '',
      }),
      file: imageFile('image'),
    },
    {
      name: 'PUT /gallery/{id}',
      method: 'PUT',
      path: () => `/gallery/${ids.image}`,
      schema: galleryImageFormSchema,
      kind: 'multipart',
      auth: true,
      base: () => ({
        title: 'Visit',
        category: 'siteVisit',
        description: '',
        imageDate: '2026-09-14',
        alt: '',
      }),
    },
    {
      name: 'POST /products',
      method: 'POST',
      path: () => '/products',
      schema: productFormSchema,
      kind: 'multipart',
      auth: true,
      base: productBase,
      file: imageFile('thumbnail'),
    },
    {
      name: 'PUT /products/{id}',
      method: 'PUT',
      path: () => `/products/${ids.product}`,
      schema: productFormSchema,
      kind: 'multipart',
      auth: true,
      base: productBase,
    },
    {
      name: 'POST /case-studies',
      method: 'POST',
      path: () => '/case-studies',
      schema: caseStudyFormSchema,
      kind: 'multipart',
      auth: true,
      base: caseStudyBase,
      file: imageFile('cardImage'),
    },
    {
      name: 'PUT /case-studies/{id}',
      method: 'PUT',
      path: () => `/case-studies/${ids.caseStudy}`,
      schema: caseStudyFormSchema,
      kind: 'multipart',
      auth: true,
      base: caseStudyBase,
    },
  ];

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
    jpeg = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer(),
    );
    const created = async (method: string, path: string, options: Parameters<typeof call>[3]) => {
      const response = await call(server, method, path, { token, ...options });
      expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(201);
      return response.body;
    };
    cvUrl = (
      await created('POST', '/applications/upload-cv', {
        form: fileForm('file', pdfBytes(), 'cv.pdf', 'application/pdf'),
      })
    ).fileUrl;
    ids.application = (
      await created('POST', '/applications', { json: { ...routes[1]?.base(), cvUrl } })
    ).data.application._id;
    cvUrl = (
      await created('POST', '/applications/upload-cv', {
        form: fileForm('file', pdfBytes(), 'cv.pdf', 'application/pdf'),
      })
    ).fileUrl;
    ids.enquiry = (await created('POST', '/contact', { json: routes[0]?.base() })).data.enquiry._id;
    ids.user = (await created('POST', '/users', { json: routes[8]?.base() })).data.user._id;
    ids.job = (await created('POST', '/jobs', { json: JOB_FIELDS })).data.job._id;
    ids.category = (
      await created('POST', '/gallery-categories', { json: { name: 'Bounds', displayOrder: 3 } })
    ).data.category.id;
    ids.image = (
      await created('POST', '/gallery', { form: formOf(routes[15]?.base() ?? {}, imageFile('image')()) })
    ).data.image._id;
    ids.product = (
      await created('POST', '/products', { form: formOf(productBase(), imageFile('thumbnail')()) })
    ).data.product._id;
    ids.caseStudy = (
      await created('POST', '/case-studies', { form: formOf(caseStudyBase(), imageFile('cardImage')()) })
    ).data.caseStudy._id;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  // Each route's fields as its schema names them, each with the values to try.
  const cases = routes.flatMap((route) =>
    [...(fieldNamesOf(route.schema) ?? [])]
      .filter((field) => !route.skip?.includes(field))
      .flatMap((field) =>
        [OVERLONG, ...(route.kind === 'multipart' ? (NESTED[field] ?? []) : [])].map((value, index) => ({
          route,
          field,
          value,
          label: `${route.name} ${field}${index === 0 ? '' : ` (an item inside, #${index})`}`,
        })),
      ),
  );

  it('covers every write endpoint, each with fields from its schema', () => {
    expect(new Set(cases.map((c) => c.route.name)).size).toBe(routes.length);
    expect(cases.length).toBeGreaterThan(60);
  });

  it.each(cases.map((c) => [c.label, c]))('%s: overlong is a 400 naming the field', async (_, c) => {
    const response = await send(c.route, { ...c.route.base(), [c.field]: c.value });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(400);
    expect(Object.keys(response.body.errors ?? {})).toContain(c.field);
  });

  it.each(routes.map((route) => [route.name, route]))(
    '%s: an unknown field is a 400 naming it',
    async (_, route) => {
      const response = await send(route, { ...route.base(), unexpectedField: 'x' });
      expect(response.status).toBe(400);
      expect(response.body.errors).toMatchObject({
        unexpectedField: MESSAGES.api.unknownField('unexpectedField'),
      });
      expect(response.body.message).toContain('unexpectedField');
    },
  );

  it('PATCH /users/{id} with "disabled" for "isDisabled" is refused and changes nothing', async () => {
    const response = await call(server, 'PATCH', `/users/${ids.user}`, { token, json: { disabled: true } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.api.unknownField('disabled'));
    const list = await call(server, 'GET', '/users', { token });
    const user = list.body.data.users.find((u: { _id: string }) => u._id === ids.user);
    expect(user.isDisabled).toBe(false);
  });

  it('erasure for a 100,000-character address is a 400, not a 500', async () => {
    const response = await call(server, 'POST', '/personal-data/erase', {
      token,
      json: { email: `${'a'.repeat(100_000)}@example.com` },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ email: 'Email must be 254 characters or fewer' });
  });

  it('an e-mail pattern is never run over a hostile length (sign-in answers at once)', async () => {
    const started = performance.now();
    const response = await call(server, 'POST', '/auth/login', {
      json: { email: `a@${'a.'.repeat(100_000)} `, password: TEST_ADMIN.password },
    });
    expect(response.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  const QUERIES: [string, string[]][] = [
    ['/applications', ['status', 'country', 'position', 'q', 'page', 'limit']],
    ['/applications/export.csv', ['status', 'country', 'position', 'q']],
    ['/contact', ['q', 'state', 'page', 'limit']],
    ['/audit', ['actor', 'action', 'entity', 'entityId', 'from', 'to', 'page', 'limit']],
    ['/outbox', ['status', 'page', 'limit']],
    ['/jobs', ['country', 'active', 'view']],
    ['/gallery', ['category']],
    ['/products', ['category']],
    ['/personal-data/export', ['email']],
  ];
  it.each(
    QUERIES.flatMap(([route, names]) => names.map((name) => [`GET ${route}?${name}=`, route, name] as const)),
  )('%s past the bound is a 400 naming it', async (_, route, name) => {
    const value = 'a'.repeat(QUERY_VALUE_MAX + 1);
    const response = await call(server, 'GET', `${route}?${name}=${value}`, { token });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [name]: MESSAGES.api.queryTooLong(name, QUERY_VALUE_MAX) });
  });
});
