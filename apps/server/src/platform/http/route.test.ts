import Fastify, { type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '@app/contract/endpoint';
import { endpoints } from '@app/contract/endpoints';
import { MSG } from '@app/contract/messages';
import { answerSchema, serve } from './route.ts';

/**
 * The calls answered through a serialiser compiled from their response schema
 * (`compiledAnswer`): for every answer the schema allows, the text sent is exactly
 * `JSON.stringify` of the envelope — nothing dropped, nothing coerced, same escapes.
 */
const COMPILED: Record<string, Endpoint> = {
  user: endpoints.user,
  refreshUserMoney: endpoints.refreshUserMoney,
  balance: endpoints.balance,
  balanceList: endpoints.balanceList,
};

/** Shapes the contract uses elsewhere, so the serialiser is proven on them too. */
const SHAPES: Record<string, Endpoint> = {
  union: testEndpoint(
    '/union',
    z.object({
      kind: z.union([z.literal('a'), z.literal('b')]),
      value: z.union([z.string(), z.number()]),
      at: z.number().int(),
    }),
  ),
  record: testEndpoint(
    '/record',
    z.object({ totals: z.record(z.string(), z.string()), note: z.string().nullable() }),
  ),
  list: testEndpoint(
    '/list',
    z.array(z.object({ id: z.number(), tags: z.array(z.string()), flag: z.boolean() })),
  ),
};

function testEndpoint(path: string, response: z.ZodType): Endpoint {
  return defineEndpoint({
    method: 'POST',
    path,
    auth: 'none',
    summary: 'test',
    payload: z.object({}),
    response,
  });
}

/** Every caller is let in: the serialisation is what is tested. */
const GUARDS = { none: async () => undefined, player: async () => ({ userId: 1 }) };

type JsonSchema = Record<string, unknown>;

/**
 * Values a JSON Schema (as zod writes it) accepts. Strings include every code unit (lone
 * surrogates, control characters, quotes), numbers every finite double.
 */
function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.anyOf)) {
    return fc.oneof(...(schema.anyOf as JsonSchema[]).map(arbitraryOf));
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type })));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.oneof(
        fc.string({ unit: 'binary' }),
        fc.string(),
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }).map(moneyText),
      );
    case 'integer':
      return fc.maxSafeInteger();
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
    case 'array':
      return fc.array(arbitraryOf(schema.items as JsonSchema), { maxLength: 12 });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
        return fc.dictionary(fc.string(), arbitraryOf(schema.additionalProperties as JsonSchema), {
          maxKeys: 6,
        });
      }
      const required = (schema.required ?? []) as string[];
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value)]),
      );
      return fc.record(shape, {
        requiredKeys: required,
      });
    }
    default:
      throw new Error(`no arbitrary for ${JSON.stringify(schema)}`);
  }
}

/** Money as the answers write it: fen to a 2-place decimal string. */
function moneyText(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

describe('answers serialised from the response schema', () => {
  let app: FastifyInstance;
  let current: unknown;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.decorate('guards', GUARDS as never);
    for (const endpoint of [...Object.values(COMPILED), ...Object.values(SHAPES)]) {
      serve(app, endpoint as Endpoint & { auth: 'none' }, () => current as never, {
        compiledAnswer: true,
      });
    }
    await app.ready();
  });
  afterAll(() => app.close());

  async function sent(endpoint: Endpoint, data: unknown): Promise<string> {
    current = data;
    const response = await app.inject({ method: 'POST', url: endpoint.path, payload: {} });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  const envelope = (data: unknown) => JSON.stringify({ code: 200, message: MSG.ok, data });

  for (const [name, endpoint] of Object.entries({ ...COMPILED, ...SHAPES })) {
    it(`${name}: every answer its schema allows is sent as JSON.stringify sends it`, async () => {
      const arbitrary = arbitraryOf(
        (answerSchema(endpoint.response).properties as Record<string, JsonSchema>).data!,
      );
      await fc.assert(
        fc.asyncProperty(arbitrary, async (answer) => {
          expect(await sent(endpoint, answer)).toBe(envelope(answer));
        }),
        { numRuns: 150 },
      );
    });
  }

  it('keeps money strings, nulls and the order of the fields as the handler wrote them', async () => {
    const list = [
      { platname: 'house', name: '自营游戏', category: 'chess', balance: '1234.50' },
      { platname: 'yuanshan', name: '远山棋牌', category: 'slots', balance: null },
      { platname: 'x"y', name: '\u0000\ud800', category: '', balance: '-0.01' },
    ];
    expect(await sent(endpoints.balanceList, list)).toBe(envelope(list));
    expect(await sent(endpoints.balance, { balance: '9007199254740993.99' })).toBe(
      envelope({ balance: '9007199254740993.99' }),
    );
  });

  it('declares the money fields as strings, as the contract does', () => {
    // userInfo's money fields are strings: a schema of numbers here would coerce "0.10" to 0.1.
    const schema = answerSchema(endpoints.user.response) as {
      properties: { data: { properties: Record<string, { type: string }> } };
    };
    for (const field of ['balance', 'gameblance', 'paysum', 'withdrawcashfee']) {
      expect(schema.properties.data.properties[field]!.type).toBe('string');
    }
  });

  it('refuses a schema JSON Schema cannot state', () => {
    expect(() => answerSchema(z.object({ at: z.date() }))).toThrow();
    expect(() => answerSchema(z.bigint())).toThrow();
  });

  it('refuses optional properties: the compiled serialiser would move them after the others', () => {
    // fast-json-stringify writes {"id":0,"flag":false,"tag":""} for {id, tag, flag}.
    expect(() =>
      answerSchema(z.array(z.object({ id: z.number(), tag: z.string().optional() }))),
    ).toThrow(/"tag" is optional/);
  });

  it('keeps JSON.stringify for errors: an error envelope is not cut to the success schema', async () => {
    const app2 = Fastify({ logger: false });
    app2.decorate('guards', GUARDS as never);
    serve(
      app2,
      endpoints.balance as Endpoint as Endpoint & { auth: 'none' },
      () => {
        throw Object.assign(new Error('x'), { statusCode: 409 });
      },
      { compiledAnswer: true },
    );
    const response = await app2.inject({ method: 'POST', url: endpoints.balance.path });
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: 409, message: 'x' });
    await app2.close();
  });
});
