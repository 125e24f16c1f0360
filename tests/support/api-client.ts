import sharp from 'sharp';
import { hashPassword } from '../../server/auth/password.ts';
import { createUser } from '../../server/db/users.ts';
import type { ApiServer } from './api-server.ts';

// Small helpers so API tests read like the calls the site and dashboard make.

export const TEST_ADMIN = {
  email: 'admin@voltline.example',
  password: 'a-strong-test-password',
  name: 'Ada Admin',
};

export type ApiResponse = { status: number; headers: Headers; body: any };

export async function call(
  server: Pick<ApiServer, 'url'>,
  method: string,
  path: string,
  options: {
    token?: string;
    json?: unknown;
    form?: FormData;
    raw?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  } else if (options.raw !== undefined) {
    body = options.raw;
  }
  const response = await fetch(`${server.url}/api${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a file download): keep the text.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Creates the test administrator directly in the database (once) and signs in through the API. */
export async function signIn(server: ApiServer): Promise<string> {
  const { db } = server.services;
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', TEST_ADMIN.email)
    .executeTakeFirst();
  if (!existing) {
    await createUser(db, { ...TEST_ADMIN, passwordHash: await hashPassword(TEST_ADMIN.password) });
  }
  const response = await call(server, 'POST', '/auth/login', {
    json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}

/** A minimal but real PDF document of roughly `size` bytes. */
export function pdfBytes(size = 1024): Uint8Array {
  const head =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n';
  const tail = 'trailer << /Root 1 0 R >>\n%%EOF\n';
  const padding = Math.max(0, size - head.length - tail.length);
  return new TextEncoder().encode(head + '%'.repeat(padding) + tail);
}

export function fileForm(
  field: string,
  bytes: Uint8Array,
  name: string,
  type: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/**
 * The form of a gallery upload (admin.md §5): a plain JPEG `width` pixels wide and the fields
 * the form requires, in the sample 'siteVisit' category.
 */
export async function galleryImageForm(width = 900, fields: Record<string, string> = {}): Promise<FormData> {
  const jpeg = await sharp({
    create: { width, height: Math.round(width * 0.65), channels: 3, background: '#1d4e89' },
  })
    .jpeg()
    .toBuffer();
  return fileForm('image', new Uint8Array(jpeg), 'site-visit.jpg', 'image/jpeg', {
    title: 'Substation visit',
    category: 'siteVisit',
    description: 'Commissioning a 33 kV switchroom',
    imageDate: '2026-09-14',
    ...fields,
  });
}
