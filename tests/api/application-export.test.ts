import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApplicationInput, createApplication } from '../../server/db/applications.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// GET /applications/export.csv: the staff applications screen's filters (admin.md §2, §7 plus
// the search q) as a spreadsheet file: UTF-8 with a BOM, CRLF, RFC 4180 quoting, and cells
// that a spreadsheet could run as formulas neutralised (OWASP CSV Injection).

const HEADER = [
  'Submitted',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Country',
  'Position',
  'Status',
  'LinkedIn',
  'Comments',
  'Earlier applications',
  'CV link',
];

/** RFC 4180 records, strictly: fields quoted or not, CRLF between records, a final CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        const end = text.indexOf('"', i);
        if (end < 0) throw new Error('unterminated quoted field');
        field += text.slice(i, end);
        i = end + 1;
        if (text[i] !== '"') break;
        field += '"';
        i += 1;
      }
    } else {
      const match = /[,\r\n]/.exec(text.slice(i));
      const end = match ? i + match.index : text.length;
      field = text.slice(i, end);
      i = end;
    }
    if (text[i] === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (text.startsWith('\r\n', i)) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else {
      throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}: records must end with CRLF`);
    }
  }
  return records;
}

let cvCount = 0;

describe.each(testDatabaseKinds())('applications CSV export on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  function input(overrides: Partial<ApplicationInput> = {}): ApplicationInput {
    cvCount += 1;
    return {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: `priya.${cvCount}@example.com`,
      phone: '020 7946 0958',
      country: 'United Kingdom',
      position: 'Export Role',
      cvUrl: `/api/applications/cv/${cvCount.toString(16).padStart(32, '0')}.pdf`,
      ...overrides,
    };
  }

  const stored = (overrides: Partial<ApplicationInput> = {}) =>
    createApplication(server.services.db, input(overrides));

  async function exported(query = '') {
    const response = await fetch(`${server.url}/api/applications/export.csv${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    return { response, bytes, text, records: response.ok ? parseCsv(text.replace(/^\uFEFF/, '')) : [] };
  }

  it('answers a UTF-8 CSV attachment, not cached, starting with a BOM and the header row', async () => {
    const before = new Date().toISOString().slice(0, 10);
    const { response, bytes, records } = await exported('?position=Nobody');
    const after = new Date().toISOString().slice(0, 10);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const disposition = response.headers.get('content-disposition');
    expect([before, after].map((day) => `attachment; filename="applications-${day}.csv"`)).toContain(
      disposition,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(records).toEqual([HEADER]);
  });

  it('writes every column of an application, the CV as an absolute link', async () => {
    const application = await stored({
      position: 'Columns Role',
      linkedin: 'https://www.linkedin.com/in/priya',
      comments: 'Available from March.',
    });
    const { records } = await exported('?position=Columns%20Role');
    expect(records).toEqual([
      HEADER,
      [
        application.createdAt.replace(/\.\d{3}Z$/, 'Z'),
        'Priya',
        'Sharma',
        application.email,
        '020 7946 0958',
        'United Kingdom',
        'Columns Role',
        'pending',
        'https://www.linkedin.com/in/priya',
        'Available from March.',
        '0',
        `${server.services.config.publicUrl}${application.cvUrl}`,
      ],
    ]);
    expect(records[1]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and keeps non-ASCII text', async () => {
    await stored({
      position: 'Quoting Role',
      firstName: 'Zoë',
      lastName: "O'Brien, Jr",
      comments: 'She said "ready"\nand\r\nwilling, too',
    });
    const { text, records } = await exported('?position=Quoting%20Role');
    expect(text).toContain(`Zoë,"O'Brien, Jr"`);
    expect(text).toContain('"She said ""ready""\nand\r\nwilling, too"');
    expect(records[1]?.slice(1, 3)).toEqual(['Zoë', "O'Brien, Jr"]);
    expect(records[1]?.[9]).toBe('She said "ready"\nand\r\nwilling, too');
  });

  it('neutralises cells a spreadsheet would run as formulas with a leading single quote', async () => {
    await stored({
      position: 'Injection Role',
      firstName: '=HYPERLINK("https://evil.example","Open CV")',
      lastName: '@SUM(1+1)',
      phone: '+44 20 7946 0958',
      comments: '-2+3',
    });
    const { records } = await exported('?position=Injection%20Role');
    const [, first, last, , phone, , , , , comments] = records[1] ?? [];
    expect(first).toBe(`'=HYPERLINK("https://evil.example","Open CV")`);
    expect(last).toBe("'@SUM(1+1)");
    expect(phone).toBe("'+44 20 7946 0958");
    expect(comments).toBe("'-2+3");
  });

  it('exports what the list filters select: status, country, position and q, every page of it', async () => {
    const position = 'Filtered Export';
    await stored({ position, country: 'India', firstName: 'Rahul', email: 'Rahul@Example.in' });
    await stored({ position, country: 'Uzbekistan', firstName: 'Dilnoza' });
    const hired = await stored({ position, country: 'India', firstName: 'Anika' });
    await call(server, 'PATCH', `/applications/${hired._id}/status`, { token, json: { status: 'hired' } });
    for (let i = 0; i < 12; i += 1) await stored({ position, firstName: `Paged${i}` });

    const names = async (query: string) =>
      (await exported(`?position=${encodeURIComponent(position)}&${query}`)).records
        .slice(1)
        .map((r) => r[1]);
    expect(await names('country=India')).toEqual(['Anika', 'Rahul']);
    expect(await names('status=hired')).toEqual(['Anika']);
    expect(await names('q=rahul%40example')).toEqual(['Rahul']);
    expect(await names('q=DILNOZA')).toEqual(['Dilnoza']);
    // No paging: all 15, newest first, whatever page or limit the link carries.
    const all = await names('page=2&limit=1');
    expect(all).toHaveLength(15);
    expect(all.at(-1)).toBe('Rahul');
  });

  it('counts earlier applications by the same e-mail in any case', async () => {
    const position = 'Repeat Export';
    await stored({ position, email: 'again@example.com', firstName: 'First' });
    await stored({ position, email: 'AGAIN@example.com', firstName: 'Second' });
    const { records } = await exported(`?position=${encodeURIComponent(position)}`);
    expect(records.slice(1).map((r) => [r[1], r[10]])).toEqual([
      ['Second', '1'],
      ['First', '0'],
    ]);
  });

  it('refuses an unknown status or an over-long search with 400', async () => {
    expect((await exported('?status=archived')).response.status).toBe(400);
    const long = await exported(`?q=${'x'.repeat(201)}`);
    expect(long.response.status).toBe(400);
    expect(JSON.parse(long.text).message).toBe('Search must be 200 characters or fewer');
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${server.url}/api/applications/export.csv`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: 'Authentication required' });
  });

  it('streams a large export complete: 3,000 applications, each once, newest first', async () => {
    const position = 'Bulk Export';
    // Stored in one transaction, so many share a millisecond and batch edges fall among equal times.
    const made = await server.services.db.transaction().execute(async (trx) => {
      const rows = [];
      for (let i = 0; i < 3000; i += 1) {
        rows.push(
          await createApplication(
            trx,
            input({ position, firstName: `Bulk${i}`, email: `bulk${i % 1000}@example.com` }),
          ),
        );
      }
      return rows;
    });
    const { response, records } = await exported(`?position=${encodeURIComponent(position)}`);
    expect(response.status).toBe(200);
    // Streamed as it is read, so its length is not known up front.
    expect(response.headers.get('content-length')).toBeNull();
    expect(records[0]).toEqual(HEADER);
    const rows = records.slice(1);
    expect(rows).toHaveLength(3000);
    expect(rows.map((r) => r[1])).toEqual(made.map((a) => a.firstName).reverse());
    expect(rows.every((r) => r.length === HEADER.length)).toBe(true);
    // bulk0@ applied at i = 0, 1000 and 2000: the newest has two earlier applications.
    expect(rows[999]).toMatchObject({ 1: 'Bulk2000', 10: '2' });
    expect(rows.at(-1)).toMatchObject({ 1: 'Bulk0', 10: '0' });
  });
});
