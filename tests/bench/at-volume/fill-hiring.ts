import { tagKey } from '../../../domain/application-tags.ts';
import { DEFAULT_COMPETENCIES, RECOMMENDATIONS } from '../../../domain/scorecards.ts';
import type { Db } from '../../../server/db/connection.ts';
import { toJsonText } from '../../../server/db/json-column.ts';
import type { Staff } from './fill-content.ts';
import { cvName, type Sent } from './fill-personal.ts';
import { insertInBatches } from './insert-batches.ts';
import { DAY_MS, idAt, iso, type Random } from './random.ts';
import type { Volumes } from './volumes.ts';

// Decision 026's hiring data for the applications already made: each CV's text (a few hundred
// words drawn from a power engineer's vocabulary, so a few words are in nearly every CV and some
// in very few), tags on about a third of the applications (about 40 tags, a few of them common),
// interviews on about one in twelve (past and to come, one to three interviewers, the bench's
// administrator on many), scorecards for the past ones, and hiring settings on a fifth of the
// jobs. The texts are made a row at a time as the batches go in, so memory stays bounded.

export type HiringFacts = {
  /** In a few hundred CVs at 100× (a handful at 1×). */
  cvRareWord: string;
  /** In nearly every CV. */
  cvCommonWord: string;
  /** Two words, each in some CVs, together in fewer. */
  cvTwoWords: string;
  commonTag: string;
  /** A job whose title the most applications name (the fullest board). */
  busiestJobId: string;
  /** An application with interviews, scorecards and tags. */
  detailApplicationId: string;
};

// The filler of every CV, most common first (picked by rank, Zipf-like).
const COMMON_WORDS = [
  'engineering',
  'experience',
  'design',
  'project',
  'power',
  'systems',
  'electrical',
  'site',
  'team',
  'client',
  'substation',
  'responsible',
  'delivered',
  'managed',
  'installation',
  'commissioning',
  'testing',
  'network',
  'voltage',
  'cable',
  'transformer',
  'switchgear',
  'studies',
  'reports',
  'drawings',
  'specification',
  'contractor',
  'safety',
  'standards',
  'compliance',
  'maintenance',
  'operations',
  'utility',
  'renewable',
  'solar',
  'wind',
  'battery',
  'grid',
  'connection',
  'distribution',
  'transmission',
  'load',
  'flow',
  'fault',
  'analysis',
  'coordination',
  'schemes',
  'panels',
  'wiring',
  'schematics',
  'budget',
  'programme',
  'stakeholders',
  'mentoring',
  'graduate',
  'chartered',
  'degree',
  'university',
  'training',
  'certificate',
  'led',
  'supported',
  'reviewed',
];

// Skills, each in a share of the CVs (from common to very rare).
const SKILLS: readonly (readonly [string, number])[] = [
  ['protection relays', 0.35],
  ['earthing', 0.3],
  ['AutoCAD', 0.25],
  ['HV', 0.25],
  ['LV', 0.22],
  ['SAP', 0.12],
  ['ETAP', 0.1],
  ['IEC 61850', 0.08],
  ['arc flash', 0.08],
  ['CompEx', 0.06],
  ['DIgSILENT PowerFactory', 0.05],
  ['G99', 0.05],
  ['SCADA', 0.05],
  ['cathodic protection', 0.03],
  ['PSCAD', 0.02],
  ['Revit', 0.02],
  ['NEBOSH', 0.015],
  ['cable jointing', 0.01],
  ['harmonic filters', 0.008],
  ['synchrophasor', 0.002],
];

const TAGS = [
  'CompEx',
  'Shortlist',
  'Protection',
  'Earthing',
  'HV',
  'Needs visa',
  'Relocating',
  'Graduate',
  'Senior',
  'Referral',
  'SAP',
  'ETAP',
  'DIgSILENT',
  'G99',
  'IEC 61850',
  'SCADA',
  'Arc flash',
  'Bid support',
  'Site-based',
  'Remote',
  'Part time',
  'Contract',
  'Talent pool',
  'Rehire',
  'Strong CV',
  'Salary high',
  'Notice 3 months',
  'Available now',
  'Colchester',
  'London',
  'Manchester',
  'Tashkent',
  'Bengaluru',
  'Pune',
  'New Delhi',
  'Glasgow',
  'Offshore',
  'Rail',
  'Data centres',
  'Cathodic protection',
];

/** A CV's text: sentences of filler words with the skills this CV has woven in. */
function cvText(random: Random, application: Sent): string {
  const skills = SKILLS.filter(([, share]) => random.chance(share)).map(([skill]) => skill);
  const words: string[] = [
    `${application.person.firstName} ${application.person.lastName}`,
    application.position ?? '',
  ];
  const length = random.int(150, 400);
  for (let index = 0; index < length; index += 1) {
    // Rank by 1/u-ish: the first words far more often than the last.
    const rank = Math.min(COMMON_WORDS.length - 1, Math.floor(COMMON_WORDS.length * random.next() ** 2.5));
    words.push(COMMON_WORDS[rank] as string);
    if (index % 12 === 11) words.push('.');
    if (skills.length > 0 && index % 40 === 20) words.push(random.pick(skills));
  }
  // Every skill at least once, whatever the length.
  words.push(...skills);
  return words.join(' ');
}

/** Tags by rank, the first few far more often. */
function pickTag(random: Random): string {
  return TAGS[Math.min(TAGS.length - 1, Math.floor(TAGS.length * random.next() ** 3))] as string;
}

type Made = {
  id: string;
  applicationId: string;
  startsAt: number;
  interviewers: Staff[];
  cancelled: boolean;
};

export async function fillHiring(
  db: Db,
  random: Random,
  volumes: Volumes,
  now: number,
  context: { staff: Staff[]; applications: Sent[] },
): Promise<HiringFacts> {
  const { staff, applications } = context;
  const share = (count: number, of: number) => Math.min(1, count / Math.max(1, of));
  const taggedShare = share(volumes.taggedApplications, applications.length);
  const interviewShare = share(volumes.interviewedApplications, applications.length);
  const jobHiringShare = share(volumes.jobsWithHiring, volumes.jobs);
  const admin = staff[0] as Staff;
  const others = staff.slice(1);

  await insertInBatches(db, 'cvTexts', Math.min(volumes.cvTexts, applications.length), (index) => {
    const application = applications[index] as Sent;
    return {
      cvUrl: `/api/applications/cv/${cvName(application.id)}`,
      text: cvText(random, application),
      createdAt: iso(application.at - 60_000),
    };
  });

  const tagged = new Map<string, number>();
  await insertInBatches(db, 'applicationTags', applications.length, (index) => {
    if (!random.chance(taggedShare)) return undefined;
    const application = applications[index] as Sent;
    const tags = new Map<string, string>();
    const count = random.int(1, 3);
    for (let n = 0; n < count; n += 1) {
      const tag = pickTag(random);
      tags.set(tagKey(tag), tag);
    }
    tagged.set(application.id, tags.size);
    return [...tags].map(([key, tag]) => ({
      applicationId: application.id,
      tag,
      tagKey: key,
      createdAt: iso(application.at + random.int(1, 10) * DAY_MS),
    }));
  });

  // Interviews 3 to 25 days after the application: the last month's are partly still to come.
  const interviews: Made[] = [];
  await insertInBatches(db, 'interviews', applications.length, (index) => {
    if (!random.chance(interviewShare)) return undefined;
    const application = applications[index] as Sent;
    const rounds = random.chance(0.3) ? 2 : 1;
    const rows = [];
    for (let round = 0; round < rounds; round += 1) {
      const startsAt = application.at + (random.int(3, 25) + round * 10) * DAY_MS;
      const day = new Date(startsAt);
      day.setUTCHours(random.int(8, 16), random.pick([0, 30]), 0, 0);
      const creator = random.pick(others);
      const panel = new Map<string, Staff>();
      // The bench signs in as the administrator: it sits on about four in ten.
      if (random.chance(0.4)) panel.set(admin.id, admin);
      const size = random.int(1, 3);
      while (panel.size < size) {
        const member = random.pick(others);
        panel.set(member.id, member);
      }
      const made: Made = {
        id: idAt(day.getTime()),
        applicationId: application.id,
        startsAt: day.getTime(),
        interviewers: [...panel.values()],
        cancelled: random.chance(0.05),
      };
      interviews.push(made);
      const createdAt = Math.min(now, application.at + random.int(1, 3) * DAY_MS);
      rows.push({
        id: made.id,
        applicationId: application.id,
        startsAt: iso(made.startsAt),
        durationMinutes: random.pick([30, 45, 60, 90]),
        location: random.chance(0.5) ? 'Colchester office, meeting room 2' : null,
        meetingUrl: random.chance(0.6) ? `https://meet.example/${made.id.slice(-8)}` : null,
        status: made.cancelled ? 'cancelled' : 'scheduled',
        sequence: random.int(0, 2),
        createdById: creator.id,
        createdByName: creator.name,
        createdAt: iso(createdAt),
        updatedAt: iso(createdAt),
      });
    }
    return rows;
  });

  await insertInBatches(db, 'interviewInterviewers', interviews.length, (index) => {
    const interview = interviews[index] as Made;
    return interview.interviewers.map((member) => ({
      interviewId: interview.id,
      userId: member.id,
      name: member.name,
      email: member.email,
    }));
  });

  const scored = new Map<string, number>();
  await insertInBatches(db, 'scorecards', interviews.length, (index) => {
    const interview = interviews[index] as Made;
    if (interview.cancelled || interview.startsAt > now) return undefined;
    return interview.interviewers
      .filter(() => random.chance(0.8))
      .map((member) => {
        scored.set(interview.applicationId, (scored.get(interview.applicationId) ?? 0) + 1);
        return {
          id: idAt(interview.startsAt + DAY_MS),
          interviewId: interview.id,
          interviewerId: member.id,
          interviewerName: member.name,
          ratings: toJsonText(
            Object.fromEntries(DEFAULT_COMPETENCIES.map(({ key }) => [key, random.int(1, 4)])),
          ),
          recommendation: random.pick(RECOMMENDATIONS),
          notes: random.chance(0.5) ? 'Clear on protection grading; weaker on earthing studies.' : '',
          submittedAt: iso(Math.min(now, interview.startsAt + random.int(1, 72) * 3_600_000)),
        };
      });
  });

  // Applications that reached an interview moved to 'interviewed' on its day: more of the board's
  // "time in status" comes from a change than from the application's own date.
  await insertInBatches(db, 'applicationStatusChanges', interviews.length, (index) => {
    const interview = interviews[index] as Made;
    if (interview.cancelled || interview.startsAt > now) return undefined;
    const by = interview.interviewers[0] as Staff;
    return {
      id: idAt(interview.startsAt),
      applicationId: interview.applicationId,
      fromStatus: 'reviewed',
      toStatus: 'interviewed',
      changedById: by.id,
      changedByName: by.name,
      changedAt: iso(interview.startsAt + 3_600_000),
    };
  });

  // The fullest board: a job carrying the title most applications name.
  const byTitle = new Map<string, number>();
  for (const { position } of applications)
    if (position) byTitle.set(position, (byTitle.get(position) ?? 0) + 1);
  const busiestTitle = [...byTitle].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const jobs = await db.selectFrom('jobs').select(['id', 'title']).orderBy('id').execute();
  const busiestJob = jobs.find((job) => job.title === busiestTitle) ?? (jobs[0] as { id: string });
  await insertInBatches(db, 'jobHiring', jobs.length, (index) => {
    const job = jobs[index] as { id: string };
    if (job.id !== busiestJob.id && !random.chance(jobHiringShare)) return undefined;
    return {
      jobId: job.id,
      competencies: toJsonText(DEFAULT_COMPETENCIES.map((item) => ({ ...item }))),
      staleAfterDays: random.pick([5, 7, 7, 14]),
      updatedAt: iso(now - random.int(1, 300) * DAY_MS),
    };
  });

  const detail =
    [...scored.keys()].find((id) => (tagged.get(id) ?? 0) >= 2) ??
    [...scored.keys()][0] ??
    (applications[0] as Sent).id;
  return {
    cvRareWord: 'synchrophasor',
    cvCommonWord: 'engineering',
    cvTwoWords: 'digsilent earthing',
    commonTag: TAGS[0] as string,
    busiestJobId: busiestJob.id,
    detailApplicationId: detail,
  };
}
