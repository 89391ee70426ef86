import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call, type RequestOptions } from '../lib/api.ts';
import { toast } from '../lib/feedback.ts';
import { inAppRoute } from '../lib/links.ts';

/**
 * GET /api/getAgentLoginUrl → data.url of the agent back office (spec part 1 §7); the home menu,
 * /mine and the game page's agent frame open it. A player who is not (or no longer) an agent gets
 * the in-app agent application and `message`, the sentence to show.
 */
export const agentLoginUrlEndpoint = calls.getAgentLoginUrl;
export type AgentLoginUrlData = ResponseOf<typeof agentLoginUrlEndpoint>;

export function getAgentLoginUrl(options?: RequestOptions): Promise<AgentLoginUrlData> {
  return call(agentLoginUrlEndpoint, undefined, options);
}

/**
 * Opens the agent back office in a new window, opened during the tap so pop-up blockers let it
 * through (a blocked one says `popupBlocked`). An answer that is one of our screens (a non-agent's:
 * the application) closes that window, shows the answer's message and goes there in place; a
 * failure closes it (the API client has shown its toast).
 */
export function useOpenAgentLogin(popupBlocked: string): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const win = window.open('', '_blank');
    if (!win) {
      toast(popupBlocked);
      return;
    }
    win.opener = null;
    try {
      const { url, message } = await getAgentLoginUrl();
      const route = inAppRoute(url);
      if (route === null) {
        win.location.href = url;
        return;
      }
      win.close();
      if (message !== '') toast(message);
      void navigate(route);
    } catch {
      win.close();
    }
  }, [navigate, popupBlocked]);
}
