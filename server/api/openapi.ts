import { z } from 'zod';
import type { ApiRoutes } from './route';

const ERROR_SCHEMA = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

function parameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' ? true : (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** The OpenAPI 3.1 document, generated from the routes' zod schemas. */
export function openApiDocument(routes: ApiRoutes, info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes.documented) {
    const path = `${routes.prefix}${route.url}`.replace(/:([A-Za-z]+)/g, '{$1}');
    const responses: Record<string, unknown> = {
      200: {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
      },
      422: { description: 'Validation failed', content: { 'application/json': { schema: ERROR_SCHEMA } } },
      500: {
        description: 'Oops.. looks like something went wrong',
        content: { 'application/json': { schema: ERROR_SCHEMA } },
      },
    };
    if (route.method !== 'GET') {
      responses[419] = {
        description: 'XSRF token missing or wrong',
        content: { 'application/json': { schema: ERROR_SCHEMA } },
      };
    }
    for (const [status, description] of Object.entries(route.errors)) {
      responses[status] = { description, content: { 'application/json': { schema: ERROR_SCHEMA } } };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      tags: route.tags,
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info,
    components: {
      securitySchemes: {
        xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        session: { type: 'apiKey', in: 'cookie', name: 'pf_session' },
      },
    },
    paths,
  };
}
