import { endpoints } from '@app/contract/endpoints';
import { AGENT_APPLY_URL } from '@app/contract/games';
import { MSG } from '@app/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { assertNotGuest } from '../auth/index.ts';
import { readGameLinks } from '../games/index.ts';
import { isAgent } from './agent-flags.ts';
import { agentCentreUrl } from './agent-centre.ts';
import { apply, applyInfo } from './applications.ts';
import { inviteInfo, inviteRecords, readIntro } from './invite.ts';

/** The player's agent and invite calls. */
export function registerAgentRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.applyAgentDo, async (request, body, user) => {
    assertNotGuest(user);
    return apply(ctx, user.userId, body);
  });
  serve(app, endpoints.applyAgentInfo, async (request, _body, user) => {
    return applyInfo(ctx, user.userId);
  });
  serve(app, endpoints.getAgentLoginUrl, async (request, _body, user) => {
    // A player who is not an agent (the app's menu was out of date) is sent to the application
    // with a sentence the screen shows, not refused with a status (docs/decisions/agents.md).
    if (!(await isAgent(ctx.store.db, user.userId))) {
      return { url: AGENT_APPLY_URL, message: MSG.agentOnly };
    }
    const url = (await readGameLinks(ctx)).agent_login_url;
    // The console's agent centre unless the operator set another address (docs/decisions/agents.md).
    return { url: url === '' ? agentCentreUrl(ctx, request) : url, message: '' };
  });
  serve(app, endpoints.inviteInfo, async (request, body, user) => {
    return inviteInfo(ctx, user.userId, body.period);
  });
  serve(app, endpoints.inviteRecords, async (request, body, user) => {
    return inviteRecords(ctx, user.userId, body.type, body.page);
  });
  serve(app, endpoints.inviteIntro, async () => readIntro(ctx.store.db));
}
