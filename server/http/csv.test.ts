import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine } from './csv.ts';

describe('CSV cells (RFC 4180)', () => {
  it('writes plain text and numbers as they are, and missing values as empty cells', () => {
    expect(csvCell('Priya')).toBe('Priya');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Sharma, Priya')).toBe('"Sharma, Priya"');
    expect(csvCell('the "best" engineer')).toBe('"the ""best"" engineer"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('"')).toBe('""""');
  });

  it('keeps non-ASCII text as it is', () => {
    expect(csvCell('Zoë Ўткир 日本')).toBe('Zoë Ўткир 日本');
  });
});

describe('CSV cells against formula injection (OWASP)', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Click")', `"'=HYPERLINK(""https://evil.example"",""Click"")"`],
    ['=1+2', "'=1+2"],
    ['+44 20 7946 0958', "'+44 20 7946 0958"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('prefixes %j with a single quote', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves a formula character that is not at the start alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('priya@example.com')).toBe('priya@example.com');
    expect(csvCell(' =1')).toBe(' =1');
  });

  it('writes a negative number as text too, since it begins with a minus', () => {
    expect(csvCell(-1)).toBe("'-1");
  });
});

describe('CSV lines', () => {
  it('joins cells with commas and ends the record with CRLF', () => {
    expect(csvLine(['a', 'b, c', undefined, 7])).toBe('a,"b, c",,7\r\n');
  });

  it('starts a file with the UTF-8 byte-order mark', () => {
    expect(new TextEncoder().encode(CSV_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
