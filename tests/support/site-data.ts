import { expect } from 'vitest';
import { pdfBytes } from './api-client.ts';
import type { StartedSite } from './fixtures.ts';

// Records for the end-to-end tests, made the way real ones are: through the public API of the
// started site (a visitor's CV upload and application, an administrator's job).

export type ApplicantFields = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  country?: string;
  position?: string;
};

async function postJson(site: StartedSite, path: string, body: unknown, token?: string) {
  const response = await fetch(`${site.server.url}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer: { data?: Record<string, { _id: string }> } = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer;
}

/** An application as the wizard sends it: the CV uploaded first, then the form (public-site.md §7). */
export async function applyAs(site: StartedSite, fields: ApplicantFields): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdfBytes(2048))], { type: 'application/pdf' }), 'cv.pdf');
  const upload = await fetch(`${site.server.url}/api/applications/upload-cv`, { method: 'POST', body: form });
  const { fileUrl }: { fileUrl: string } = await upload.json();
  expect(upload.status).toBe(201);
  const answer = await postJson(site, '/applications', {
    phone: '+44 1206 555 0100',
    country: 'United Kingdom',
    position: 'Protection Engineer',
    ...fields,
    cvUrl: fileUrl,
  });
  return answer.data?.application?._id ?? '';
}

/** A valid job as the dashboard's form sends it (admin.md §3). */
export const JOB_FIELDS = {
  title: 'Protection Engineer',
  country: 'United Kingdom',
  place: 'Colchester',
  type: 'Full-time',
  qualifications: 'Degree in electrical engineering; chartered or working towards it.',
  experience: '3+ years',
  responsibilities:
    'Protection settings studies to IEC 60255.\nRelay coordination for 11 kV and 33 kV networks.\nWitness testing.',
};

export async function createJob(
  site: StartedSite,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const answer = await postJson(site, '/jobs', { ...JOB_FIELDS, ...fields }, token);
  return answer.data?.job?._id ?? '';
}
