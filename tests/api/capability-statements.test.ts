import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAnswer, statementAnswer } from '../../domain/answers/capability-statements.ts';
import { MAX_STATEMENT_CASE_STUDIES, STATEMENT_MESSAGES } from '../../domain/capability-statements.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { runHousekeeping } from '../../server/housekeeping.ts';
import { inspectPdf } from '../../server/pdf/pdf-inspection.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import {
  fetchBytes,
  type MadeCaseStudy,
  type MadeProduct,
  makeCaseStudy,
  makeProduct,
  pdfPages,
} from '../support/statements.ts';
import { staffToken } from '../support/talent.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 028: capability statements for tenders, their PDFs (read back with a PDF parser), the
// public case-study PDF, client links, copies, and the clean-up of old PDFs, through the real
// server on each database.

const m = STATEMENT_MESSAGES;
const CLIENT = 'Northern Grid Distribution';

describe.each(testDatabaseKinds())('capability statements API on %s', (kind) => {
  let server: ApiServer;
  let admin: string;
  let editor: string;
  let hr: string;
  let chosen: MadeCaseStudy[];
  let notChosen: MadeCaseStudy;
  let draft: MadeCaseStudy;
  let products: MadeProduct[];
  let validAccreditation: string;
  let expiredAccreditation: string;

  const statementBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'Substation reinforcement framework',
    clientName: CLIENT,
    tenderReference: 'NGD-2027-014',
    dueDate: '2027-03-31',
    sector: 'utilities',
    services: ['protection-design', 'plant-engineering'],
    introduction: 'Our answer to lot 2.',
    caseStudies: chosen.map((item, index) => ({
      id: item._id,
      summary: index === 0 ? 'Written for this client.' : null,
    })),
    products: products.map((item) => ({ id: item._id, summary: null })),
    accreditationIds: [validAccreditation, expiredAccreditation],
    ...overrides,
  });

  async function createStatement(token = admin, overrides: Record<string, unknown> = {}) {
    const response = await call(server, 'POST', '/capability-statements', {
      token,
      json: statementBody(overrides),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    // The answer is what the dashboard parses it as.
    return statementAnswer.parse(response.body).data.statement;
  }

  async function renderRows(subjectId: string) {
    return server.services.db
      .selectFrom('pdfRenders')
      .selectAll()
      .where('subjectId', '=', subjectId)
      .execute();
  }

  async function waitUntilDone(statementId: string, renderId: string) {
    const until = Date.now() + 30_000;
    for (;;) {
      const response = await call(
        server,
        'GET',
        `/capability-statements/${statementId}/renders/${renderId}`,
        {
          token: admin,
        },
      );
      expect(response.status).toBe(200);
      const { render } = renderAnswer.parse(response.body).data;
      if (render.status === 'done' || render.status === 'failed' || Date.now() > until) return render;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    admin = await signIn(server);
    editor = await staffToken(server, 'editor');
    hr = await staffToken(server, 'hr');
    chosen = [
      await makeCaseStudy(server, admin, {
        name: 'Grid substation protection upgrade',
        description: 'Protection settings for a 132 kV grid substation.',
        link: `grid-protection-${kind}`,
        words: 'G99 interface protection and relay grading.',
      }),
      await makeCaseStudy(server, admin, {
        name: 'Solar farm BESS connection',
        description: 'A 50 MW battery storage connection.',
        link: `solar-bess-${kind}`,
        words: 'BESS and inverter studies for the DNO.',
      }),
      await makeCaseStudy(server, admin, {
        name: 'Hospital standby power survey',
        description: 'Load monitoring at an NHS hospital.',
        link: `hospital-survey-${kind}`,
      }),
    ];
    notChosen = await makeCaseStudy(server, admin, {
      name: 'Railway depot earthing study',
      description: 'Earthing for a traction depot.',
      link: `rail-depot-${kind}`,
    });
    draft = await makeCaseStudy(server, admin, {
      name: 'Unfinished draft study',
      description: 'Not yet published.',
      link: `draft-study-${kind}`,
      status: 'draft',
    });
    products = [
      await makeProduct(server, admin, { code: `rmu-${kind}`, title: 'Compact ring main unit' }),
      await makeProduct(server, admin, { code: `relay-${kind}`, title: 'Feeder protection relay panel' }),
    ];
    const accreditation = async (name: string, expiresOn: string) => {
      const response = await call(server, 'POST', '/accreditations', {
        token: admin,
        json: { name, issuer: 'BSI', certificateNumber: 'FS 12345', scope: 'Design', expiresOn },
      });
      expect(response.status).toBe(201);
      return response.body.data.accreditation._id as string;
    };
    validAccreditation = await accreditation('ISO 9001 Quality management', '2099-01-01');
    expiredAccreditation = await accreditation('Lapsed safety scheme', '2020-01-01');
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('the PDF of a statement', () => {
    it('shows the client on page 1, the chosen case studies and products, and nothing not chosen', async () => {
      const statement = await createStatement();
      const pdf = await fetchBytes(server, `/api/capability-statements/${statement._id}/pdf`, admin);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(
        'attachment; filename="northern-grid-distribution-substation-reinforcement-framework.pdf"',
      );
      const pages = await pdfPages(pdf.bytes);
      const read = await inspectPdf(pdf.bytes);
      // Cover, contents, profile, a divider and the three case studies, products, the rest.
      expect(read.pageCount).toBe(pages.length);
      expect(read.pageCount).toBeGreaterThanOrEqual(8);
      expect(
        read.pageSizes.every((size) => Math.round(size.width) === 595 && Math.round(size.height) === 842),
      ).toBe(true);
      expect(read.title).toBe(statement.title);
      expect(read.displaysTitle).toBe(true);
      expect(read.lang).toBe('en-GB');
      expect(read.isMarked && read.hasStructTreeRoot).toBe(true);
      expect(read.embeddedFontFiles).toBeGreaterThan(0);
      // Each chosen case study's header and gallery pictures (three each) and the two products'.
      expect(read.imageCount).toBeGreaterThanOrEqual(chosen.length * 3 + products.length);
      expect(read.figureAlts).toEqual(expect.arrayContaining(['Energisation']));
      expect(pages[0]).toContain(CLIENT);
      const text = pages.join('\n');
      for (const item of chosen) expect(text).toContain(item.name);
      for (const item of products) expect(text).toContain(item.title);
      expect(text).toContain('Written for this client.');
      expect(text).toContain('ISO 9001 Quality management');
      expect(text).not.toContain('Lapsed safety scheme');
      expect(text).not.toContain(notChosen.name);
      expect(text).not.toContain(draft.name);
    });

    it('answers the same PDF again without making another while nothing changed', async () => {
      const statement = await createStatement();
      const first = await fetchBytes(server, `/api/capability-statements/${statement._id}/pdf`, admin);
      const second = await fetchBytes(server, `/api/capability-statements/${statement._id}/pdf`, admin);
      expect(first.status).toBe(200);
      expect(second.bytes).toEqual(first.bytes);
      expect(await renderRows(statement._id)).toHaveLength(1);
    });

    it('reports the progress of a render until it is done, then says when the statement has changed', async () => {
      const statement = await createStatement();
      const queued = await call(server, 'POST', `/capability-statements/${statement._id}/renders`, {
        token: admin,
      });
      expect([200, 202]).toContain(queued.status);
      expect(queued.body.data.render).toMatchObject({ isCurrent: true, error: null });
      const done = await waitUntilDone(statement._id, queued.body.data.render._id);
      expect(done).toMatchObject({ status: 'done', progress: 100, isCurrent: true, error: null });
      expect(done.pages).toBeGreaterThanOrEqual(6);
      expect(done.bytes).toBeGreaterThan(1000);

      const changed = await call(server, 'PUT', `/capability-statements/${statement._id}`, {
        token: admin,
        json: statementBody({ title: 'Substation reinforcement framework, lot 3' }),
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.statement.latestRender).toMatchObject({ _id: done._id, isCurrent: false });
      const after = await call(server, 'GET', `/capability-statements/${statement._id}/renders/${done._id}`, {
        token: admin,
      });
      expect(after.body.data.render.isCurrent).toBe(false);
    });

    it('refuses to make a PDF of a statement with nothing chosen (400)', async () => {
      const statement = await createStatement(admin, { caseStudies: [], products: [] });
      const response = await call(server, 'POST', `/capability-statements/${statement._id}/renders`, {
        token: admin,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(m.nothingChosen);
    });
  });

  describe('who may use statements', () => {
    it('lets an editor list and make statements, refuses HR (403) and the anonymous (401)', async () => {
      await createStatement(editor);
      const listed = await call(server, 'GET', '/capability-statements', { token: editor });
      expect(listed.status).toBe(200);
      expect(listed.body.data.statements.length).toBeGreaterThan(0);
      const refused = await call(server, 'GET', '/capability-statements', { token: hr });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(MESSAGES.session.forbidden);
      expect(
        (await call(server, 'POST', '/capability-statements', { token: hr, json: statementBody() })).status,
      ).toBe(403);
      expect((await call(server, 'GET', '/capability-statements')).status).toBe(401);
    });

    it('lists newest change first and finds a statement by client or reference', async () => {
      const older = await createStatement(admin, {
        clientName: 'Eastern Rail Depots',
        tenderReference: 'ERD-77',
      });
      const newer = await createStatement(admin, { clientName: 'Western Water Works' });
      const all = await call(server, 'GET', '/capability-statements?limit=2', { token: admin });
      expect(all.body.data.statements.map((item: { _id: string }) => item._id)).toEqual([
        newer._id,
        older._id,
      ]);
      expect(all.body).toMatchObject({ page: 1, limit: 2, hasMore: true });
      const found = await call(server, 'GET', '/capability-statements?q=erd-77', { token: admin });
      expect(found.body.data.statements.map((item: { _id: string }) => item._id)).toEqual([older._id]);
      expect(found.body.total).toBe(1);
    });
  });

  describe('validation', () => {
    it('names an unknown or unpublished case study, an unknown product, too many picks and a bad sector (400)', async () => {
      const unknownId = '0123456789abcdef01234567';
      const post = (overrides: Record<string, unknown>) =>
        call(server, 'POST', '/capability-statements', { token: admin, json: statementBody(overrides) });

      const unknown = await post({ caseStudies: [{ id: unknownId, summary: null }] });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(m.caseStudyUnknown(unknownId));
      expect(unknown.body.errors).toEqual({ caseStudies: m.caseStudyUnknown(unknownId) });

      const unpublished = await post({ caseStudyIds: [draft._id], caseStudies: undefined });
      expect(unpublished.status).toBe(400);
      expect(unpublished.body.message).toBe(m.caseStudyUnknown(draft._id));

      const product = await post({ products: [{ id: unknownId, summary: null }] });
      expect(product.status).toBe(400);
      expect(product.body.message).toBe(m.productUnknown(unknownId));

      const tooMany = await post({
        caseStudyIds: Array.from({ length: MAX_STATEMENT_CASE_STUDIES + 1 }, (_, index) =>
          index.toString(16).padStart(24, '0'),
        ),
        caseStudies: undefined,
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe(m.tooManyCaseStudies);

      const sector = await post({ sector: 'shipbuilding' });
      expect(sector.status).toBe(400);
      expect(sector.body.message).toBe(m.sectorInvalid);
    });
  });

  describe('the public case study PDF', () => {
    it('makes one PDF for twenty visitors asking at once, cached by browsers for five minutes', async () => {
      const fresh = await makeCaseStudy(server, admin, {
        name: 'Offshore wind export cable',
        description: 'Cable rating for a 66 kV export circuit.',
        link: `offshore-cable-${kind}`,
      });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => fetchBytes(server, `/case-studies/${fresh.link}/pdf`)),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('application/pdf');
        expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
        expect(answer.headers.get('content-disposition')).toBe(
          `inline; filename="offshore-cable-${kind}.pdf"`,
        );
      }
      expect(await renderRows(fresh._id)).toHaveLength(1);
      const text = (await pdfPages(answers[0]?.bytes ?? new Uint8Array())).join('\n');
      expect(text).toContain('Offshore wind export cable');
    });

    it('answers 404 for a draft case study and an unknown slug', async () => {
      expect((await fetchBytes(server, `/case-studies/${draft.link}/pdf`)).status).toBe(404);
      expect((await fetchBytes(server, '/case-studies/no-such-study/pdf')).status).toBe(404);
      expect(await renderRows(draft._id)).toHaveLength(0);
    });
  });

  describe('client links', () => {
    async function makeLink(statementId: string, label = 'Jo Smith, procurement') {
      const response = await call(server, 'POST', `/capability-statements/${statementId}/links`, {
        token: admin,
        json: { days: 7, label },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const { link } = response.body.data;
      return { ...link, path: new URL(link.url).pathname } as { _id: string; path: string; url: string };
    }

    it('opens the PDF inline, privately, and records the first and last opening and the count', async () => {
      const statement = await createStatement();
      const link = await makeLink(statement._id);
      expect(link.path).toMatch(/^\/statements\/[A-Za-z0-9_-]{43}$/);
      const stored = await server.services.db.selectFrom('capabilityStatementLinks').selectAll().execute();
      expect(stored.map((row) => row.tokenHash)).not.toContain(link.path.split('/')[2]);

      const first = await fetchBytes(server, link.path);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('application/pdf');
      expect(first.headers.get('content-disposition')).toMatch(/^inline; filename=".+\.pdf"$/);
      expect(first.headers.get('x-robots-tag')).toBe('noindex');
      expect(first.headers.get('cache-control')).toBe('private, no-store');
      expect(first.headers.get('referrer-policy')).toBe('no-referrer');
      expect((await pdfPages(first.bytes))[0]).toContain(CLIENT);
      await fetchBytes(server, link.path);

      const links = await call(server, 'GET', `/capability-statements/${statement._id}/links`, {
        token: admin,
      });
      expect(links.status).toBe(200);
      const [listed] = links.body.data.links;
      expect(listed).toMatchObject({
        _id: link._id,
        label: 'Jo Smith, procurement',
        openCount: 2,
        revokedAt: null,
      });
      expect(listed.url).toBeUndefined();
      expect(listed.firstOpenedAt <= listed.lastOpenedAt).toBe(true);
    });

    it('answers 410 with a short page for an expired, a withdrawn and an unknown link', async () => {
      const statement = await createStatement();
      const expired = await makeLink(statement._id, 'expired');
      const withdrawn = await makeLink(statement._id, 'withdrawn');
      await server.services.db
        .updateTable('capabilityStatementLinks')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', expired._id)
        .execute();
      const revoked = await call(
        server,
        'DELETE',
        `/capability-statements/${statement._id}/links/${withdrawn._id}`,
        {
          token: admin,
        },
      );
      expect(revoked.status).toBe(200);
      expect(revoked.body.data.link.revokedAt).toEqual(expect.any(String));

      for (const path of [
        expired.path,
        withdrawn.path,
        `/statements/${'x'.repeat(43)}`,
        '/statements/short',
      ]) {
        const answer = await fetch(`${server.url}${path}`);
        expect(answer.status, path).toBe(410);
        expect(answer.headers.get('content-type')).toContain('text/html');
        expect(answer.headers.get('x-robots-tag')).toBe('noindex');
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
        expect(await answer.text()).toContain(m.linkInvalid);
      }
      const links = await call(server, 'GET', `/capability-statements/${statement._id}/links`, {
        token: admin,
      });
      expect(links.body.data.links.map((item: { openCount: number }) => item.openCount)).toEqual([0, 0]);
    });
  });

  describe('copy and delete', () => {
    it('copies a statement for the next tender: "Copy of …", the same picks, made by the copier', async () => {
      const statement = await createStatement();
      const copy = await call(server, 'POST', `/capability-statements/${statement._id}/copy`, {
        token: editor,
      });
      expect(copy.status).toBe(201);
      expect(copy.body.message).toBe(m.copied);
      const original = (
        await call(server, 'GET', `/capability-statements/${statement._id}`, { token: admin })
      ).body.data.statement;
      expect(copy.body.data.statement).toMatchObject({
        title: `Copy of ${statement.title}`,
        clientName: CLIENT,
        copiedFromId: statement._id,
        createdByName: 'editor colleague',
        caseStudies: original.caseStudies,
        products: original.products,
        latestRender: null,
      });
      expect(copy.body.data.statement._id).not.toBe(statement._id);
    });

    it('deletes a statement with its links and PDFs: the link answers 410', async () => {
      const statement = await createStatement();
      const response = await call(server, 'POST', `/capability-statements/${statement._id}/links`, {
        token: admin,
        json: {},
      });
      const path = new URL(response.body.data.link.url).pathname;
      const [render] = await renderRows(statement._id);
      expect(render?.fileKey).toEqual(expect.any(String));

      const deleted = await call(server, 'DELETE', `/capability-statements/${statement._id}`, {
        token: admin,
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe(m.deleted);
      const links = await server.services.db
        .selectFrom('capabilityStatementLinks')
        .select('id')
        .where('statementId', '=', statement._id)
        .execute();
      expect(links).toEqual([]);
      expect(await renderRows(statement._id)).toEqual([]);
      expect(await server.services.files.open(render?.fileKey ?? '')).toBeUndefined();
      expect((await fetchBytes(server, path)).status).toBe(410);
      expect(
        (await call(server, 'GET', `/capability-statements/${statement._id}`, { token: admin })).status,
      ).toBe(404);
      expect((await call(server, 'GET', '/capability-statements/not-an-id', { token: admin })).status).toBe(
        404,
      );
    });

    it('records each write in the activity log', async () => {
      const statement = await createStatement();
      const entries = await server.services.db
        .selectFrom('auditLog')
        .select(['action', 'entity'])
        .where('entityId', '=', statement._id)
        .execute();
      expect(entries).toEqual([{ action: 'create', entity: 'capability-statement' }]);
    });
  });

  describe('suggestions', () => {
    it('ranks published case studies by the sector, services and words asked, and says why', async () => {
      const response = await call(
        server,
        'GET',
        '/capability-statements/suggestions?sector=renewables&services=battery-storage-integration&q=inverter',
        { token: editor },
      );
      expect(response.status).toBe(200);
      const [first] = response.body.data.caseStudies;
      expect(first).toMatchObject({ id: chosen[1]?._id, name: 'Solar farm BESS connection' });
      expect(first.reason).toMatch(/^mentions .*BESS/);
      const names = response.body.data.caseStudies.map((item: { name: string }) => item.name);
      expect(names).not.toContain(draft.name);
      const bad = await call(server, 'GET', '/capability-statements/suggestions?sector=shipbuilding', {
        token: editor,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(m.sectorInvalid);
    });
  });

  describe('clean-up', () => {
    it('removes a PDF made over 30 days ago that no link serves and is not the latest, file first', async () => {
      const statement = await createStatement();
      const old = await fetchBytes(server, `/api/capability-statements/${statement._id}/pdf`, admin);
      expect(old.status).toBe(200);
      const [oldRender] = await renderRows(statement._id);
      await call(server, 'PUT', `/capability-statements/${statement._id}`, {
        token: admin,
        json: statementBody({ introduction: 'A second version.' }),
      });
      expect(
        (await fetchBytes(server, `/api/capability-statements/${statement._id}/pdf`, admin)).status,
      ).toBe(200);
      const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
      await server.services.db
        .updateTable('pdfRenders')
        .set({ createdAt: monthAgo })
        .where('subjectId', '=', statement._id)
        .execute();
      const newest = (await renderRows(statement._id)).find((row) => row.id !== oldRender?.id);

      await runHousekeeping(server.services);
      const left = await renderRows(statement._id);
      expect(left.map((row) => row.id)).toEqual([newest?.id]);
      expect(await server.services.files.open(oldRender?.fileKey ?? '')).toBeUndefined();
      expect(await server.services.files.open(newest?.fileKey ?? '')).toBeDefined();
    });
  });
});
