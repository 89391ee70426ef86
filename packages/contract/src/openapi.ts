import { z } from 'zod';
import type { Auth, EndpointMap } from './endpoint.ts';

/**
 * The API document (OpenAPI 3.1) of an endpoint map, built from the same zod schemas the server
 * validates with (zod 4's `z.toJSONSchema`): a POST's payload is its JSON (or multipart) request
 * body, a GET's payload its query parameters; every answer is the envelope {code, message, data}
 * with `data` described by the call's response schema.
 *
 *   openApiDocument({ ...endpoints, ...adminEndpoints, ...demoVenueEndpoints, ...systemEndpoints })
 */

type JsonSchema = { [key: string]: unknown };

export interface OpenApiOptions {
  title?: string;
  version?: string;
  description?: string;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;
  components: { securitySchemes: Record<string, JsonSchema>; schemas: Record<string, JsonSchema> };
}

/** Same pattern as the server's idempotency check (platform/http/idempotency.ts). */
const IDEMPOTENCY_KEY = '^[A-Za-z0-9_.:-]{8,128}$';

const SECURITY: Partial<Record<Auth, string>> = {
  player: 'player',
  agent: 'player',
  operator: 'operator',
  'venue-session': 'venueSession',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // A step that JSON Schema cannot say (a transform's result) is left open rather than refused.
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** The envelope of a success, `data` as the response schema says. */
function successEnvelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { code: { const: 200 }, message: { type: 'string' }, data },
    required: ['code', 'message', 'data'],
  };
}

function tagOf(path: string): string {
  if (path.startsWith('/api/admin/')) return 'operator';
  if (path.startsWith('/venue/')) return 'demo venue';
  if (path.startsWith('/api/pay/callback/') || !path.startsWith('/api/')) return 'system';
  return 'player';
}

/** Fastify's `/a/:name` as OpenAPI's `/a/{name}`, and the names. */
function openApiPath(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  const converted = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path: converted, names };
}

function queryParameters(payload: JsonSchema): JsonSchema[] {
  const properties = (payload.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((payload.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

export function openApiDocument(
  endpoints: EndpointMap,
  options: OpenApiOptions = {},
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const { path, names } = openApiPath(endpoint.path);
    const method = endpoint.method === 'GET' ? 'get' : 'post';
    const payload = jsonSchema(endpoint.payload, 'input');
    const parameters: JsonSchema[] = names.map((param) => ({
      name: param,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (endpoint.idempotent) {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'One per attempt: a repeat answers the first answer and moves nothing.',
        schema: { type: 'string', pattern: IDEMPOTENCY_KEY },
      });
    }
    const operation: OpenApiOperation = {
      operationId: name,
      summary: endpoint.summary,
      tags: [tagOf(endpoint.path)],
      responses: {
        '200': {
          description: 'Success',
          content: {
            'application/json': {
              schema: successEnvelope(jsonSchema(endpoint.response, 'output')),
            },
          },
        },
        default: {
          description: 'Refused: the HTTP status equals `code`; `message` is for the player',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
        },
      },
    };
    const security = SECURITY[endpoint.auth];
    if (security) operation.security = [{ [security]: [] }];
    if (method === 'get') {
      parameters.push(...queryParameters(payload));
    } else {
      // The server reads a missing body as {}: the body is required when {} is refused.
      operation.requestBody = {
        required: !endpoint.payload.safeParse({}).success,
        content: {
          [endpoint.multipart ? 'multipart/form-data' : 'application/json']: { schema: payload },
        },
      };
    }
    if (parameters.length > 0) operation.parameters = parameters;
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${endpoint.method} ${endpoint.path} is declared twice`);
    item[method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'API',
      version: options.version ?? '0.1.0',
      ...(options.description ? { description: options.description } : {}),
    },
    paths,
    components: {
      securitySchemes: {
        player: { type: 'http', scheme: 'bearer', description: 'A player session token' },
        operator: { type: 'http', scheme: 'bearer', description: 'An operator session token' },
        venueSession: { type: 'apiKey', in: 'header', name: 'x-venue-session' },
      },
      schemas: {
        Failure: {
          type: 'object',
          properties: {
            code: { type: 'integer', minimum: 400, maximum: 599 },
            message: { type: 'string' },
            data: {},
          },
          required: ['code', 'message', 'data'],
        },
      },
    },
  };
}
