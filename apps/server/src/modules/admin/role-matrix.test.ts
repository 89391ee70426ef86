import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@app/contract/endpoints';
import { ADMIN_ACCESS, STAFF_ROLES, type Access, type StaffRole } from '@app/contract/admin-roles';
import { MSG } from '@app/contract/messages';
import type { Endpoint } from '@app/contract/endpoint';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { ensureOperator } from '../operators/index.ts';

/**
 * The role matrix (issue 13): every call of adminEndpoints — walked from the map, so a new call is
 * covered the day it is added — with no token, a player's token, an agent's player token and a
 * token of each staff role. A role the call's access (ADMIN_ACCESS) allows is never answered 401
 * or 403 (the payload is empty: 400, 404, 409 or 422 are fine); a staff role it does not allow is
 * answered exactly 403; no token is 401. Agent-centre calls (access 'agent') refuse every operator
 * token (401/403) and do not refuse an agent's player token for reasons of access.
 */

const PASSWORD = 'matrix-pass-1';
const operatorName = (role: StaffRole) => `matrix_${role}`;

type Caller = 'none' | 'player' | 'agent' | StaffRole;

/** Who the access lets in, among the callers. */
function allowed(access: Access, caller: Caller): boolean {
  if (access === 'public') return true;
  if (caller === 'none') return false;
  if (access === 'agent') return caller === 'agent';
  if (caller === 'player' || caller === 'agent') return false;
  if (access === 'staff') return true;
  return caller === 'admin' || (access as readonly StaffRole[]).includes(caller);
}

const CALLS = Object.entries(adminEndpoints as Record<string, Endpoint>).map(
  ([name, endpoint]) => ({
    name,
    endpoint,
    access: (ADMIN_ACCESS as Record<string, Access>)[name]!,
  }),
);

describe.each(TEST_DATABASES)('admin role matrix on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const tokens = new Map<Caller, string>();

  const operatorLogin = async (role: StaffRole): Promise<string> => {
    const answer = await call(t.app, adminEndpoints.login.path, {
      name: operatorName(role),
      password: PASSWORD,
    });
    if (answer.code !== 200) throw new Error(`login ${role}: ${answer.message}`);
    return answer.data.token as string;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const role of STAFF_ROLES) {
      await ensureOperator(t.ctx, operatorName(role), PASSWORD, role);
      tokens.set(role, await operatorLogin(role));
    }
    tokens.set('player', await registerPlayer(t.app, 'matrixplayer'));
    // An agent: a player whose agent application an operator approved.
    const agent = await registerPlayer(t.app, 'matrixagent');
    const applied = await call(
      t.app,
      '/api/applyagentdo',
      { mobile: '13800138000', apply_info: '推广渠道稳定' },
      agent,
    );
    expect(applied.code, applied.message).toBe(200);
    const approved = await call(
      t.app,
      adminEndpoints.agentApplicationsReview.path,
      { id: applied.data.id, approve: true },
      tokens.get('admin'),
    );
    expect(approved.code, approved.message).toBe(200);
    tokens.set('agent', agent);
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  /** One call as `caller` with an empty payload; answers the HTTP status and the message. */
  async function attempt(endpoint: Endpoint, caller: Caller) {
    // Logging out ends the token it is made with: each role logs out with a token of its own.
    let token = tokens.get(caller);
    if (endpoint.path === adminEndpoints.logout.path && STAFF_ROLES.includes(caller as StaffRole)) {
      token = await operatorLogin(caller as StaffRole);
    }
    if (endpoint.path === adminEndpoints.agentCentreLogout.path && caller === 'agent') {
      const session = await call(t.app, adminEndpoints.agentCentreLogin.path, {
        name: 'matrixagent',
        password: 'secret123',
      });
      token = session.data.token;
    }
    const response = await t.app.inject({
      method: endpoint.method,
      url: endpoint.path.replace(/:\w+/g, '1'),
      headers: {
        ...(endpoint.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(endpoint.method === 'POST' ? { payload: '{}' } : {}),
    });
    const body = response.json() as { message?: string };
    return { status: response.statusCode, message: body.message ?? '' };
  }

  it('covers every admin call of the map, each with an access rule', () => {
    expect(CALLS.length).toBe(Object.keys(adminEndpoints).length);
    expect(CALLS.length).toBeGreaterThan(60);
    for (const c of CALLS) expect(c.access, c.name).toBeDefined();
  });

  it.each(CALLS.map((c) => [c.name, c] as const))('%s', async (_name, { endpoint, access }) => {
    const callers: Caller[] = ['none', 'player', 'agent', ...STAFF_ROLES];
    const seen: string[] = [];
    for (const caller of callers) {
      const { status, message } = await attempt(endpoint, caller);
      seen.push(`${caller}:${status}`);
      const where = `${endpoint.path} as ${caller} (${JSON.stringify(access)}): ${status} ${message}`;
      expect(status, where).not.toBe(500);
      if (allowed(access, caller)) {
        expect([401, 403], where).not.toContain(status);
      } else if (caller === 'none') {
        expect(status, where).toBe(401);
      } else if (access === 'agent' || caller === 'player' || caller === 'agent') {
        // Agent-centre calls refuse operators; operator calls refuse players' tokens.
        expect([401, 403], where).toContain(status);
      } else {
        expect(status, where).toBe(403);
        expect(message, where).toBe(MSG.adminForbidden);
      }
    }
    expect(seen).toHaveLength(callers.length);
  });
});
