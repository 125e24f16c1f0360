import { Hono } from 'hono';
import { z } from 'zod';
import { LIST_LIMIT, MAX_LIST_LIMIT, MAX_LIST_OFFSET } from '../../domain/list-page.ts';
import { publishingFields } from '../../domain/publishing.ts';
import type { AppEnv } from './app-env.ts';
import type { Body } from './openapi-operation.ts';
import { OPERATIONS } from './openapi-operations.ts';

// GET /api/openapi.json: the API described from the very zod schemas the handlers parse with,
// so the description cannot drift from the validation. tests/api/openapi.test.ts checks that
// every route the server registers is described here, and nothing more.

function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

function requestBody(body: Body) {
  if (body.kind === 'beacon') {
    const schema = toJsonSchema(body.schema);
    return {
      required: true,
      description: `At most ${body.maxBytes / 1024} KB (413 past it); JSON declared text/plain (as navigator.sendBeacon sends a string) or application/json (415 otherwise). An event that is not valid JSON or not one the schema allows is not recorded, and still answered 204. ${body.rateLimit}`,
      content: { 'text/plain': { schema }, 'application/json': { schema } },
    };
  }
  if (body.kind === 'json') {
    return {
      required: true,
      description: 'At most 256 KB (413 past it); declared application/json (415 otherwise).',
      content: { 'application/json': { schema: toJsonSchema(body.schema) } },
    };
  }
  const fields = toJsonSchema(body.schema);
  const publishing = body.isPublishable ? toJsonSchema(z.object(publishingFields)) : {};
  const properties: Record<string, unknown> = {
    ...(typeof fields.properties === 'object' ? fields.properties : {}),
    ...(typeof publishing.properties === 'object' ? publishing.properties : {}),
  };
  for (const [name, file] of Object.entries(body.files)) {
    properties[name] = {
      type: 'string',
      format: 'binary',
      description: `${file.accept}${file.isRequired ? ' (required)' : ''}`,
    };
  }
  const patternProperties: Record<string, unknown> = {};
  for (const run of body.numberedFiles ?? []) {
    patternProperties[`^${run.prefix}(0|[1-9][0-9]*)$`] = {
      type: 'string',
      format: 'binary',
      description: `${run.description} ${run.accept}; at most ${run.maxFiles} (${run.prefix}0 to ${run.prefix}${run.maxFiles - 1}), 413 past that.`,
    };
  }
  const schema = {
    type: 'object',
    properties,
    ...(Object.keys(patternProperties).length > 0 ? { patternProperties } : {}),
  };
  return {
    required: true,
    ...(body.description ? { description: body.description } : {}),
    content: { 'multipart/form-data': { schema } },
  };
}

function hasFixedValues(field: z.ZodType): boolean {
  return Array.isArray(toJsonSchema(field).enum);
}

// Decision 019: the paged lists' `page` and `limit`, as domain/list-page.ts reads them.
const PAGE_PARAMETERS: Record<string, { schema: Record<string, unknown>; description: string }> = {
  page: {
    schema: { type: 'integer', minimum: 1, default: 1 },
    description:
      `The page, from 1. Not a whole number of 1 or more: 400. A page may start at most ${MAX_LIST_OFFSET} ` +
      'rows in (narrow the list to reach further): 400 naming the last page for the limit. Past the ' +
      'last page: an empty list with the totals.',
  },
  limit: {
    schema: { type: 'integer', minimum: 1, default: LIST_LIMIT, maximum: MAX_LIST_LIMIT },
    description:
      `Rows a page holds; default ${LIST_LIMIT}, so a caller that sends neither gets the whole list ` +
      `while it is that short. More than ${MAX_LIST_LIMIT} is served as ${MAX_LIST_LIMIT}; not a whole ` +
      'number of 1 or more: 400.',
  },
};

const PAGED_ANSWER = 'total (rows in the whole list), page, limit (as served), totalPages, hasMore';

/** A query parameter; one with a fixed set of values says that anything else is refused. */
function queryParameter(name: string, field: z.ZodType, isPaged: boolean) {
  const paging = isPaged ? PAGE_PARAMETERS[name] : undefined;
  if (paging) return { name, in: 'query', required: false, ...paging };
  const schema = toJsonSchema(field);
  const isFixed = hasFixedValues(field);
  return {
    name,
    in: 'query',
    required: false,
    schema: Object.keys(schema).length > 0 ? schema : { type: 'string' },
    ...(isFixed
      ? { description: 'Blank means no filter; any other value is answered 400 with the allowed ones.' }
      : {}),
  };
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export function buildOpenApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const parameters = [
      ...[...op.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
        name: match[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...Object.entries(op.query?.shape ?? {}).map(([name, field]) =>
        queryParameter(name, field, op.isPaged === true),
      ),
    ];
    const hasFixedQuery = Object.values(op.query?.shape ?? {}).some(hasFixedValues);
    const answer = op.answers
      ? `{ success: true, data: { ${op.answers} }${op.isPaged ? `, ${PAGED_ANSWER}` : ''} }`
      : '{ success: true }';
    const pathItem = paths[op.path] ?? {};
    paths[op.path] = pathItem;
    pathItem[op.method] = {
      summary: op.summary,
      ...(op.isAdminOnly ? { security: [{ bearer: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body ? { requestBody: requestBody(op.body) } : {}),
      responses: {
        [op.isNoContent ? '204' : op.method === 'post' && op.answers && !op.isChange ? '201' : '200']:
          op.isNoContent
            ? { description: 'No content, and no cookie' }
            : op.file
              ? {
                  description: 'A file',
                  content: { [op.file]: { schema: { type: 'string', format: 'binary' } } },
                }
              : { description: answer },
        ...(op.body && op.body.kind !== 'beacon'
          ? { 400: errorResponse('Validation failed: message and errors by field') }
          : {}),
        ...(hasFixedQuery || op.isPaged
          ? {
              400: errorResponse(
                op.isPaged
                  ? 'A page or limit that is not a whole number of 1 or more, a page too deep, or a filter value outside the allowed ones; the message says which'
                  : 'A query value outside the allowed ones; the message lists them',
              ),
            }
          : {}),
        ...(op.isAdminOnly ? { 401: errorResponse('Authentication required') } : {}),
        ...(op.path.includes('{') ? { 404: errorResponse('Not found') } : {}),
        ...(op.body
          ? {
              413: errorResponse('The body, or one of its files, is past its limit'),
              415: errorResponse(
                op.body.kind === 'json'
                  ? 'The body is not declared application/json'
                  : op.body.kind === 'beacon'
                    ? 'The body is declared neither text/plain nor application/json'
                    : 'The body is not multipart/form-data, or a file is not of an accepted type',
              ),
            }
          : {}),
        ...(op.body?.kind === 'beacon' ? { 429: errorResponse('Past the rate limit') } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Website API',
      version: '1.0.0',
      description: 'Public content, enquiries, applications and the staff dashboard.',
    },
    servers: [{ url: `${serverUrl}/api` }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['success', 'message'],
          properties: {
            success: { const: false },
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
    paths,
  };
}

export function openApiRoutes() {
  let cached: ReturnType<typeof buildOpenApiDocument> | undefined;
  return new Hono<AppEnv>().get('/', (c) => {
    cached ??= buildOpenApiDocument(c.var.services.config.publicUrl);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(cached);
  });
}
