import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { ALL_ENDPOINTS as ALL } from '../test/endpoints.ts';

/**
 * Every JSON answer of every call of the map, errors included, says nosniff and no-store: a
 * browser never reads it as another type and no cache keeps a player's money or a refusal.
 * Each call is made without credentials, with a player's token and an empty payload, and with a
 * body that is not JSON.
 */
describe.each(TEST_DATABASES)('the headers of every JSON answer on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let token = '';
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await registerPlayer(t.app, 'headers01');
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('says nosniff and no-store on each, success or error', async () => {
    const wrong: string[] = [];
    let answers = 0;
    for (const { id, endpoint } of ALL) {
      const url = endpoint.path.replace(/:[a-z_]+/gi, '1');
      const attempts = [
        { label: 'no credentials', headers: {}, payload: '{}' },
        { label: 'a player', headers: { authorization: `Bearer ${token}` }, payload: '{}' },
        { label: 'not JSON', headers: { authorization: `Bearer ${token}` }, payload: '{"a":' },
      ];
      for (const attempt of attempts) {
        const response = await t.app.inject({
          method: endpoint.method,
          url,
          headers: { ...attempt.headers, 'content-type': 'application/json' },
          ...(endpoint.method === 'POST' ? { payload: attempt.payload } : {}),
        });
        if (!String(response.headers['content-type']).startsWith('application/json')) continue;
        answers += 1;
        const cache = String(response.headers['cache-control']);
        if (
          response.headers['x-content-type-options'] !== 'nosniff' ||
          (cache !== 'no-store' && (response.statusCode >= 400 || !cache.startsWith('no-')))
        ) {
          wrong.push(`${id} (${attempt.label}): ${response.statusCode} ${cache}`);
        }
      }
    }
    expect(answers).toBeGreaterThan(ALL.length * 2);
    expect(wrong).toEqual([]);
  });
});
