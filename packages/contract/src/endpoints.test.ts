import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { adminRoutes, demoVenueRoutes, playerRoutes, systemRoutes } from './endpoint-routes.ts';
import type { EndpointMap } from './endpoint.ts';
import {
  adminAreas,
  adminEndpoints,
  demoVenueAreas,
  demoVenueEndpoints,
  endpoints,
  playerAreas,
  systemAreas,
  systemEndpoints,
} from './endpoints.ts';

const maps: [string, Record<string, object>, EndpointMap][] = [
  ['player', playerRoutes, endpoints],
  ['admin', adminRoutes, adminEndpoints],
  ['demo venue', demoVenueRoutes, demoVenueEndpoints],
  ['system', systemRoutes, systemEndpoints],
];

const everyEndpoint = maps.flatMap(([, , map]) => Object.values(map));

describe('the endpoint map', () => {
  test('each call is declared once: no two share a method and path', () => {
    const keys = everyEndpoint.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test.each(maps)('%s: every route has its schemas, with the same route', (_name, routes, map) => {
    expect(Object.keys(map).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, route] of Object.entries(routes)) {
      const { payload, response, auth, summary, ...rest } = map[name]!;
      expect(rest).toEqual(route);
      expect(summary).not.toBe('');
      expect([
        'none',
        'player',
        'agent',
        'operator',
        'venue-session',
        'signature',
        'provider',
      ]).toContain(auth);
      expect(typeof payload.safeParse).toBe('function');
      expect(typeof response.safeParse).toBe('function');
    }
  });

  test('paths follow DESIGN §4: the spec under /api, ours under their own prefixes', () => {
    for (const e of Object.values(endpoints)) expect(e.path).toMatch(/^\/api\/[A-Za-z_/]+$/);
    for (const e of Object.values(adminEndpoints)) {
      expect(e.path).toMatch(/^\/api\/admin\//);
      // POST, but for the job runs the operator reads (GET /api/admin/jobs, named so by its issue).
      expect(e.method).toBe(e.path === '/api/admin/jobs' ? 'GET' : 'POST');
    }
    for (const e of Object.values(demoVenueEndpoints))
      expect(e.path).toMatch(/^\/venue\/demo\/api\//);
  });

  test('the calls that move money are the ones that take an Idempotency-Key', () => {
    const idempotent = everyEndpoint.filter((e) => e.idempotent).map((e) => e.path);
    expect(idempotent.sort()).toEqual(
      [
        '/api/getGameUrl',
        '/api/getGametgUrl',
        '/api/lotteryOrder',
        '/api/house/slot/spin',
        '/api/house/table/bet',
        '/api/house/fishing/shoot',
        '/api/house/cards/play',
        '/api/sports/bet',
        '/api/dofanshui',
        '/api/douserredpacket',
        '/api/recharge',
        '/api/transall',
        '/api/transfer',
        '/api/uploadform',
        '/api/withdraw',
      ].sort(),
    );
    for (const e of everyEndpoint.filter((e) => e.idempotent)) expect(e.auth).toBe('player');
  });

  test('an empty payload is accepted where the payload schema is `empty`', () => {
    expect(endpoints.balance.payload.safeParse(undefined).success).toBe(true);
    expect(endpoints.balance.payload.safeParse({ extra: 1 }).success).toBe(true);
  });

  test('responses are plain data: a success answer parses to itself', () => {
    const answer = { balance: '12.50' };
    expect(endpoints.balance.response.parse(answer)).toEqual(answer);
    expect(endpoints.logoff.response.safeParse(null).success).toBe(true);
    expect(endpoints.balance.response.safeParse({ balance: 12.5 }).success).toBe(false);
  });

  test('the routes module and the endpoint types load no zod at run time (first-route bundle)', () => {
    for (const file of ['endpoint-routes.ts', 'endpoint.ts', 'dice-picks.ts', 'wire.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const valueImports = source
        .split('\n')
        .filter((line) => /^import\s/.test(line) && !/^import type\s/.test(line));
      expect(valueImports, file).toEqual([]);
    }
  });
});

const areaMaps: [string, Readonly<Record<string, EndpointMap>>, EndpointMap][] = [
  ['player', playerAreas, endpoints],
  ['admin', adminAreas, adminEndpoints],
  ['demo venue', demoVenueAreas, demoVenueEndpoints],
  ['system', systemAreas, systemEndpoints],
];

describe('the areas (areas/*.ts) and the maps that spread them', () => {
  test.each(areaMaps)('%s: no call is in two areas', (_name, areas) => {
    const seen = new Map<string, string>();
    for (const [area, calls] of Object.entries(areas)) {
      for (const call of Object.keys(calls)) {
        expect(seen.get(call), `${call} is in ${seen.get(call)} and ${area}`).toBeUndefined();
        seen.set(call, area);
      }
    }
  });

  test.each(areaMaps)("%s: the map's calls are exactly the areas' calls", (_name, areas, map) => {
    const fromAreas = Object.values(areas).flatMap((calls) => Object.entries(calls));
    expect(Object.keys(map).sort()).toEqual(fromAreas.map(([call]) => call).sort());
    // The map holds each area's own declaration, not a copy that could drift.
    for (const [call, endpoint] of fromAreas) expect(map[call]).toBe(endpoint);
  });

  test('every file under areas/ is one area, spread into one map under its file name', async () => {
    const files = readdirSync(new URL('areas/', import.meta.url)).filter((f) => f.endsWith('.ts'));
    const registered = areaMaps.flatMap(([, areas]) => Object.entries(areas));
    expect(registered.map(([area]) => `${area}.ts`).sort()).toEqual([...files].sort());
    for (const file of files) {
      const module = (await import(`./areas/${file}`)) as Record<string, unknown>;
      const exported = Object.values(module);
      expect(exported, `${file} exports one area`).toHaveLength(1);
      const [area] = registered.find(([name]) => `${name}.ts` === file)!;
      const owner = registered.filter(([, calls]) => calls === exported[0]);
      expect(
        owner.map(([name]) => name),
        file,
      ).toEqual([area]);
    }
  });
});
