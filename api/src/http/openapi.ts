import { toOpenApiPath, type RouteDef } from '@cypher/contracts';
import type { TSchema } from './validator.js';

type JsonObject = Record<string, unknown>;

/** TypeBox schemas carry symbol keys; a JSON round trip keeps only the JSON Schema. */
const plain = (schema: TSchema): JsonObject => JSON.parse(JSON.stringify(schema)) as JsonObject;

function parameters(schema: TSchema | undefined, location: 'path' | 'query'): JsonObject[] {
  if (!schema) return [];
  const json = plain(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    ...(property.description ? { description: property.description } : {}),
    schema: property,
  }));
}

const errorResponse = {
  description: 'Error: `{ error: { code, message, details } }`',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'message'],
            properties: { code: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } },
          },
        },
      },
    },
  },
};

/** What a route answers: JSON, or the media type its text response names (CSV, iCalendar, server-sent events). */
function mediaType(response: TSchema): string {
  const declared = (response as { contentMediaType?: unknown }).contentMediaType;
  return typeof declared === 'string' ? declared : 'application/json';
}

/** The OpenAPI 3.1 document of the routes that are actually bound. */
export function buildOpenApi(routes: RouteDef[], info: { title: string; version: string }): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: route.name,
      summary: route.summary,
      ...(route.access === 'signedIn' ? { security: [{ bearer: [] }] } : {}),
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: plain(route.body) } } } } : {}),
      responses: {
        '200': { description: 'OK', content: { [mediaType(route.response)]: { schema: plain(route.response) } } },
        default: errorResponse,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  };
}
