import type { ErasedCounts, PersonalDataExport } from '../../../../domain/answers/personal-data.ts';

// The words of the Personal Data screen, free of React so they are unit-tested: the name of the
// saved export, what an export found and what an erasure removed.

function counted(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

/** "a, b and c". */
function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The address as the server keys it: trimmed, lower case (server/db/application-keys.ts). */
export function addressKey(email: string): string {
  return email.trim().toLowerCase();
}

/** "personal-data-priya.sharma@client.example.json": anything odd in the address becomes a hyphen. */
export function exportFileName(email: string): string {
  const safe = addressKey(email).replace(/[^a-z0-9@._+-]+/g, '-');
  return `personal-data-${safe || 'address'}.json`;
}

/** What an export found: "2 applications, 1 enquiry and 3 e-mails", or null when nothing. */
export function heldSummary(data: Pick<PersonalDataExport, 'applications' | 'enquiries' | 'emails'>) {
  const total = data.applications.length + data.enquiries.length + data.emails.length;
  if (total === 0) return null;
  return listed([
    counted(data.applications.length, 'application', 'applications'),
    counted(data.enquiries.length, 'enquiry', 'enquiries'),
    counted(data.emails.length, 'e-mail', 'e-mails'),
  ]);
}

/** What an erasure removed: "2 applications, 2 CVs, 1 enquiry and 3 e-mails", or null when nothing. */
export function erasedSummary(counts: ErasedCounts): string | null {
  if (counts.applications + counts.cvs + counts.enquiries + counts.emails === 0) return null;
  return listed([
    counted(counts.applications, 'application', 'applications'),
    counted(counts.cvs, 'CV', 'CVs'),
    counted(counts.enquiries, 'enquiry', 'enquiries'),
    counted(counts.emails, 'e-mail', 'e-mails'),
  ]);
}
