// The site's look in e-mail terms: its brand colours, and the fonts the reader already has (web
// fonts and remote images are blocked by most clients, and a remote image would tell us who read
// the mail). Family names are unquoted so they sit inside style="" attributes without escaping.

export const COLOURS = {
  navy: '#0b2545',
  deepBlue: '#13315c',
  link: '#1d4e89',
  accent: '#f2a900',
  text: '#27364a',
  muted: '#5b6878',
  rule: '#dde3ea',
  panel: '#f4f6f9',
  canvas: '#e9edf2',
  white: '#ffffff',
} as const;

export const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif';
