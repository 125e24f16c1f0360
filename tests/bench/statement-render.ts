import { call } from '../support/api-client.ts';
import type { SiteProcess } from '../support/site-process.ts';
import { makeCaseStudy, makeProduct } from '../support/statements.ts';

// `npm run bench`, decision 028: the time and memory to make a capability statement of ten case
// studies with their pictures, and how the site answers meanwhile. The statement is made as the
// dashboard makes it (the sample content's case studies and six more with pictures as big and grainy as
// photographs, four
// products, the shown team, three accreditations), its PDF asked for with POST …/renders and
// followed until done. While it renders, a few visitors keep loading the home page and the open
// jobs; their latency is set beside the same visitors' on an idle site just before.

const VISITORS = 4;
const VISIT_ROUTES = ['/', '/api/jobs?active=true'];

type Latency = { requests: number; p50Ms: number; p99Ms: number; maxMs: number; errors: number };

/** VISITORS fetch loops over VISIT_ROUTES until `isDone()`, with every request's latency. */
async function visitWhile(siteUrl: string, isDone: () => boolean): Promise<Latency> {
  const durations: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, visitor) => {
      for (let turn = visitor; !isDone(); turn += 1) {
        const started = performance.now();
        try {
          const response = await fetch(`${siteUrl}${VISIT_ROUTES[turn % VISIT_ROUTES.length]}`, {
            headers: { 'Accept-Encoding': 'br, gzip' },
          });
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
        } catch {
          errors += 1;
        }
        durations.push(performance.now() - started);
      }
    }),
  );
  durations.sort((a, b) => a - b);
  const at = (p: number) => +(durations[Math.floor(p * (durations.length - 1))] ?? 0).toFixed(1);
  return {
    requests: durations.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: +(durations.at(-1) ?? 0).toFixed(1),
    errors,
  };
}

async function signIn(site: SiteProcess, admin: { email: string; password: string }) {
  const response = await call(site, 'POST', '/auth/login', { json: admin });
  if (response.status !== 200)
    throw new Error(`sign-in: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token as string;
}

/** A statement with ten published case studies (four sample, six made here) and four products. */
async function tenCaseStudyStatement(site: SiteProcess, token: string): Promise<string> {
  const listed = await call(site, 'GET', '/case-studies?limit=50', { token });
  const sampleIds: string[] = listed.body.data.caseStudies.map((study: { _id: string }) => study._id);
  const made: string[] = [];
  for (let index = sampleIds.length; index < 10; index += 1) {
    const study = await makeCaseStudy(site, token, {
      name: `Bench substation reinforcement ${index + 1}`,
      description: 'Reinforcement of a primary substation, with protection studies and commissioning.',
      link: `bench-substation-${index + 1}`,
      isPhotographic: true,
      words: 'Load flow, fault level to IEC 60909 and earthing to BS EN 50522 were studied. '.repeat(20),
    });
    made.push(study._id);
  }
  const products = await call(site, 'GET', '/products?limit=50', { token });
  const productIds: string[] = products.body.data.products.map((product: { _id: string }) => product._id);
  for (let index = productIds.length; index < 4; index += 1) {
    productIds.push(
      (await makeProduct(site, token, { code: `bench-${index}`, title: `Bench panel ${index}` }))._id,
    );
  }
  const accreditationIds: string[] = [];
  for (const name of ['ISO 9001 Quality management', 'ISO 45001 Health and safety', 'Achilles UVDB']) {
    const response = await call(site, 'POST', '/accreditations', {
      token,
      json: { name, issuer: 'BSI', certificateNumber: 'FS 12345', scope: 'Design', expiresOn: '2099-01-01' },
    });
    accreditationIds.push(response.body.data.accreditation._id);
  }
  const content = await call(site, 'GET', '/site-content', {});
  const peopleIds: string[] = (content.body.data.team ?? []).map((person: { id: string }) => person.id);
  const statement = await call(site, 'POST', '/capability-statements', {
    token,
    json: {
      title: 'Grid connection and protection framework',
      clientName: 'Eastern Power Networks',
      tenderReference: 'EPN-2027-014',
      sector: 'utilities',
      caseStudyIds: [...sampleIds, ...made].slice(0, 10),
      productIds: productIds.slice(0, 4),
      accreditationIds,
      peopleIds,
    },
  });
  if (statement.status !== 201)
    throw new Error(`statement: ${statement.status} ${JSON.stringify(statement.body)}`);
  return statement.body.data.statement._id;
}

export async function statementRenderBench(site: SiteProcess, admin: { email: string; password: string }) {
  const token = await signIn(site, admin);
  const statementId = await tenCaseStudyStatement(site, token);

  // The same visitors on the idle site first, for as long as a render takes at most here.
  const idleUntil = performance.now() + 3000;
  const idle = await visitWhile(site.url, () => performance.now() > idleUntil);

  await site.resetPeak();
  const before = await site.memory();
  const started = performance.now();
  const queued = await call(site, 'POST', `/capability-statements/${statementId}/renders`, { token });
  const renderId: string = queued.body.data.render._id;
  let render = queued.body.data.render;
  let isDone = false;
  const following = (async () => {
    while (render.status !== 'done' && render.status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const response = await call(site, 'GET', `/capability-statements/${statementId}/renders/${renderId}`, {
        token,
      });
      render = response.body.data.render;
    }
    isDone = true;
  })();
  const during = await visitWhile(site.url, () => isDone);
  await following;
  const seconds = (performance.now() - started) / 1000;
  const peak = await site.memory();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = await site.memory();
  return {
    status: render.status,
    ...(render.error ? { error: render.error } : {}),
    caseStudies: 10,
    pages: render.pages,
    megabytes: +((render.bytes ?? 0) / 1024 / 1024).toFixed(2),
    secondsToDone: +seconds.toFixed(1),
    rssBeforeMiB: before.rssMiB,
    peakRssMiB: peak.peakMiB,
    rssAfterMiB: after.rssMiB,
    visitorsIdle: idle,
    visitorsWhileRendering: during,
  };
}
