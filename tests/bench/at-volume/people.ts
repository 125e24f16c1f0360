import type { Country } from '../../../domain/constants.ts';
import type { Random } from './random.ts';

// People who write to a UK power-engineering consultancy with offices in the United Kingdom,
// India and Uzbekistan: names of those countries (some with accents, which the search folds),
// their phone number formats, the mail providers they use, and the enquiries they send.

export type Person = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: Country;
};

const NAMES: Record<Country, { first: readonly string[]; last: readonly string[] }> = {
  'United Kingdom': {
    first: [
      'Oliver',
      'Amelia',
      'George',
      'Isla',
      'Harry',
      'Ava',
      'Jack',
      'Mia',
      'Charlie',
      'Freya',
      'Thomas',
      'Zoë',
      'James',
      'Chloé',
      'William',
      'Grace',
      'Daniel',
      'Siobhán',
      'Samuel',
      'Eleanor',
      'Rhys',
      'Niamh',
      'Mohammed',
      'Aisha',
      'Callum',
      'Megan',
      'Ewan',
      'Hannah',
    ],
    last: [
      'Smith',
      'Jones',
      'Taylor',
      'Brown',
      'Williams',
      'Wilson',
      'Johnson',
      'Davies',
      'Robinson',
      'Wright',
      'Thompson',
      'Evans',
      'Walker',
      'White',
      'Roberts',
      'Green',
      'Hall',
      'Wood',
      'Jackson',
      'Clarke',
      "O'Connor",
      'MacLeod',
      'Hughes',
      'Ahmed',
      'Khan',
      'Patel',
      'Begum',
      'Fraser',
    ],
  },
  India: {
    first: [
      'Priya',
      'Arjun',
      'Ananya',
      'Rahul',
      'Sneha',
      'Vikram',
      'Kavya',
      'Rohan',
      'Divya',
      'Aditya',
      'Meera',
      'Karthik',
      'Pooja',
      'Siddharth',
      'Lakshmi',
      'Nikhil',
      'Deepika',
      'Suresh',
      'Aarav',
      'Ishita',
    ],
    last: [
      'Sharma',
      'Patel',
      'Reddy',
      'Nair',
      'Iyer',
      'Gupta',
      'Singh',
      'Kumar',
      'Rao',
      'Menon',
      'Desai',
      'Joshi',
      'Mehta',
      'Pillai',
      'Chatterjee',
      'Banerjee',
      'Verma',
      'Agarwal',
    ],
  },
  Uzbekistan: {
    first: [
      'Aziz',
      'Dilnoza',
      'Jasur',
      'Malika',
      'Sardor',
      'Nilufar',
      'Bekzod',
      'Gulnora',
      'Otabek',
      'Shahnoza',
      'Timur',
      'Madina',
      'Rustam',
      'Zarina',
      'Farrukh',
      'Kamola',
    ],
    last: [
      'Karimov',
      'Rakhimova',
      'Yusupov',
      'Abdullaeva',
      'Tashkentov',
      'Nazarov',
      'Saidova',
      'Ergashev',
      'Mirzaeva',
      'Khodjaev',
      'Umarova',
      'Sultanov',
      'Ismoilova',
      'Alimov',
    ],
  },
};

const MAIL_PROVIDERS: Record<Country, readonly string[]> = {
  'United Kingdom': [
    'gmail.com',
    'outlook.com',
    'hotmail.co.uk',
    'btinternet.com',
    'yahoo.co.uk',
    'icloud.com',
  ],
  India: ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com'],
  Uzbekistan: ['gmail.com', 'mail.ru', 'yandex.ru', 'inbox.uz'],
};

const COUNTRY_WEIGHTS: readonly (readonly [Country, number])[] = [
  ['United Kingdom', 55],
  ['India', 32],
  ['Uzbekistan', 13],
];

function digits(random: Random, count: number): string {
  let text = '';
  for (let index = 0; index < count; index += 1) text += String(random.int(0, 9));
  return text;
}

function phoneFor(random: Random, country: Country): string {
  if (country === 'United Kingdom') return `+44 7${digits(random, 3)} ${digits(random, 6)}`;
  if (country === 'India')
    return `+91 ${random.pick(['9', '8', '7'])}${digits(random, 4)} ${digits(random, 5)}`;
  return `+998 9${digits(random, 1)} ${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`;
}

function mailbox(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
}

/** A new person; `serial` keeps their address unique among the people made. */
export function makePerson(random: Random, serial: number): Person {
  const country = random.weighted(COUNTRY_WEIGHTS);
  const names = NAMES[country];
  const firstName = random.pick(names.first);
  const lastName = random.pick(names.last);
  const style = random.int(0, 3);
  const local =
    style === 0
      ? `${mailbox(firstName)}.${mailbox(lastName)}${serial}`
      : style === 1
        ? `${mailbox(firstName).slice(0, 1)}${mailbox(lastName)}${serial}`
        : style === 2
          ? `${mailbox(lastName)}.${mailbox(firstName)}.${serial}`
          : `${mailbox(firstName)}${serial}`;
  return {
    firstName,
    lastName,
    email: `${local}@${random.pick(MAIL_PROVIDERS[country])}`,
    phone: phoneFor(random, country),
    country,
  };
}

/** A person applying again writes their address as they please: some capitalise it. */
export function asTypedAgain(random: Random, person: Person): Person {
  if (!random.chance(0.2)) return person;
  const email = person.email.charAt(0).toUpperCase() + person.email.slice(1);
  return { ...person, email };
}

const ENQUIRY_OPENINGS = [
  'We are developing a 49.9MW solar farm in Lincolnshire and need a G99 grid connection study.',
  'Could you quote for an earthing study at our 33/11kV primary substation?',
  'We have a 20MW battery storage site at planning stage and are looking for a design partner.',
  'Our factory is adding two 1.6MVA transformers and we need protection settings reviewed.',
  'We would like a load-flow and short-circuit study for a private-wire network.',
  'Please can you advise on cable sizing for a 132kV export cable route of about 8km?',
  'We are an ICP looking for a contestable design of an 11kV ring main unit connection.',
  'Is your team available for a site survey of an ageing LV switchboard in Manchester?',
  'We need an arc-flash assessment for our data centre in Slough before the next outage.',
  'Our wind farm in Samarkand region needs a harmonic study for the grid code submission.',
];

const ENQUIRY_DETAILS = [
  'The DNO has given us a connection offer with a point of connection 3km away.',
  'Timescales are tight: the planning decision is due next month.',
  'We can share the single-line diagram and the site layout drawings.',
  'The site is energised and we can arrange an outage window at the weekend.',
  'Budget has been approved for this financial year.',
  'We have worked with you before on the Hull project.',
  'Please include travel costs in the quotation.',
  'A call next week would suit us best, any morning.',
];

export function enquiryMessage(random: Random): string {
  const sentences = [random.pick(ENQUIRY_OPENINGS)];
  for (let index = random.int(0, 3); index > 0; index -= 1) sentences.push(random.pick(ENQUIRY_DETAILS));
  return sentences.join(' ');
}

const COVER_NOTES = [
  'I have eight years of experience in HV substation design and I am a Chartered Engineer.',
  'Available to start after a one-month notice period.',
  'Currently working on 33kV solar connections for an IDNO; keen to broaden into storage.',
  'Happy to relocate for the right role.',
  'Experienced with DIgSILENT PowerFactory, ETAP and CDEGS.',
  'Graduate engineer with a first-class MEng in Electrical Engineering.',
];

export function coverNote(random: Random): string | null {
  return random.chance(0.5) ? random.pick(COVER_NOTES) : null;
}
