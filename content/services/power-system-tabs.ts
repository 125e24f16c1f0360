import type { ServiceTab } from './types.ts';

// public-site.md §2 "Power System Studies": nine tabs, overview first.

export const powerSystemTabs: readonly ServiceTab[] = [
  {
    id: 'overview',
    label: 'Overview',
    title: 'Power system studies',
    description:
      'Power system studies show how a new connection will behave on the network before it is built. We model your plant and the surrounding grid, run the studies the network operator asks for, and explain the results in plain terms.',
    checklist: [
      'Studies for generation, storage, demand and private networks',
      'Models in DIgSILENT PowerFactory and other industry tools',
      'Scope agreed with the DNO, IDNO or transmission owner',
      'Network data requests prepared and managed for you',
      'Reports written for approval as well as for engineers',
      'Mitigation designed when a study shows a problem',
    ],
  },
  {
    id: 'g99',
    label: 'G99 Compliance',
    title: 'G99 compliance studies',
    description:
      'Engineering Recommendation G99 sets the requirements for generation and storage connecting to distribution networks. We produce the studies and evidence needed for each Power Generating Module type, from application to final compliance.',
    checklist: [
      'Reactive capability at the connection point across the voltage range',
      'Voltage control and power factor control performance',
      'Frequency response and limited frequency sensitive mode',
      'Fault ride through and fast fault current injection',
      'Power quality assessment for the application',
      'Compliance simulation reports and test support',
    ],
  },
  {
    id: 'p28-p29',
    label: 'P28/P29',
    title: 'P28 voltage fluctuation and P29 unbalance',
    description:
      'EREC P28 limits the voltage fluctuations and flicker a customer may cause, and ER P29 limits voltage unbalance. We assess rapid voltage changes on energisation, motor starting and fluctuating loads against both.',
    checklist: [
      'Rapid voltage change from transformer energisation and inrush',
      'Short-term and long-term flicker severity assessment',
      'Motor starting and fluctuating load studies',
      'Voltage unbalance from single-phase and unbalanced loads',
      'Assessment at the point of common coupling',
      'Mitigation such as soft starting or point-on-wave switching',
    ],
  },
  {
    id: 'harmonics',
    label: 'G5/4–G5/5 Harmonics',
    title: 'Harmonic assessment to G5/4 and G5/5',
    description:
      'Inverters, drives and rectifiers inject harmonic currents that distort network voltage. We assess emissions against EREC G5/5 (and G5/4 for legacy agreements) and design filters where limits would be exceeded.',
    checklist: [
      'Stage 1, 2 and 3 assessments as required',
      'Background harmonic measurement review',
      'Network impedance loci and resonance analysis',
      'Incremental harmonic voltage distortion calculation',
      'Harmonic filter specification and rating',
      'Post-connection compliance monitoring plans',
    ],
  },
  {
    id: 'relay-coordination',
    label: 'Relay Coordination',
    title: 'Relay coordination',
    description:
      'Protection must discriminate across your network and with the network operator’s equipment. We grade overcurrent, earth fault and interface protection under minimum and maximum fault conditions.',
    checklist: [
      'Time–current grading with documented margins',
      'Coordination with upstream DNO protection',
      'G99 interface protection settings',
      'Transformer inrush and cold load pick-up checks',
      'Settings schedules ready for relay configuration',
      'Review of existing schemes after network changes',
    ],
  },
  {
    id: 'load-flow',
    label: 'Load Flow & Short Circuit',
    title: 'Load flow and short circuit studies',
    description:
      'Load flow studies confirm voltages and thermal loadings in normal and outage conditions; short circuit studies to IEC 60909 and ER G74 confirm that equipment can make, carry and break the prospective fault current.',
    checklist: [
      'Intact and N-1 outage scenarios',
      'Voltage profile and thermal loading of cables and transformers',
      'Transformer tap and reactive power dispatch optimisation',
      'Three-phase and earth fault levels to IEC 60909',
      'Peak make and RMS break duty against switchgear ratings',
      'Fault level contribution reporting to the network operator',
    ],
  },
  {
    id: 'reactive-power',
    label: 'Reactive Power & Voltage Control',
    title: 'Reactive power and voltage control',
    description:
      'Network operators ask new connections to support voltage. We determine the reactive capability your plant can deliver at the connection point and size compensation where it falls short.',
    checklist: [
      'P–Q capability at the point of connection',
      'Losses in collector cables and transformers accounted for',
      'Capacitor bank, reactor or STATCOM sizing',
      'Voltage control mode settings and droop',
      'Transformer tap changer range checks',
      'Operation at the voltage limits agreed with the operator',
    ],
  },
  {
    id: 'fault-ride-through',
    label: 'Fault Ride Through & Transient Stability',
    title: 'Fault ride through and transient stability',
    description:
      'Plant must stay connected through network faults and help the system recover. We run dynamic simulations to show fault ride through capability and stability under credible disturbances.',
    checklist: [
      'Fault ride through against the G99 voltage–time profiles',
      'Active power recovery after fault clearance',
      'Fast fault current injection performance',
      'Rotor angle stability for synchronous plant',
      'Validated dynamic models from manufacturers',
      'Grid Code compliance studies for larger plant',
    ],
  },
  {
    id: 'arc-flash',
    label: 'Arc Flash',
    title: 'Arc flash studies',
    description:
      'An arc flash can release enough energy to cause fatal burns. We calculate incident energy at every accessible point of the system and recommend measures that reduce the hazard.',
    checklist: [
      'Incident energy calculation to IEEE 1584',
      'Arc flash boundaries for each switchboard',
      'Equipment labelling information',
      'Protection setting changes to reduce clearance times',
      'Maintenance mode and remote racking recommendations',
      'Input to safe systems of work and PPE selection',
    ],
  },
];
