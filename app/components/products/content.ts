import type { PageHeroCopy } from '../../../content/services/types.ts';

// Fixed copy of /products: what the consultancy designs, specifies and supplies.

export const productsSeo = {
  title: 'Products',
  description:
    'Containerised switchrooms, LVAC panels, earthing materials, EV charging equipment, transformers and switchgear, designed, specified and supplied as complete packages for UK and international power projects.',
  path: '/products',
  keywords: ['containerised switchroom', 'LVAC panel', 'earthing materials', 'EV charging equipment'],
} as const;

export const productsHero: PageHeroCopy = {
  eyebrow: 'Design and supply',
  heading: 'Our Products',
  lead: 'Equipment and supply packages chosen by the engineers who design the scheme, so what arrives on site is what the design, the network operator and the programme need.',
  image: 'switchroom',
};

export const productsIntro = {
  heading: 'Engineered supply packages',
  lead: 'Alongside our design services we specify, procure and deliver the plant that goes into the networks we design. Each package is checked against the design, the relevant standards and the network operator’s requirements before it leaves the factory.',
  offerings: [
    {
      title: 'Containerised switchrooms',
      text: 'Factory-built 11kV and 33kV switchrooms with switchgear, protection, LVAC and battery systems installed and tested.',
    },
    {
      title: 'LVAC panels and auxiliaries',
      text: 'LVAC distribution, battery chargers and DC systems sized for the substation they serve.',
    },
    {
      title: 'Earthing materials',
      text: 'Earth rods, tapes, clamps and test points matched to the earthing design and soil conditions.',
    },
    {
      title: 'EV charging',
      text: 'Charging equipment and the supply infrastructure behind it, from a single car park to a fleet depot.',
    },
    {
      title: 'Transformers and switchgear',
      text: 'Distribution and power transformers, ring main units and HV switchgear specified to the network.',
    },
    {
      title: 'Cable and accessories',
      text: 'HV and LV cable, joints and terminations supplied to the sizes our cable calculations confirm.',
    },
  ],
} as const;
