// The company's own details live here and nowhere else: the specification withholds the real
// name, contacts, addresses and people, so these are neutral, obviously replaceable placeholders.
// Replace this file's values to rebrand the whole site.

export const site = {
  brand: 'Voltline Engineering',
  legalName: 'Voltline Engineering Ltd',
  tagline: 'Sustainable power engineering solutions for tomorrow’s energy needs',
  foundedYear: 2003,
  description:
    'Electrical power engineering consultancy: substation and plant design, battery storage integration, cable and earthing design, protection and power system studies, and site surveys for network operators, ICPs and renewables developers.',
  keywords: [
    'power engineering consultancy',
    'substation design',
    'G99 studies',
    'earthing design',
    'protection design',
    'battery energy storage',
  ],
  contact: {
    phoneDisplay: '+44 (0)1206 000 000',
    phoneHref: 'tel:+441206000000',
    whatsappHref: 'https://wa.me/441206000000',
    email: 'enquiries@voltline.example',
    careersEmail: 'careers@voltline.example',
    linkedinHref: 'https://www.linkedin.com/company/voltline-engineering-example',
  },
  // coordinates (WGS84 decimal degrees) place each office's marker on the contact page maps;
  // change them with the address.
  offices: [
    {
      country: 'United Kingdom',
      city: 'Colchester',
      lines: ['Unit 1, Example Business Park', 'Colchester, Essex', 'CO1 0AA, United Kingdom'],
      coordinates: { lat: 51.8892, lon: 0.9042 },
    },
    {
      country: 'India',
      city: 'New Delhi',
      lines: ['Office 101, Example Tower', 'Connaught Place, New Delhi 110001', 'India'],
      coordinates: { lat: 28.6315, lon: 77.2167 },
    },
    {
      country: 'Uzbekistan',
      city: 'Tashkent',
      lines: ['Example Street 1', 'Tashkent 100000', 'Uzbekistan'],
      coordinates: { lat: 41.2995, lon: 69.2401 },
    },
  ],
} as const;
