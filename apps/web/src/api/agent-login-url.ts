import { calls } from '@app/contract/endpoint-routes';
import { call, type RequestOptions } from '../lib/api.ts';
import type { UrlData } from './service-url.ts';

/**
 * GET /api/getAgentLoginUrl → data.url of the agent back office (spec part 1 §7); the home menu
 * and the game page's agent frame open it.
 */
export const agentLoginUrlEndpoint = calls.getAgentLoginUrl;

export function getAgentLoginUrl(options?: RequestOptions): Promise<UrlData> {
  return call(agentLoginUrlEndpoint, undefined, options);
}
