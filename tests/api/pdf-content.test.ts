import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { call, fileForm, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// POST /api/applications/upload-cv (CVs, and job PDFs with ?purpose=job-description): past the
// streaming "%PDF-" gate, the spooled file must read as a PDF with pages, and nothing in it may
// run in a reader: no JavaScript (from /OpenAction, /AA or the /Names tree) and no launch action
// (decision 022). Every PDF here is built by pdf-lib in the test, as real writers build them.

const m = MESSAGES.application;

type Build = (document: PDFDocument) => void;

/** A one-page PDF with some text; `change` adds to it; object streams compress it by default. */
async function pdf(
  change: Build = () => {},
  options: { useObjectStreams?: boolean } = {},
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawText('Curriculum vitae: protection engineer', {
    x: 50,
    y: 780,
    size: 14,
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  change(document);
  return document.save({ useObjectStreams: options.useObjectStreams ?? true });
}

function javaScriptAction(document: PDFDocument) {
  return document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hello")') });
}

const openActionScript: Build = (document) => {
  document.catalog.set(PDFName.of('OpenAction'), javaScriptAction(document));
};

const launchLink: Build = (document) => {
  const page = document.getPage(0);
  const link = document.context.register(
    document.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [50, 700, 300, 720],
      A: { S: 'Launch', F: PDFString.of('C:\\Windows\\System32\\calc.exe') },
    }),
  );
  page.node.set(PDFName.of('Annots'), document.context.obj([link]));
};

const pageOpenScript: Build = (document) => {
  document.getPage(0).node.set(PDFName.of('AA'), document.context.obj({ O: javaScriptAction(document) }));
};

const documentScript: Build = (document) => {
  const script = document.context.register(javaScriptAction(document));
  const tree = document.context.obj({ Names: [PDFString.of('greeting'), script] });
  document.catalog.set(PDFName.of('Names'), document.context.obj({ JavaScript: tree }));
};

// A file written by hand with the name spelt through '#' escapes (/J#53 is /JS), uncompressed.
const ESCAPED_SCRIPT = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  '4 0 obj << /S /Java#53cript /J#53 (app.alert(1)) >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n');

// An /Encrypt dictionary in the trailer: its strings and streams cannot be read to be checked.
const ENCRYPTED = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  '4 0 obj << /Filter /Standard /V 2 /R 3 /Length 128 /P -4 /O <00> /U <00> >> endobj',
  'trailer << /Root 1 0 R /Encrypt 4 0 R /ID [<0102> <0102>] >>',
  '%%EOF',
  '',
].join('\n');

describe.each(testDatabaseKinds())('PDF content of uploads on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let good: Uint8Array;

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
    good = await pdf();
  });
  afterAll(async () => {
    await server?.stop();
  });

  function upload(bytes: Uint8Array, options: { isJobPdf?: boolean; name?: string } = {}) {
    return call(
      server,
      'POST',
      `/applications/upload-cv${options.isJobPdf ? '?purpose=job-description' : ''}`,
      {
        ...(options.isJobPdf ? { token } : {}),
        form: fileForm('file', bytes, options.name ?? 'cv.pdf', 'application/pdf'),
      },
    );
  }

  async function storedFiles(): Promise<string[]> {
    const root = path.join(server.dataDir, 'uploads');
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }

  it('stores a real PDF (compressed object streams and all), and one written without them', async () => {
    expect((await upload(good)).status).toBe(201);
    expect((await upload(await pdf(() => {}, { useObjectStreams: false }))).status).toBe(201);
  });

  it.each([
    ['cut off halfway', async () => good.subarray(0, Math.floor(good.length / 2))],
    ['cut off just before its end', async () => good.subarray(0, good.length - 40)],
    [
      '"%PDF-" and then garbage',
      async () => new TextEncoder().encode(`%PDF-1.7\n${'x7#@!'.repeat(400)}\n%%EOF\n`),
    ],
  ])('refuses a PDF %s with 400 "This PDF could not be read..." and stores nothing', async (_, bytes) => {
    const before = await storedFiles();
    const response = await upload(await bytes());
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: m.cvDamaged, errors: { file: m.cvDamaged } });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a PNG renamed cv.pdf with 415 "Only PDF files are allowed"', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const response = await upload(png);
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(m.cvNotPdf);
  });

  it.each([
    ['JavaScript run on opening (/OpenAction), compressed', () => pdf(openActionScript)],
    [
      'JavaScript run on opening (/OpenAction), uncompressed',
      () => pdf(openActionScript, { useObjectStreams: false }),
    ],
    ['a link that launches a program (/Launch)', () => pdf(launchLink)],
    ["JavaScript in a page's additional actions (/AA)", () => pdf(pageOpenScript)],
    ['a document-level script (/Names /JavaScript)', () => pdf(documentScript)],
    ['a script whose names are spelt with # escapes', async () => new TextEncoder().encode(ESCAPED_SCRIPT)],
  ])('refuses a PDF with %s with 415 and stores nothing', async (_, bytes) => {
    const before = await storedFiles();
    const response = await upload(await bytes());
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      success: false,
      message: m.cvActiveContent,
      errors: { file: m.cvActiveContent },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a password-protected PDF with 415, as its contents cannot be checked', async () => {
    const response = await upload(new TextEncoder().encode(ENCRYPTED));
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(m.cvEncrypted);
  });

  it("checks a job description PDF the same way, with the job form's messages", async () => {
    const scripted = await upload(await pdf(openActionScript), { isJobPdf: true });
    expect(scripted.status).toBe(415);
    expect(scripted.body.message).toBe(MESSAGES.jobs.pdfActiveContent);
    const cut = await upload(good.subarray(0, 200), { isJobPdf: true });
    expect(cut.status).toBe(400);
    expect(cut.body.message).toBe(MESSAGES.jobs.pdfDamaged);
    const fine = await upload(good, { isJobPdf: true });
    expect(fine.status).toBe(201);
    expect(fine.body.fileUrl).toMatch(/^\/uploads\/job-pdf\//);
  });
});
