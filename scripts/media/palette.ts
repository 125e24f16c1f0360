// One palette for every scene: the brand navy and amber, slate greys and soft skies.

const colours = {
  navy: '#0b2545',
  navy700: '#13315c',
  navy500: '#1d4e89',
  navy400: '#2f6aa8',
  sky: '#8da9c4',
  skyLight: '#cfdcea',
  mist: '#e8eff6',
  paper: '#f5f8fb',
  white: '#ffffff',
  slate900: '#1e293b',
  slate700: '#334155',
  slate600: '#475569',
  slate500: '#64748b',
  slate400: '#94a3b8',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  amber: '#f2a900',
  amberLight: '#ffd166',
  amberDeep: '#d97706',
  coral: '#ee964b',
  green: '#5b8c5a',
  greenLight: '#8fb17e',
  greenPale: '#b9cfa5',
  earth: '#8a6a4b',
  earthDark: '#6b4f36',
  earthLight: '#b08a63',
  concrete: '#c9d1da',
  gravel: '#a7b1bc',
  teal: '#3a7d7c',
  red: '#d1495b',
} as const;

/** Widened to string so scene helpers can take any colour as a default parameter. */
export const palette: { readonly [Name in keyof typeof colours]: string } = colours;
