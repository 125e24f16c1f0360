import { site } from '../../../content/site.ts';
import type { DocumentSpec } from './types.ts';

// public/documents/cable-solutions.pdf, opened from the Cable Solutions service page.

export function cableSolutions(image: Uint8Array): DocumentSpec {
  return {
    title: 'Cable Solutions',
    subject: 'Cable sizing, cable pulling calculations, supply of cable and soil thermal resistivity testing',
    keywords: ['cable sizing', 'IEC 60287', 'BS 7671', 'cable pulling', 'soil thermal resistivity'],
    cover: {
      kicker: `${site.brand} · Cable solutions`,
      title: 'Cable Solutions',
      subtitle:
        'Cable sizing, pulling calculations, supply of cable and soil thermal resistivity testing for LV, MV and HV circuits.',
      intro:
        'A cable circuit is only as good as the assumptions behind its rating. We size cables from measured site conditions, check that they can be installed without damage, supply the cable and accessories, and test the ground they will be laid in, so every circuit carries its load safely for its whole life.',
      image,
      highlights: {
        title: 'In this brochure',
        items: [
          'Cable sizing',
          'Cable pulling calculations',
          'Supply of cable',
          'Soil thermal resistivity testing',
        ],
      },
    },
    blocks: [
      { kind: 'heading', text: 'Cable sizing' },
      {
        kind: 'paragraph',
        text: 'We size LV cables to BS 7671 and MV and HV cables to the IEC 60287 series, using ERA and ENA rating data (including ENA EREC P17) where network operator standards call for them. Each circuit is checked for continuous current rating, voltage drop, short-circuit withstand and, for LV circuits, earth fault loop impedance and disconnection time.',
      },
      {
        kind: 'bullets',
        items: [
          'Current rating corrected for ground temperature, depth of lay, soil thermal resistivity, grouping and installation in ducts or air',
          'Cyclic and emergency ratings where load profiles allow, for example on solar and battery storage export cables',
          'Voltage drop under normal and contingency running, within BS 7671 or network operator limits',
          'Short-circuit withstand of conductors and metallic screens using the adiabatic method (IEC 60949)',
          'Sheath bonding of single-core circuits: solid, single-point or cross-bonded, with standing voltage and sheath loss checks',
        ],
      },
      {
        kind: 'table',
        header: ['Deliverable', 'Contents'],
        rows: [
          [
            'Cable sizing report',
            'Design basis, rating factors, calculations and selected cable for every circuit',
          ],
          ['Cable schedule', 'Circuit references, cable type, size, length, route and termination details'],
          [
            'Trench and duct details',
            'Cross-sections showing depth of lay, spacing, bedding, marker tape and tiles',
          ],
        ],
      },
      { kind: 'heading', text: 'Cable pulling calculations' },
      {
        kind: 'paragraph',
        text: 'Long HV pulls through ducts and around bends can exceed what a cable will tolerate. We model each route section by section, applying the capstan equation at bends, to confirm that pulling tension and sidewall pressure stay within the manufacturer’s limits before a drum arrives on site.',
      },
      {
        kind: 'bullets',
        items: [
          'Pulling tension along straights, bends and slopes, in both directions, to choose the better pulling end',
          'Sidewall bearing pressure at each bend and the minimum bending radius',
          'Limits for pulling eyes and cable stockings, typically 50 N/mm² for copper and 30 N/mm² for aluminium conductors unless the manufacturer states otherwise',
          'Duct fill and jam ratio checks for three cables in one duct',
          'Drum lengths, joint bay positions and winch and roller requirements',
        ],
      },
      { kind: 'heading', text: 'Supply of cable' },
      {
        kind: 'paragraph',
        text: 'We supply the cables we design, so specification, procurement and installation match. Typical supplies include LV and MV armoured and unarmoured cables to BS 5467, BS 6724, BS 7870 and IEC 60502, with aluminium or copper conductors, joints, terminations and cleats.',
      },
      {
        kind: 'bullets',
        items: [
          'Technical specification and comparison of manufacturers’ offers',
          'Drum schedules matched to the pulling calculations and joint bay positions',
          'Factory test certificates and delivery coordination to site',
        ],
      },
      { kind: 'heading', text: 'Soil resistivity and thermal resistivity testing' },
      {
        kind: 'paragraph',
        text: 'Ground thermal resistivity has a direct effect on cable rating: the hotter the ground runs, the less current a cable can carry. Rather than relying on a default value, we measure it in situ along the route with a thermal needle probe (IEEE 442 and ASTM D5334 methods) and record moisture content, so the rating reflects the real ground.',
      },
      {
        kind: 'bullets',
        items: [
          'In-situ thermal resistivity (K·m/W) at the proposed depth of lay, at intervals along the route',
          'Laboratory dry-out curves where the soil may dry out around heavily loaded cables',
          'Recommendations for selected backfill or cement-bound sand where native soil performs poorly',
          'Electrical soil resistivity (Wenner method) for the associated earthing design',
        ],
      },
      {
        kind: 'callout',
        title: 'Project delivery',
        text: `Every cable package is checked by a second engineer and issued with its design basis, so network operators and contractors can follow each decision. Contact ${site.contact.email} or ${site.contact.phoneDisplay} to discuss your circuits.`,
      },
    ],
  };
}
