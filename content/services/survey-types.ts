import type { ServiceTab } from './types.ts';

// public-site.md §2 "Survey": six survey types (topographical initial, geotechnical, environmental,
// hydrological, route, soilThermalResistivity), each with title, description and eight bullets.

export const surveyTypes: readonly ServiceTab[] = [
  {
    id: 'topographical',
    label: 'Topographical',
    title: 'Topographical survey',
    description:
      'An accurate topographical survey is the base map for every layout, cable route and civil design. We capture levels and features to the accuracy the design needs and deliver them in the format your team uses.',
    checklist: [
      'GNSS and total station survey tied to Ordnance Survey National Grid',
      'Spot levels, contours and breaklines',
      'Existing buildings, fences, gates and boundaries',
      'Overhead lines with conductor heights and pole positions',
      'Trees, hedgerows, watercourses and ditches',
      'Visible utility covers and street furniture',
      'Drone photogrammetry and orthophotos for large sites',
      'Deliverables in DWG and 3D model formats',
    ],
  },
  {
    id: 'geotechnical',
    label: 'Geotechnical',
    title: 'Geotechnical survey',
    description:
      'Ground conditions decide foundation design, trenching methods and cable ratings. Our geotechnical investigations establish what lies beneath the site before design commitments are made.',
    checklist: [
      'Desk study of geology, mining and historical land use',
      'Trial pits and window sample boreholes',
      'Cable percussion boreholes for deeper investigation',
      'In-situ testing, including standard penetration and plate load tests',
      'Groundwater level monitoring',
      'Laboratory classification and strength testing',
      'Concrete aggressivity and contamination testing',
      'Ground investigation report with foundation recommendations',
    ],
  },
  {
    id: 'environmental',
    label: 'Environmental',
    title: 'Environmental survey',
    description:
      'Planning authorities expect environmental effects to be understood and managed. We coordinate the surveys that identify constraints early and support a smooth planning and permitting process.',
    checklist: [
      'Preliminary ecological appraisal',
      'Protected species surveys at the appropriate season',
      'Biodiversity net gain baseline assessment',
      'Arboricultural survey and tree constraints',
      'Noise baseline monitoring for substations and BESS',
      'Landscape and visual context photography',
      'Heritage and archaeological desk-based assessment',
      'Construction environmental management input',
    ],
  },
  {
    id: 'hydrological',
    label: 'Hydrological',
    title: 'Hydrological survey',
    description:
      'Substations and battery sites must stay dry and must not increase flood risk elsewhere. We assess flood risk and drainage so that plant levels and drainage designs are right first time.',
    checklist: [
      'Flood risk assessment using Environment Agency data',
      'Surface water flow paths and catchment review',
      'Watercourse and culvert surveys',
      'Infiltration testing to BRE 365',
      'Groundwater and spring identification',
      'Sustainable drainage system outline design',
      'Finished floor and plinth level recommendations',
      'Consent requirements for works near watercourses',
    ],
  },
  {
    id: 'route',
    label: 'Route',
    title: 'Route survey',
    description:
      'A cable or overhead line route must be buildable, consentable and economic. Our route surveys walk the corridor, record every constraint and recommend the route that best balances cost and risk.',
    checklist: [
      'Corridor walkover with photographic record',
      'Land ownership and access point identification',
      'Road, rail, river and pipeline crossing assessment',
      'Utility searches and ground-penetrating radar',
      'Highway and traffic management constraints',
      'Joint bay and compound location options',
      'Horizontal directional drilling feasibility',
      'Route options report with recommended alignment',
    ],
  },
  {
    id: 'soilThermalResistivity',
    label: 'Soil Thermal Resistivity',
    title: 'Soil thermal resistivity survey',
    description:
      'The rating of a buried cable depends on how well the surrounding soil conducts heat away. We measure thermal resistivity along the route so cable sizes reflect real ground conditions rather than assumptions.',
    checklist: [
      'In-situ needle probe measurements to IEEE 442',
      'Test locations at cable depth along the route',
      'Moisture content and density sampling',
      'Laboratory thermal dry-out curves',
      'Assessment of seasonal moisture variation',
      'Thermal backfill testing and recommendations',
      'Values ready for IEC 60287 rating calculations',
      'Factual report with location plans',
    ],
  },
];
