// CSV as spreadsheets read it: RFC 4180 (fields separated by commas, lines ended by CRLF, a field
// holding a comma, a quote or a line break wrapped in double quotes with its quotes doubled), in
// UTF-8 with a byte-order mark so Excel does not read "Zoë" as "ZoÃ«".
//
// Safe to open (OWASP, CSV Injection): a cell that begins with =, +, -, @, a tab or a carriage
// return is prefixed with a single quote, so a spreadsheet shows it as text instead of running
// it as a formula; an applicant could otherwise type =HYPERLINK(...) as their name. A phone
// number written +44 ... reads '+44 ... for the same reason.

export type CsvValue = string | number | null | undefined;

/** Starts the file: Excel takes UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, neutralised and quoted as needed. Missing values are empty cells. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
