// public-site.md §2: the credits page lists attribution for icons, images and video. Everything
// visual on this site was made for it, so the honest list is short; the open-source software the
// site runs on is credited with its licence.

export type Credit = { name: string; href?: string; licence?: string; note: string };
export type CreditGroup = { id: string; heading: string; intro: string; items: readonly Credit[] };

const groups: readonly CreditGroup[] = [
  {
    id: 'images',
    heading: 'Images',
    intro: 'All photographs and illustrations on this website are original works created for us.',
    items: [
      {
        name: 'Site imagery',
        note: 'Substation, solar, battery storage, switchroom and team images were produced for this website and are owned by the company. Please ask before reusing them.',
      },
    ],
  },
  {
    id: 'icons',
    heading: 'Icons',
    intro: 'Icons are drawn for this website as simple line drawings.',
    items: [
      {
        name: 'Industry and interface icons',
        note: 'Original artwork made for this website; no third-party icon set is used.',
      },
    ],
  },
  {
    id: 'video',
    heading: 'Video',
    intro: 'This website does not currently use any video.',
    items: [],
  },
  {
    id: 'fonts',
    heading: 'Fonts',
    intro: 'Text is set in the system font of your device, so no web fonts are downloaded.',
    items: [],
  },
  {
    id: 'software',
    heading: 'Open-source software',
    intro: 'This website is built with the following open-source projects, used under their licences.',
    items: [
      { name: 'React', href: 'https://react.dev/', licence: 'MIT', note: 'User interface library.' },
      {
        name: 'React Router',
        href: 'https://reactrouter.com/',
        licence: 'MIT',
        note: 'Routing and server rendering.',
      },
      { name: 'Tailwind CSS', href: 'https://tailwindcss.com/', licence: 'MIT', note: 'Styling.' },
      { name: 'Vite', href: 'https://vite.dev/', licence: 'MIT', note: 'Build tooling.' },
      { name: 'Hono', href: 'https://hono.dev/', licence: 'MIT', note: 'Web server framework.' },
      { name: 'Node.js', href: 'https://nodejs.org/', licence: 'MIT', note: 'Server runtime.' },
      { name: 'Kysely', href: 'https://kysely.dev/', licence: 'MIT', note: 'Database query builder.' },
      { name: 'Zod', href: 'https://zod.dev/', licence: 'MIT', note: 'Form and data validation.' },
      {
        name: 'sharp',
        href: 'https://sharp.pixelplumbing.com/',
        licence: 'Apache-2.0',
        note: 'Image processing.',
      },
      { name: 'Pino', href: 'https://getpino.io/', licence: 'MIT', note: 'Logging.' },
      { name: 'Nodemailer', href: 'https://nodemailer.com/', licence: 'MIT-0', note: 'E-mail delivery.' },
      {
        name: 'node-postgres',
        href: 'https://node-postgres.com/',
        licence: 'MIT',
        note: 'PostgreSQL client.',
      },
      { name: 'isbot', href: 'https://isbot.js.org/', licence: 'Unlicense', note: 'Crawler detection.' },
    ],
  },
];

export const credits = {
  heading: 'Credits',
  intro:
    'We are grateful to the people and projects whose work makes this website possible. This page lists the sources of the images, icons and other material we use.',
  groups,
} as const;
