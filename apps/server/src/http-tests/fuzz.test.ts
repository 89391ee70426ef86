import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint, EndpointMap } from '@app/contract/endpoint';
import {
  adminEndpoints,
  demoVenueEndpoints,
  endpoints,
  systemEndpoints,
} from '@app/contract/endpoints';
import { verifyLedger } from '../modules/ledger/index.ts';
import { DEMO_OPERATOR, ensureOperator } from '../modules/operators/index.ts';
import { call, registerPlayer, startTestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';

/**
 * Contract-driven fuzzing (the item 9): every endpoint of every map gets at least
 * MIN_CASES malformed payloads — broken bodies, every field with wrong types, text PostgreSQL
 * cannot store, sizes past every column, and random values from fast-check — with and without the
 * caller's credentials. No answer may be a 5xx, and every answer must be the envelope whose code
 * is the HTTP status. The ledger's invariants still hold afterwards.
 */
const MIN_CASES = 30;
const MAPS: Record<string, EndpointMap> = {
  player: endpoints,
  admin: adminEndpoints,
  demoVenue: demoVenueEndpoints,
  system: systemEndpoints,
};

interface Case {
  label: string;
  /** A JSON text, or a value to send as JSON (GET: as the query). */
  body: string | unknown;
  /** Send the caller's credentials. */
  auth: boolean;
}

/** The payload's fields as the JSON schema of its input names them. */
function fieldsOf(endpoint: Endpoint): string[] {
  try {
    const schema = z.toJSONSchema(endpoint.payload, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(schema.properties ?? {});
  } catch {
    return [];
  }
}

const LONG = 'x'.repeat(70_000);
const BAD_VALUES: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['a fraction', 0.1234567],
  ['an unsafe integer', 2 ** 60],
  ['an array', [1, 'a', null]],
  ['an object', { nested: { deeper: ['x'] } }],
  ['an empty string', ''],
  ['a NUL', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
  ['a 70,000-character string', LONG],
  ['a number as text past 2 places', '12.345'],
  ['a SQL fragment', "'; drop table users; --"],
  ['emoji', '🎰'.repeat(40)],
];

const WHOLE_BODIES: [string, string][] = [
  ['broken JSON', '{"a": '],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"text"'],
  ['a JSON number', '42'],
  ['JSON null', 'null'],
  ['deep nesting', '{"a":'.repeat(500) + '1' + '}'.repeat(500)],
  ['a NUL key', '{"a\\u0000":1}'],
];

function casesFor(endpoint: Endpoint): Case[] {
  const fields = fieldsOf(endpoint);
  const cases: Case[] = [];
  for (const auth of [true, false]) {
    for (const [label, body] of WHOLE_BODIES) cases.push({ label, body, auth });
  }
  for (const field of fields) {
    for (const [label, value] of BAD_VALUES) {
      cases.push({ label: `${field} = ${label}`, body: { [field]: value }, auth: true });
    }
  }
  // Every field bad at once, and random values from fast-check (a fixed seed: the same each run).
  for (const [label, value] of BAD_VALUES) {
    cases.push({
      label: `every field = ${label}`,
      body: Object.fromEntries(fields.map((f) => [f, value])),
      auth: true,
    });
  }
  const random = fc.sample(
    fc.dictionary(
      fc.constantFrom(...fields, 'extra', '__proto__', 'constructor'),
      fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: false }),
    ),
    { numRuns: Math.max(10, MIN_CASES - cases.length), seed: 20261123 },
  );
  random.forEach((body, index) => cases.push({ label: `random #${index}`, body, auth: true }));
  return cases;
}

function urlOf(endpoint: Endpoint, query?: unknown): string {
  const path = endpoint.path.replace(/:(\w+)/g, 'fuzz');
  if (endpoint.method !== 'GET' || query === null || typeof query !== 'object') return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    params.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  }
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

describe.each(TEST_DATABASES)('fuzzing every endpoint of the map on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const credentials: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, { paySandbox: true });
    const player = await registerPlayer(t.app, `fuzz${kind.slice(0, 2)}${Date.now() % 100_000}`);
    await ensureOperator(t.ctx, DEMO_OPERATOR.name, DEMO_OPERATOR.password);
    const operator = await call(t.app, '/api/admin/login', {
      name: DEMO_OPERATOR.name,
      password: DEMO_OPERATOR.password,
    });
    const launch = await call(
      t.app,
      '/api/getGameUrl',
      { plat_name: 'demo4', game_code: 'slot-fruit', game_type: 3 },
      player,
    );
    const venueSession =
      new URL(String(launch.data?.url ?? '/?t='), 'http://x').searchParams.get('t') ?? '';
    credentials.player = { authorization: `Bearer ${player}` };
    credentials.admin = { authorization: `Bearer ${operator.data.token}` };
    credentials.demoVenue = { 'x-venue-session': venueSession };
    credentials.system = {};
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((check) => !check.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  for (const [area, map] of Object.entries(MAPS)) {
    for (const [name, endpoint] of Object.entries(map)) {
      it(`${area}.${name} (${endpoint.method} ${endpoint.path})`, async () => {
        const cases = casesFor(endpoint);
        expect(cases.length).toBeGreaterThanOrEqual(MIN_CASES);
        const failures: string[] = [];
        for (const c of cases) {
          const headers: Record<string, string> = {
            'content-type': 'application/json',
            ...(c.auth ? credentials[area] : {}),
          };
          const text = typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
          const response =
            endpoint.method === 'GET'
              ? await t.app.inject({
                  method: 'GET',
                  url: urlOf(endpoint, typeof c.body === 'string' ? undefined : c.body),
                  headers,
                })
              : await t.app.inject({
                  method: 'POST',
                  url: urlOf(endpoint),
                  headers,
                  payload: text,
                });
          let envelope: { code?: unknown; message?: unknown } | undefined;
          try {
            envelope = response.json();
          } catch {
            envelope = undefined;
          }
          const ok =
            response.statusCode < 500 &&
            envelope !== undefined &&
            envelope.code === response.statusCode &&
            typeof envelope.message === 'string';
          if (!ok)
            failures.push(`${c.label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
        expect(failures).toEqual([]);
      });
    }
  }
});
