import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/** POST /api/gameHeartbeat {id}: the open game still counts as open (real player counts). */
export const gameHeartbeatEndpoint = calls.gameHeartbeat;

export function sendGameHeartbeat(gameId: number): Promise<unknown> {
  return call(gameHeartbeatEndpoint, { id: gameId }, { silent: true });
}
