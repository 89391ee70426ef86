import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type EndpointMap } from './endpoint.ts';
import { adminEndpoints, demoVenueEndpoints, endpoints, systemEndpoints } from './endpoints.ts';
import { openApiDocument, type OpenApiOperation } from './openapi.ts';

const everything: EndpointMap = {
  ...endpoints,
  ...adminEndpoints,
  ...demoVenueEndpoints,
  ...systemEndpoints,
};
const document = openApiDocument(everything, { title: '星河娱乐 API', version: '1.0.0' });

function operation(path: string, method: 'get' | 'post'): OpenApiOperation {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
}

/** The value at a path of keys inside a JSON value (undefined when a step is missing). */
function dig(value: unknown, ...keys: string[]): unknown {
  let at = value;
  for (const key of keys) at = (at as Record<string, unknown> | undefined)?.[key];
  return at;
}

/** The schema of `data` in the 200 answer. */
const dataSchema = (op: OpenApiOperation) =>
  dig(op.responses['200'], 'content', 'application/json', 'schema', 'properties', 'data');
/** The schema of the request body of that media type. */
const bodySchema = (op: OpenApiOperation, media = 'application/json') =>
  dig(op.requestBody, 'content', media, 'schema');

describe('openApiDocument', () => {
  test('is an OpenAPI 3.1 document that survives JSON unchanged', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toEqual({ title: '星河娱乐 API', version: '1.0.0' });
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  test('every endpoint of every map appears once, under its method and path', () => {
    const maps = [endpoints, adminEndpoints, demoVenueEndpoints, systemEndpoints];
    const count = maps.reduce((n, map) => n + Object.keys(map).length, 0);
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(count);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(count);
    for (const [name, endpoint] of Object.entries(everything)) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const op = operation(path, endpoint.method === 'GET' ? 'get' : 'post');
      expect(op.operationId).toBe(name);
      expect(op.summary).toBe(endpoint.summary);
    }
  });

  test('every schema in it is a JSON Schema object', () => {
    const isSchema = (value: unknown) =>
      typeof value === 'object' && value !== null && !Array.isArray(value);
    for (const item of Object.values(document.paths)) {
      for (const op of Object.values(item)) {
        expect(isSchema(dataSchema(op)), op.operationId).toBe(true);
        const body = op.requestBody?.content as Record<string, { schema: unknown }> | undefined;
        for (const media of Object.values(body ?? {})) expect(isSchema(media.schema)).toBe(true);
        for (const parameter of op.parameters ?? []) expect(isSchema(parameter.schema)).toBe(true);
      }
    }
  });

  test('a POST payload is the request body; its answer is the envelope with data', () => {
    const login = operation('/api/login_pc', 'post');
    expect(dig(bodySchema(login), 'properties', 'name')).toMatchObject({
      type: 'string',
      maxLength: 64,
    });
    expect(login.security).toBeUndefined();
    const answer = dig(login.responses['200'], 'content', 'application/json', 'schema');
    expect(dig(answer, 'properties', 'code')).toEqual({ const: 200 });
    expect(dig(answer, 'required')).toEqual(['code', 'message', 'data']);
    expect(dataSchema(login)).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['api_token', 'token', 'is_guest']),
    });
  });

  test('money fields accept a number or a string; answers carry money as strings', () => {
    const transfer = operation('/api/transfer', 'post');
    expect(dig(bodySchema(transfer), 'properties', 'amount', 'anyOf')).toEqual(
      expect.arrayContaining([{ type: 'number' }, expect.objectContaining({ type: 'string' })]),
    );
    expect(dig(dataSchema(operation('/api/balance', 'post')), 'properties', 'balance')).toEqual({
      type: 'string',
    });
  });

  test('a GET payload becomes query parameters; an empty one none', () => {
    const captcha = operation('/api/captcha', 'get');
    expect(captcha.requestBody).toBeUndefined();
    expect(captcha.parameters).toBeUndefined();

    const search = openApiDocument({
      search: defineEndpoint({
        method: 'GET',
        path: '/api/search',
        auth: 'none',
        summary: 'A search',
        payload: z.object({ q: z.string().max(20), page: z.number().optional() }),
        response: z.array(z.string()),
      }),
    }).paths['/api/search']?.get;
    expect(search?.requestBody).toBeUndefined();
    expect(search?.parameters).toEqual([
      { name: 'q', in: 'query', required: true, schema: { type: 'string', maxLength: 20 } },
      { name: 'page', in: 'query', required: false, schema: { type: 'number' } },
    ]);
  });

  test('money calls take an Idempotency-Key header; player calls a bearer token', () => {
    const withdraw = operation('/api/withdraw', 'post');
    expect(withdraw.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
    expect(withdraw.security).toEqual([{ player: [] }]);
    expect(operation('/api/balance', 'post').parameters).toBeUndefined();
    expect(operation('/api/admin/deposits', 'post').security).toEqual([{ operator: [] }]);
  });

  test('path parameters, uploads and lists', () => {
    const callback = operation('/api/pay/callback/{provider}', 'post');
    expect(callback.parameters).toContainEqual({
      name: 'provider',
      in: 'path',
      required: true,
      schema: { type: 'string' },
    });
    const upload = operation('/api/uploadToOss', 'post');
    expect(upload.requestBody).toMatchObject({ required: true });
    expect(dig(bodySchema(upload, 'multipart/form-data'), 'properties', 'file')).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    const records = dataSchema(operation('/api/gettransrecord', 'post'));
    expect(dig(records, 'required')).toEqual(['data', 'total', 'current_page', 'last_page']);
    expect(dig(records, 'properties', 'data', 'type')).toBe('array');
  });
});
