import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './test/app.ts';
import { ALL_ENDPOINTS as ALL } from './test/endpoints.ts';

/**
 * The contract's endpoint map is the list of calls (DESIGN §2): the server answers every call of
 * the map, at its method and path, and answers no JSON call that the map lacks.
 */
describe('the server serves the endpoint map', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('registers every call of every map at its method and path', () => {
    const missing = ALL.filter(
      ({ endpoint }) => !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
    ).map(({ id }) => id);
    expect(missing).toEqual([]);
  });

  it('answers no /api call that the map lacks', () => {
    const declared = new Set(ALL.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`));
    const tree = t.app.printRoutes({ commonPrefix: false, includeMeta: false });
    const registered = [...tree.matchAll(/(\/\S*) \(([A-Z, ]+)\)/g)].flatMap(([, path, methods]) =>
      methods!
        .split(', ')
        .filter((method) => method === 'GET' || method === 'POST')
        .map((method) => `${method} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(40);
    const undeclared = registered.filter(
      (route) =>
        (route.includes(' /api/') || route.includes(' /venue/demo/api/')) &&
        route !== 'GET /api/docs' &&
        !declared.has(route),
    );
    expect(undeclared).toEqual([]);
  });

  it('serves the OpenAPI document of the map at /api/docs', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(answer.statusCode).toBe(200);
    const document = answer.json() as { openapi: string; paths: Record<string, object> };
    expect(document.openapi).toMatch(/^3\.1/);
    const paths = new Set(ALL.map(({ endpoint }) => endpoint.path.replace(/:(\w+)/g, '{$1}')));
    expect(new Set(Object.keys(document.paths))).toEqual(paths);
  });
});
