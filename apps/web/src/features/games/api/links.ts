import type { UrlData } from '@app/contract/games';
import { api } from '../../../lib/api.ts';

/** POST /api/getservicerurl {type} → data.url of that support shift ('1' or '3'). */
export function getServiceUrl(type: string = '1'): Promise<UrlData> {
  return api.post<UrlData>('/api/getservicerurl', { type });
}

/** GET /api/getAgentLoginUrl → data.url of the agent back office. */
export function getAgentLoginUrl(): Promise<UrlData> {
  return api.get<UrlData>('/api/getAgentLoginUrl');
}
