import type { GameUrlData } from '@app/contract/games';
import { formatMinor } from '@app/contract/money';
import { DomainError } from '../../platform/errors.ts';
import { sessionStillLive, type SessionUser } from '../auth/index.ts';
import { launchVenueGame } from '../venues/index.ts';
import { touchActivity } from './activity.service.ts';
import type { AppContext } from '../../platform/context.ts';
import { catalogueChanged, GAME_COLUMNS, gamesQuery, type GameRow } from './catalogue.service.ts';

/**
 * Game launch (spec part 1 §4, §7 getGameUrl / getGametgUrl; both calls behave the same here): the
 * game must be in the catalogue and open; the venue launch does the automatic transfer when the
 * player has it on, registers the player at the venue and answers the address; the launch is then
 * recorded as activity (real player counts).
 */

export interface LaunchTarget {
  id?: number | undefined;
  plat_name: string;
  game_type?: number | undefined;
  game_code: string;
}

/**
 * The catalogue game a launch names: by id, or by venue (plat_name, case-insensitive) and game
 * code. A venue game listed in several categories is one game to the venue: the open entry is
 * taken first, then one of the given game_type, then the first. 422 未找到对应游戏项 when there
 * is none, 422 该游戏维护中 when it is closed.
 */
export async function findLaunchGame(ctx: AppContext, target: LaunchTarget): Promise<GameRow> {
  const query = gamesQuery(ctx).select(GAME_COLUMNS);
  let rows: GameRow[];
  if (target.id !== undefined) {
    rows = await query.where('g.id', '=', target.id).execute();
  } else {
    if (target.plat_name === '' || target.game_code === '') throw new DomainError('input_invalid');
    rows = await query
      .where('g.platname', '=', target.plat_name.toLowerCase())
      .where('g.game_code', '=', target.game_code)
      .orderBy('g.id')
      .execute();
  }
  const rank = (row: GameRow) =>
    (row.status === 1 ? 0 : 2) + (row.game_type === target.game_type ? 0 : 1);
  const game = rows.sort((a, b) => rank(a) - rank(b))[0];
  if (!game) throw new DomainError('game_not_found');
  if (game.status !== 1) throw new DomainError('game_disabled');
  return game;
}

/**
 * Launches the game for the player and answers {url, game_id, plat, transferred}.
 *
 * The address carries a venue session that lives on its own. If the player's session was revoked
 * while the launch ran (a logoff on another device), the venue may have been told to end the
 * player's sessions before this one was made, so the session is read again from the database
 * after the launch: revoked, the address is never handed out (401). Revoked after that read, the
 * venue session already exists when its revocation is announced, and ends with it.
 */
export async function launchGame(
  ctx: AppContext,
  user: SessionUser,
  target: LaunchTarget,
): Promise<GameUrlData> {
  const { userId } = user;
  const game = await findLaunchGame(ctx, target);
  const launch = await launchVenueGame(ctx, userId, game.platname, game.game_code);
  if (!(await sessionStillLive(ctx.store, user, ctx.clock.now())))
    throw new DomainError('session_expired');
  await touchActivity(ctx, userId, game.id);
  catalogueChanged(ctx);
  return {
    url: launch.url,
    game_id: game.id,
    plat: game.platname,
    transferred: launch.transferredMinor === null ? null : formatMinor(launch.transferredMinor),
  };
}
