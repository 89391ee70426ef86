import type { GameUrlData } from '@app/contract/games';
import { usesTgLaunch } from '@app/contract/games-constants';
import { api, type RequestOptions } from '../../../lib/api.ts';

export interface LaunchTarget {
  plat_name: string;
  game_type: number;
  game_code: string;
  /** The category the game was opened from (the tg variant rule, spec part 1 §4). */
  category_code?: number;
}

/**
 * POST /api/getGameUrl, or /api/getGametgUrl for category 4 with game type 3 (spec part 1 §4, §7).
 * Failures show the server's message (请登录！, 未找到对应游戏项, …) as a toast and throw; a screen
 * that shows the message itself passes `{silent: true}`.
 */
export function getGameUrl(target: LaunchTarget, options?: RequestOptions): Promise<GameUrlData> {
  const path =
    target.category_code !== undefined && usesTgLaunch(target.category_code, target.game_type)
      ? '/api/getGametgUrl'
      : '/api/getGameUrl';
  return api.post<GameUrlData>(
    path,
    {
      plat_name: target.plat_name,
      game_type: target.game_type,
      game_code: target.game_code,
      is_mobile_url: 1,
    },
    options,
  );
}

/** POST /api/gameHeartbeat {id}: the open game still counts as open (real player counts). */
export function sendGameHeartbeat(gameId: number): Promise<unknown> {
  return api.post('/api/gameHeartbeat', { id: gameId }, { silent: true });
}
