// Beyond admin.md §5: when several photographs are uploaded at once, each row's Title starts
// from its file name made readable ('substation_visit-02.JPG' → 'Substation visit 02'), so the
// upload needs no typing when the files were named well, and a good start when they were not.

const EXTENSION = /\.[A-Za-z0-9]{1,5}$/;

export function titleFromFileName(fileName: string): string {
  const words = fileName
    .replace(EXTENSION, '')
    // Separators people and cameras use between words.
    .replace(/[\s_.+-]+/g, ' ')
    // camelCase words ('siteVisit' → 'site Visit'), but not units such as '33kV' or 'MVA'.
    .replace(/(\p{Ll})(?=\p{Lu}\p{Ll})/gu, '$1 ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
