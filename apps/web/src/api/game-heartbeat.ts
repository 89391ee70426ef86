import { useEffect } from 'react';
import { calls } from '@app/contract/endpoint-routes';
import { GAME_HEARTBEAT_MS } from '@app/contract/games-constants';
import { call } from '../lib/api.ts';

/** POST /api/gameHeartbeat {id}: the open game still counts as open (real player counts). */
export const gameHeartbeatEndpoint = calls.gameHeartbeat;

export function sendGameHeartbeat(gameId: number): Promise<unknown> {
  return call(gameHeartbeatEndpoint, { id: gameId }, { silent: true });
}

/**
 * While a launched game is on screen, says so every GAME_HEARTBEAT_MS: the framed venue game of
 * /gamePage, and the house venue's games, which the launch opens in place (they get the game's id
 * from the launch through the navigation's state). Nothing is sent without an id.
 */
export function useGameHeartbeat(gameId: number | null | undefined): void {
  useEffect(() => {
    if (gameId === null || gameId === undefined) return;
    const timer = window.setInterval(() => {
      sendGameHeartbeat(gameId).catch(() => {});
    }, GAME_HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [gameId]);
}

/** The navigation state /gamePage hands to a game it opens in place. */
export interface LaunchedGameState {
  launchedGameId: number;
}

export function launchedGameIdOf(state: unknown): number | null {
  const id = (state as Partial<LaunchedGameState> | null)?.launchedGameId;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}
