import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { StaffRole } from '../../domain/staff.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { createUser } from '../../server/db/users.ts';
import { call, fileForm } from './api-client.ts';
import type { ApiServer } from './api-server.ts';

// Helpers for the talent-pool and board tests (decision 026): real CVs with text in them, an
// application made through the public API, and signed-in staff of each role.

/** A one-page PDF CV whose text is `lines`, drawn with a standard font (so it can be extracted). */
export async function cvPdf(lines: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 56, y: 780 - index * 18, size: 12, font });
  });
  return document.save();
}

/** A real PDF with a page and no text at all, as a scanned CV reads to a text extractor. */
export async function cvPdfWithoutText(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawRectangle({ x: 56, y: 600, width: 300, height: 200 });
  return document.save();
}

export async function uploadCv(server: ApiServer, bytes: Uint8Array): Promise<string> {
  const response = await call(server, 'POST', '/applications/upload-cv', {
    form: fileForm('file', bytes, 'cv.pdf', 'application/pdf'),
  });
  if (response.status !== 201)
    throw new Error(`upload failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.fileUrl;
}

let applicant = 0;

/** An application made as a visitor makes one; answers its id. */
export async function apply(
  server: ApiServer,
  fields: { position: string; cvUrl: string; firstName?: string; lastName?: string; country?: string },
): Promise<string> {
  applicant += 1;
  const response = await call(server, 'POST', '/applications', {
    json: {
      firstName: fields.firstName ?? 'Ada',
      lastName: fields.lastName ?? `Lovelace${String.fromCharCode(96 + (applicant % 26) + 1)}`,
      email: `applicant${applicant}.${Date.now()}@example.com`,
      phone: '07700 900123',
      country: fields.country ?? 'United Kingdom',
      position: fields.position,
      cvUrl: fields.cvUrl,
    },
  });
  if (response.status !== 201)
    throw new Error(`apply failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.application._id;
}

/** A member of staff of `role`, made in the database, signed in through the API. */
export async function staffToken(server: ApiServer, role: StaffRole): Promise<string> {
  const email = `${role}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@voltline.example`;
  const password = `${role}-test-password-9`;
  await createUser(server.services.db, {
    email,
    name: `${role} colleague`,
    role,
    passwordHash: await hashPassword(password),
  });
  const response = await call(server, 'POST', '/auth/login', { json: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return response.body.token;
}

/** A job as an administrator posts it; answers its id. */
export async function postJob(server: ApiServer, token: string, title: string): Promise<string> {
  const response = await call(server, 'POST', '/jobs', {
    token,
    json: {
      title,
      country: 'United Kingdom',
      place: 'London',
      type: 'Engineering',
      qualifications: 'Degree in electrical engineering',
      experience: '5+ years',
      responsibilities: 'Lead protection studies\nReview designs for substations and grid connections',
      isActive: true,
    },
  });
  if (response.status !== 201)
    throw new Error(`job failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.job._id;
}
