import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auth, Endpoint } from '@app/contract/endpoint';
import { DEMO_OPERATOR, ensureOperator } from '../modules/operators/index.ts';
import { registerPlayer, startTestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { ALL_ENDPOINTS } from '../test/endpoints.ts';

/** What a call answers to a caller its guard does not let in, by the map's `auth`. */
const REFUSED: Record<Exclude<Auth, 'none'>, number> = {
  player: 401,
  agent: 401,
  operator: 401,
  'venue-session': 401,
  signature: 403,
  provider: 401,
};

const guarded = ALL_ENDPOINTS.filter(({ endpoint }) => endpoint.auth !== 'none');
const urlOf = (endpoint: Endpoint) => endpoint.path.replace(':provider', 'sandbox');

/**
 * Auth comes from the map (DESIGN §4): every route runs the guard its `auth` names before its
 * payload is read, so no handler can forget it. Each guarded call is made without credentials,
 * with a token of the wrong kind, and with a garbled token; each must refuse with the guard's
 * answer (never reach the handler, never a 400 about the payload, never a 200).
 */
describe.each(TEST_DATABASES)('every guarded call of the map on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let player = '';
  let operator = '';
  beforeAll(async () => {
    // The sandbox provider takes callbacks (its signature is what is checked).
    t = await startTestApp(kind, { paySandbox: true });
    player = await registerPlayer(t.app, 'guards01');
    await ensureOperator(t.ctx, DEMO_OPERATOR.name, DEMO_OPERATOR.password);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { name: DEMO_OPERATOR.name, password: DEMO_OPERATOR.password },
    });
    operator = login.json().data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const attempt = async (endpoint: Endpoint, token: string | null) => {
    const response = await t.app.inject({
      method: endpoint.method,
      url: urlOf(endpoint),
      headers: {
        'content-type': 'application/json',
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(endpoint.method === 'POST' ? { payload: '{}' } : {}),
    });
    return response.statusCode;
  };

  it('refuses each without credentials, with the wrong kind of token and a garbled one', async () => {
    const wrong: string[] = [];
    for (const { id, endpoint } of guarded) {
      const expected = REFUSED[endpoint.auth as Exclude<Auth, 'none'>];
      const otherKind = endpoint.auth === 'operator' ? player : operator;
      for (const [label, token] of [
        ['none', null],
        ['wrong kind', otherKind],
        ['garbled', 'x'.repeat(40)],
      ] as const) {
        const status = await attempt(endpoint, token);
        if (status !== expected) wrong.push(`${id} (${label}): ${status}, not ${expected}`);
      }
    }
    expect(guarded.length).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });

  it('refuses the agent centre to a player who is not an agent (403)', async () => {
    const agentCalls = guarded.filter(({ endpoint }) => endpoint.auth === 'agent');
    expect(agentCalls.length).toBeGreaterThan(0);
    for (const { endpoint } of agentCalls) expect(await attempt(endpoint, player)).toBe(403);
  });
});

describe('the guards are the only place that checks a caller', () => {
  const modules = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'modules');
  const GUARD_FILES = new Set([
    'auth/guard.ts',
    'operators/guard.ts',
    'operators/operators.service.ts',
    'agents/agent-centre.ts',
  ]);

  it('no handler calls requireUser or requireOperator by hand', () => {
    const callers: string[] = [];
    for (const file of fs.readdirSync(modules, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || GUARD_FILES.has(file)) continue;
      const text = fs.readFileSync(path.join(modules, file), 'utf8');
      if (/\b(requireUser|requireOperator)\(/.test(text)) callers.push(file);
    }
    expect(callers).toEqual([]);
  });
});
