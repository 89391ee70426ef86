import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { expect, test } from 'vitest';
import type { EndpointMap } from './endpoint.ts';
import { adminAreas, demoVenueAreas, playerAreas, systemAreas } from './endpoints.ts';

/**
 * endpoint-routes.ts is the zod-free view of the endpoint map that clients import (method, path,
 * `idempotent`, `multipart`): it is written from the areas (areas/*.ts), never by hand, and this
 * test fails when it no longer says what the areas say. After adding or changing a call, rewrite it:
 *
 *   WRITE_ROUTES=1 npx vitest run packages/contract/src/endpoint-routes.test.ts
 */

const file = fileURLToPath(new URL('endpoint-routes.ts', import.meta.url));

const HEADER = `// Written from areas/*.ts by endpoint-routes.test.ts; do not edit. After changing an area:
// WRITE_ROUTES=1 npx vitest run packages/contract/src/endpoint-routes.test.ts
import type { EndpointRefs, Route } from './endpoint.ts';
import type {
  adminEndpoints,
  demoVenueEndpoints,
  endpoints,
  systemEndpoints,
} from './endpoints.ts';

/**
 * Where every call lives and how a client sends it (method, path; \`idempotent\`: it moves money
 * and takes an Idempotency-Key; \`multipart\`: form data), without schemas: this module loads no
 * zod, so the player app's screens import it (the first route must not carry the schemas, DESIGN
 * §10). \`calls\`, \`adminCalls\`, \`demoVenueCalls\` and \`systemCalls\` at the end are these same
 * objects typed by the schemas of endpoints.ts, for clients (\`PayloadOf<typeof calls.balance>\`).
 * Names follow the spec's paths (\`/api/getcard\` is \`getCard\`).
 */
`;

const FOOTER = `
// ---- the same routes, typed by their schemas, for clients ----------------------------------------

/** The player app's calls: \`call(calls.balance)\`; types from endpoints.ts, no zod at run time. */
export const calls: EndpointRefs<typeof endpoints> = playerRoutes;
export const adminCalls: EndpointRefs<typeof adminEndpoints> = adminRoutes;
export const demoVenueCalls: EndpointRefs<typeof demoVenueEndpoints> = demoVenueRoutes;
export const systemCalls: EndpointRefs<typeof systemEndpoints> = systemRoutes;
`;

const tables: [name: string, title: string, areas: Readonly<Record<string, EndpointMap>>][] = [
  ['playerRoutes', "the player app's calls (spec parts 1 and 2, §7)", playerAreas],
  ['adminRoutes', "the operator's calls (back office, ours)", adminAreas],
  ['demoVenueRoutes', "the demo venue's own calls (its game page)", demoVenueAreas],
  ['systemRoutes', 'machines: monitoring and payment providers', systemAreas],
];

function routeLiteral(endpoint: EndpointMap[string]): string {
  const fields = [`method: '${endpoint.method}'`, `path: '${endpoint.path}'`];
  if (endpoint.idempotent) fields.push('idempotent: true');
  if (endpoint.multipart) fields.push('multipart: true');
  return `{ ${fields.join(', ')} }`;
}

async function routesSource(): Promise<string> {
  const parts = [HEADER];
  for (const [name, title, areas] of tables) {
    parts.push(`\n// ---- ${title} ${'-'.repeat(Math.max(4, 92 - title.length))}\n`);
    parts.push(`\nexport const ${name} = {\n`);
    for (const [area, calls] of Object.entries(areas)) {
      parts.push(`  // areas/${area}.ts\n`);
      for (const [call, endpoint] of Object.entries(calls))
        parts.push(`  ${call}: ${routeLiteral(endpoint)},\n`);
    }
    parts.push('} as const satisfies Record<string, Route>;\n');
  }
  parts.push(FOOTER);
  const options = await resolveConfig(file);
  return format(parts.join(''), { ...options, filepath: file });
}

test('endpoint-routes.ts says what the areas say (rewrite it with WRITE_ROUTES=1)', async () => {
  const expected = await routesSource();
  if (process.env['WRITE_ROUTES'] === '1') writeFileSync(file, expected);
  expect(readFileSync(file, 'utf8')).toBe(expected);
});
