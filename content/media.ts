// Registry of the site imagery: public/media/<name>-{480,960,1600}.webp, drawn by
// scripts/generate-media.ts (`npm run media`). width/height are the master size, so every <img>
// reserves its space. To use a real photograph, overwrite the three WebP files of a name (same
// aspect ratio, or change width/height here) and edit its alt text.

import { site } from './site.ts';

const landscape = { width: 1600, height: 900 } as const;
const portrait = { width: 800, height: 1000 } as const;
// The product card and detail page show a 4:3 box (app/components/products/product-image.tsx).
const product = { width: 1600, height: 1200 } as const;
// The result charts are drawn at 3:2 with large type (scripts/media/scenes-charts.ts).
const chart = { width: 1200, height: 800 } as const;

export const media = {
  'hero-substation': {
    alt: 'Outdoor high-voltage substation at dusk with power transformers, busbars and steel gantries',
    ...landscape,
  },
  'hero-solar': {
    alt: 'Solar farm with rows of photovoltaic panels and a substation connecting it to the grid',
    ...landscape,
  },
  'hero-bess': {
    alt: 'Battery energy storage site with rows of battery containers, inverters and a grid transformer',
    ...landscape,
  },
  'about-team': {
    alt: 'Engineers at a desk reviewing single-line diagrams and design drawings',
    ...landscape,
  },
  'plant-engineering': {
    alt: 'Containerised switchroom beside a power transformer on a substation platform',
    ...landscape,
  },
  'battery-storage': {
    alt: 'Battery storage containers with power conversion units and a step-up transformer',
    ...landscape,
  },
  'cable-solutions': {
    alt: 'Cable drums on site beside a trench cross-section showing cable ducts and bedding',
    ...landscape,
  },
  earthing: {
    alt: 'Cutaway of a substation showing the buried earth grid mesh and earth electrodes',
    ...landscape,
  },
  protection: {
    alt: 'Protection relay panel with numerical relays beside a SCADA screen',
    ...landscape,
  },
  'power-system': {
    alt: 'Network single-line diagram on a screen with load-flow arrows and bus voltages',
    ...landscape,
  },
  survey: {
    alt: 'Surveyor with a tripod-mounted GNSS receiver marking out a cable route across fields',
    ...landscape,
  },
  switchroom: {
    alt: 'Inside a 33kV containerised switchroom: switchgear panels, LVAC panel and battery charger',
    ...landscape,
  },
  'load-bank': {
    alt: 'Load bank containers connected by cables to a generator on a test site',
    ...landscape,
  },
  'grid-control': {
    alt: 'Grid control room with a wall of network monitoring screens',
    ...landscape,
  },
  'testimonial-backdrop': {
    alt: 'Transmission lines and pylons under a calm night sky',
    ...landscape,
  },
  careers: {
    alt: 'Open-plan engineering office with design workstations',
    ...landscape,
  },
  contact: {
    alt: 'Stylised map with pins marking the Colchester, New Delhi and Tashkent offices',
    ...landscape,
  },
  'case-switchroom': {
    alt: 'A 33kV containerised switchroom being delivered to site',
    ...landscape,
  },
  'case-earthing': {
    alt: 'Earthing design for a 50MW battery energy storage site, showing the earth grid beneath the containers',
    ...landscape,
  },
  'case-power-system': {
    alt: 'Client substation connected to a 132kV substation, with the study network diagram',
    ...landscape,
  },
  'case-load-test': {
    alt: 'A 7 MVA load-bank test in progress, with load bank containers, generator and monitoring cabin',
    ...landscape,
  },
  'result-load-1': {
    alt: 'Load-bank test trend: active power rising in 500 kVA steps to 5.62 MW and held over the 12-hour test',
    ...chart,
  },
  'result-load-2': {
    alt: 'Load-bank test trend: line current rising to 368 A and reactive power to 4.18 MVAr',
    ...chart,
  },
  'gallery-substation-visit': {
    alt: 'Engineers in hard hats and hi-vis walking a substation compound beside transformers and gantries',
    ...landscape,
  },
  'gallery-bess-visit': {
    alt: 'Engineers testing the earth bonding of battery storage containers, with a survey van parked nearby',
    ...landscape,
  },
  'gallery-office-meeting': {
    alt: 'Engineers round a meeting-room table reviewing a load-flow diagram on a wall screen',
    ...landscape,
  },
  'gallery-training-classroom': {
    alt: 'Earthing design course: a trainer points at an earth potential rise curve while trainees watch',
    ...landscape,
  },
  'gallery-relay-testing': {
    alt: 'Relay testing workshop: a trainer and trainee at a bench with a test set, a protection relay and a laptop',
    ...landscape,
  },
  'gallery-safety-briefing': {
    alt: 'A site team in PPE gathered round a safety briefing board outside the welfare cabin',
    ...landscape,
  },
  'product-gis': {
    alt: 'A line-up of five 36kV gas-insulated switchgear panels with relays and a mimic diagram',
    ...product,
  },
  'product-transformer': {
    alt: 'A ground-mounted distribution transformer with bushings, radiators and an LV cable box',
    ...product,
  },
  'product-lv-board': {
    alt: 'An LV main distribution board with an air circuit breaker incomer and tiers of outgoing breakers',
    ...product,
  },
  'product-package-substation': {
    alt: 'An 11kV package substation enclosure with its ring main unit door open, transformer louvres and LV board',
    ...product,
  },
  'product-ev-charger': {
    alt: 'A DC rapid charger cabinet with two charging cables beside an electric car in a marked charging bay',
    ...product,
  },
  'product-earthing-materials': {
    alt: 'Earthing materials: copper tape coil, copper-bonded earth rods, an earth bar, clamps and an inspection pit',
    ...product,
  },
  'team-ceo': { alt: 'Portrait of the Group Chief Executive Officer', ...portrait },
  'team-md': { alt: 'Portrait of the Managing Director', ...portrait },
  'team-bdm': { alt: 'Portrait of the Business Development Manager', ...portrait },
  'share-card': {
    alt: `${site.brand}: ${site.tagline}`,
    width: 1200,
    height: 630,
  },
} as const satisfies Record<string, { alt: string; width: number; height: number }>;

export type MediaName = keyof typeof media;
