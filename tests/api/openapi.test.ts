import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { OPERATIONS } from '../../server/http/openapi-operations.ts';
import { call } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';

describe('GET /api/openapi.json', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer('sqlite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('describes every route the server registers under /api, and no route it does not', () => {
    const app = createApp(server.services);
    const registered = new Set(
      app.routes
        .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
        .map(
          (route) =>
            `${route.method.toLowerCase()} ${route.path.slice('/api'.length).replace(/:(\w+)/g, '{$1}')}`,
        ),
    );
    const described = new Set(OPERATIONS.map((op) => `${op.method} ${op.path}`));
    expect([...registered].sort()).toEqual([...described].sort());
  });

  it('answers an OpenAPI 3.1 document whose request bodies come from the zod schemas', async () => {
    const response = await call(server, 'GET', '/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const contact = response.body.paths['/contact'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(contact.properties).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'message',
      'phone',
    ]);
    const job = response.body.paths['/jobs'].post.requestBody.content['application/json'].schema;
    expect(job.properties.title.maxLength).toBe(100);
    expect(job.properties.country.enum).toEqual(['United Kingdom', 'India', 'Uzbekistan']);
    expect(job.properties.closingDate).toMatchObject({ type: 'string', format: 'date' });
    expect(job.required).not.toContain('closingDate');
    expect(response.body.paths['/applications'].get.security).toEqual([{ bearer: [] }]);
    const upload = response.body.paths['/gallery'].post.requestBody.content['multipart/form-data'].schema;
    expect(upload.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    for (const method of ['post', 'put']) {
      const caseStudy =
        response.body.paths[method === 'post' ? '/case-studies' : '/case-studies/{id}'][method].requestBody;
      expect(caseStudy.description).toContain('sectionImage<n>');
      const form = caseStudy.content['multipart/form-data'].schema;
      expect(form.properties.cardImage).toMatchObject({ type: 'string', format: 'binary' });
      expect(form.patternProperties['^sectionImage(0|[1-9][0-9]*)$']).toMatchObject({
        type: 'string',
        format: 'binary',
        description: expect.stringContaining('at most 24'),
      });
    }
    expect(upload.properties.alt).toMatchObject({ type: 'string', maxLength: 250 });
    // Decision 029: the public beacon takes text/plain or JSON, answers 204, and refuses nothing it reads.
    const beacon = response.body.paths['/insights/events'].post;
    expect(beacon.security).toBeUndefined();
    expect(Object.keys(beacon.requestBody.content).sort()).toEqual(['application/json', 'text/plain']);
    expect(beacon.requestBody.content['text/plain'].schema.properties.kind.enum).toEqual([
      'application-step',
      'download',
      'outbound',
    ]);
    expect(Object.keys(beacon.responses).sort()).toEqual(['204', '413', '415', '429']);
    expect(
      response.body.paths['/gallery/{id}'].put.requestBody.content['multipart/form-data'].schema.properties
        .alt,
    ).toBeDefined();
  });
});
