import { randomBytes } from 'node:crypto';
import { site } from '../../../content/site.ts';
import { applicationNotification } from '../../../domain/application.ts';
import type { ApplicationStatus } from '../../../domain/constants.ts';
import { enquiryNotification } from '../../../domain/contact.ts';
import type { OutboxKind, OutboxStatus } from '../../../domain/outbox.ts';
import { emailKey, nameKey } from '../../../server/db/application-keys.ts';
import type { Db } from '../../../server/db/connection.ts';
import { foldForSearch } from '../../../server/db/contact-enquiries.ts';
import { toJsonText } from '../../../server/db/json-column.ts';
import type { Staff } from './fill-content.ts';
import { insertInBatches } from './insert-batches.ts';
import { asTypedAgain, coverNote, enquiryMessage, makePerson, type Person } from './people.ts';
import { DAY_MS, idAt, iso, type Random, spreadOverFiveYears } from './random.ts';
import type { Volumes } from './volumes.ts';

// What people send: applications (with their CV's stored-file record, status history and a few
// notes), enquiries, and the e-mails both queue, dated evenly over five years. One application in
// seven is by someone who applied before. With the default retention (applications a year,
// enquiries two, finished e-mails 90 days) most of it is past its time, as after a restore or a
// long downtime: the first clean-up pass has the issue's ~140,000 records and most e-mails to go.

export type PersonalFacts = {
  /** Someone who applied several times and also wrote an enquiry (the export's address). */
  repeatApplicant: Person;
  /** A word of an enquiry message, for the enquiry search. */
  enquiryWord: string;
};

export type Sent = { id: string; at: number; person: Person; position?: string };

const REPEAT_SHARE = 1 / 7;
const HR_TO = site.contact.careersEmail;
const CONTACT_TO = site.contact.email;

function statusFor(random: Random, ageDays: number): ApplicationStatus {
  if (ageDays < 14)
    return random.weighted([
      ['pending', 70],
      ['reviewed', 25],
      ['interviewed', 5],
    ]);
  return random.weighted([
    ['pending', 8],
    ['reviewed', 17],
    ['interviewed', 10],
    ['rejected', 58],
    ['hired', 7],
  ]);
}

export async function fillPersonalData(
  db: Db,
  random: Random,
  volumes: Volumes,
  now: number,
  context: { staff: Staff[]; jobTitles: string[] },
): Promise<{ facts: PersonalFacts; applications: Sent[]; enquiries: Sent[] }> {
  const people: Person[] = [];
  const applications: Sent[] = [];
  const recruiters = context.staff.filter((member) => member.role !== 'editor');

  await insertInBatches(db, 'applications', volumes.applications, (index) => {
    const isRepeat = people.length > 0 && random.chance(REPEAT_SHARE);
    const person = isRepeat ? asTypedAgain(random, random.pick(people)) : makePerson(random, index);
    if (!isRepeat) people.push(person);
    const at = spreadOverFiveYears(random, index, volumes.applications, now);
    const id = idAt(at);
    const position = random.pick(context.jobTitles);
    const status = statusFor(random, (now - at) / DAY_MS);
    applications.push({ id, at, person, position });
    return {
      id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      country: person.country,
      position,
      linkedin: random.chance(0.6)
        ? `https://www.linkedin.com/in/${foldForSearch(`${person.firstName}-${person.lastName}`)}-${index}`
        : null,
      comments: coverNote(random),
      cvUrl: `/api/applications/cv/${cvName(id)}`,
      status,
      emailKey: emailKey(person.email),
      nameKey: nameKey(person.firstName, person.lastName),
      createdAt: iso(at),
      updatedAt: iso(status === 'pending' ? at : at + random.int(1, 30) * DAY_MS),
    };
  });

  // The CVs' records (the files themselves are not needed: no page reads them here).
  await insertInBatches(db, 'storedFiles', applications.length, (index) => {
    const application = applications[index] as Sent;
    return {
      id: idAt(application.at - 60_000),
      key: `private/cv/${cvName(application.id)}`,
      visibility: 'private',
      kind: 'cv',
      contentType: 'application/pdf',
      size: random.int(80_000, 4_000_000),
      originalName: `${application.person.lastName} CV.pdf`,
      createdAt: iso(application.at - 60_000),
    };
  });

  await insertInBatches(db, 'applicationStatusChanges', applications.length, (index) => {
    const application = applications[index] as Sent;
    if (random.chance(0.3)) return undefined;
    const by = random.pick(recruiters);
    return {
      id: idAt(application.at + DAY_MS),
      applicationId: application.id,
      fromStatus: 'pending',
      toStatus: random.pick(['reviewed', 'interviewed', 'rejected', 'hired']),
      changedById: by.id,
      changedByName: by.name,
      changedAt: iso(application.at + random.int(1, 20) * DAY_MS),
    };
  });
  await insertInBatches(db, 'applicationNotes', applications.length, (index) => {
    const application = applications[index] as Sent;
    if (!random.chance(0.08)) return undefined;
    const by = random.pick(recruiters);
    return {
      id: idAt(application.at + DAY_MS),
      applicationId: application.id,
      authorId: by.id,
      authorName: by.name,
      text: random.pick([
        'Strong protection background; invite to a first interview.',
        'Salary expectation above the band for this role.',
        'Phoned: available from next month.',
        'Referred by a member of the Colchester team.',
      ]),
      createdAt: iso(application.at + random.int(1, 10) * DAY_MS),
    };
  });

  const enquiries: Sent[] = [];
  await insertInBatches(db, 'contactEnquiries', volumes.enquiries, (index) => {
    // Some applicants also write an enquiry.
    const person = random.chance(0.05) ? random.pick(people) : makePerson(random, 1_000_000 + index);
    const at = spreadOverFiveYears(random, index, volumes.enquiries, now);
    const id = idAt(at);
    const message = enquiryMessage(random);
    const handler = random.pick(context.staff);
    const isHandled = now - at > 7 * DAY_MS ? random.chance(0.85) : random.chance(0.3);
    enquiries.push({ id, at, person });
    return {
      id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      message,
      createdAt: iso(at),
      handledAt: isHandled ? iso(at + random.int(1, 5) * DAY_MS) : null,
      handledByName: isHandled ? handler.name : null,
      // server/db/contact-enquiries.ts searchText: one folded line per searchable field.
      searchText: [`${person.firstName} ${person.lastName}`, person.email, person.phone, message]
        .map(foldForSearch)
        .join('\n'),
    };
  });

  await fillEmails(db, random, volumes.emails, now, applications, enquiries);

  const repeatApplicant = mostRepeated(applications);
  return {
    facts: { repeatApplicant, enquiryWord: 'earthing' },
    applications,
    enquiries,
  };
}

export function cvName(applicationId: string): string {
  return `${applicationId.padEnd(32, '0').slice(0, 32)}.pdf`;
}

function mostRepeated(applications: Sent[]): Person {
  const counts = new Map<string, { person: Person; count: number }>();
  for (const { person } of applications) {
    const key = emailKey(person.email);
    const entry = counts.get(key) ?? { person, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]?.person as Person;
}

const FAILURES = [
  'connect ECONNREFUSED 10.0.4.25:587',
  '550 5.1.1 <address>: Recipient address rejected: User unknown',
  '421 4.7.0 Try again later, closing connection',
  'Greeting never received',
];

function deliveryFor(random: Random, at: number, now: number): { status: OutboxStatus; attempts: number } {
  if (now - at < 2 * DAY_MS) {
    const status = random.weighted<OutboxStatus>([
      ['queued', 40],
      ['sending', 5],
      ['sent', 45],
      ['failed', 7],
      ['cancelled', 3],
    ]);
    return { status, attempts: status === 'queued' ? random.int(0, 3) : random.int(1, 6) };
  }
  const status = random.weighted<OutboxStatus>([
    ['sent', 92],
    ['failed', 5],
    ['cancelled', 3],
  ]);
  return { status, attempts: status === 'sent' ? 1 : random.int(1, 12) };
}

/** Every record's notification or confirmation, then more of the same until `count`. */
async function fillEmails(
  db: Db,
  random: Random,
  count: number,
  now: number,
  applications: Sent[],
  enquiries: Sent[],
): Promise<void> {
  const records = [
    ...applications.map((sent) => ({ sent, isApplication: true })),
    ...enquiries.map((sent) => ({ sent, isApplication: false })),
  ].sort((a, b) => a.sent.at - b.sent.at);
  await insertInBatches(db, 'emailOutbox', count, (index) => {
    const { sent, isApplication } = records[index % records.length] as (typeof records)[number];
    const { person } = sent;
    const isNotification = index < records.length ? random.chance(0.6) : index % 2 === 0;
    const kind: OutboxKind = random.chance(0.002)
      ? 'account-locked'
      : isApplication
        ? isNotification
          ? 'application'
          : 'application-confirmation'
        : isNotification
          ? 'enquiry'
          : 'enquiry-confirmation';
    const at = sent.at + random.int(0, 2000);
    const { status, attempts } = deliveryFor(random, at, now);
    const form = { ...person, message: 'See the dashboard', position: sent.position ?? '', cvUrl: '' };
    const payload =
      kind === 'application'
        ? { ...applicationNotification(form, HR_TO), received_at: iso(at), application_id: sent.id }
        : kind === 'enquiry'
          ? { ...enquiryNotification(form, CONTACT_TO), received_at: iso(at) }
          : kind === 'application-confirmation'
            ? { to_email: person.email, application_id: sent.id, withdraw_days: '30' }
            : { to_email: person.email };
    const toEmail = kind === 'application' ? HR_TO : kind === 'enquiry' ? CONTACT_TO : person.email;
    return {
      id: idAt(at),
      kind,
      toEmail,
      subject:
        kind === 'application'
          ? `New job application: ${sent.position} (${person.country})`
          : kind === 'enquiry'
            ? `Website enquiry from ${person.firstName} ${person.lastName}`
            : `We have received your message | ${site.brand}`,
      payload: toJsonText(payload),
      status,
      attempts,
      nextAttemptAt: iso(status === 'queued' ? now + random.int(1, 300) * 1000 : at),
      lastError: status === 'failed' || (status === 'queued' && attempts > 0) ? random.pick(FAILURES) : null,
      createdAt: iso(at),
      sentAt: status === 'sent' ? iso(at + random.int(1, 60_000)) : null,
      claimToken: status === 'sending' ? randomBytes(8).toString('hex') : null,
      queuedAt: iso(at),
    };
  });
}
