import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { usesTgLaunch } from '@app/contract/games-constants';
import { call, type RequestOptions } from '../../../lib/api.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';

/**
 * POST /api/getGameUrl, or /api/getGametgUrl for category 4 with game type 3 (spec part 1 §4, §7):
 * the same call on two paths. Automatic transfer may move the wallet into the venue on launch, so
 * each launch carries its own Idempotency-Key.
 */
export const launchEndpoints = { standard: calls.getGameUrl, tg: calls.getGametgUrl } as const;
export type GameUrlData = ResponseOf<typeof calls.getGameUrl>;

export interface LaunchTarget {
  plat_name: string;
  game_type: number;
  game_code: string;
  /** The category the game was opened from (the tg variant rule, spec part 1 §4). */
  category_code?: number;
}

/**
 * Failures show the server's message (请登录！, 未找到对应游戏项, …) as a toast and throw; a screen
 * that shows the message itself passes `{silent: true}`.
 */
export function getGameUrl(target: LaunchTarget, options?: RequestOptions): Promise<GameUrlData> {
  const endpoint =
    target.category_code !== undefined && usesTgLaunch(target.category_code, target.game_type)
      ? launchEndpoints.tg
      : launchEndpoints.standard;
  return call(
    endpoint,
    {
      plat_name: target.plat_name,
      game_type: target.game_type,
      game_code: target.game_code,
      is_mobile_url: 1,
    },
    { ...options, idempotencyKey: newIdempotencyKey() },
  );
}
