import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, registerPlayer } from '../../test/app.ts';

/** No call answers a 500 to bad input, and nothing is written by a refused call. */
const CALLS = [
  '/api/register',
  '/api/login_pc',
  '/api/guest_login',
  '/api/telegram_login',
  '/api/logoff',
  '/api/user',
  '/api/balance',
  '/api/app',
];

const BAD_BODIES: [string, string][] = [
  ['broken JSON', '{"name": "abc"'],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"hello"'],
  ['wrong types', JSON.stringify({ name: 123, password: ['x'], initData: {}, code: true, key: 5 })],
  [
    'oversized strings',
    JSON.stringify({
      name: 'a'.repeat(5000),
      password: 'b'.repeat(5000),
      initData: 'c'.repeat(10000),
      code: 'd'.repeat(500),
      key: 'e'.repeat(500),
    }),
  ],
  ['nulls', JSON.stringify({ name: null, password: null, initData: null })],
  ['deep nesting', '{"a":'.repeat(200) + '1' + '}'.repeat(200)],
];

describe('malformed payloads', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    token = await registerPlayer(t.app, 'malformed1');
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  for (const path of CALLS) {
    for (const [label, body] of BAD_BODIES) {
      it(`${path} with ${label} answers an envelope below 500`, async () => {
        const usersBefore = await t.store.db.selectFrom('users').select('id').execute();
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          payload: body,
        });
        expect(response.statusCode).toBeLessThan(500);
        const json = response.json();
        expect(json.code).toBe(response.statusCode);
        expect(typeof json.message).toBe('string');
        expect(json.message).not.toMatch(/error|sql|stack|at /i);
        if (path !== '/api/guest_login' && response.statusCode !== 200) {
          const usersAfter = await t.store.db.selectFrom('users').select('id').execute();
          expect(usersAfter.length).toBe(usersBefore.length);
        }
      });
    }
  }

  it('an unknown content type is a 4xx envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_pc',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(415);
  });

  it('a too large body is a 413 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_pc',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(400_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 413 });
  });

  it('an unknown API path is a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });
});
