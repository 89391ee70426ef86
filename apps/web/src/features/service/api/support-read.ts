import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/** POST /api/supportRead {} → the operator's messages count as read (ours). Quiet: best effort. */
export const supportReadEndpoint = calls.supportRead;

export function markSupportRead(): Promise<unknown> {
  return call(supportReadEndpoint, {}, { silent: true }).catch(() => null);
}
