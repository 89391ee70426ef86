import type { AppContext } from '../../platform/context.ts';
import { houseVenueBalance } from '../ledger/index.ts';
import { userIdOfPlayerRef, VenueError, type VenueAdapter } from '../venues/index.ts';
import { houseBetsSince } from './bet-views.ts';
import { HOUSE_TABLES_LOBBY, houseBookGameOf, houseGameOf } from './catalogue.ts';
import { houseOrderInTransaction, houseOrderStatus, processHouseOrder } from './orders.ts';
import { houseRecordSources } from './record-sources.ts';

/**
 * The house venue behind the venues module's one adapter interface (adapter kind `house`, DESIGN
 * §6): unlike the demo venue, its books are our ledger. The player's wallet there is the ledger
 * account `user:{id}:house`; transfers in and out move it against the `house_venue` account by our
 * order id (orders.ts); the games are screens of the player app (`/#/house/<game code>`, called
 * with the player's own token, no launch session); its bet records are the house bets.
 */

/**
 * The address of a game in the player app: the lobby, the tables' lobby, the sportsbook (体育 and
 * 电竞, `/#/sports?sport=…`), or a game's own screen (the card game's is `/#/house/cards`).
 */
export function houseLaunchPath(gameCode: string): string | undefined {
  if (gameCode === 'lobby') return '/#/house';
  if (gameCode === HOUSE_TABLES_LOBBY.code) return '/#/house/tables';
  const book = houseBookGameOf(gameCode);
  if (book) return book.path;
  const game = houseGameOf(gameCode);
  if (!game) return undefined;
  return game.kind === 'cards' ? '/#/house/cards' : `/#/house/${gameCode}`;
}

export function createHouseVenue(
  ctx: Pick<AppContext, 'store' | 'clock' | 'state'>,
  platname: string,
): VenueAdapter {
  const known = (playerRef: string): number => {
    const userId = userIdOfPlayerRef(playerRef);
    if (userId === undefined) {
      throw new VenueError('refused', `${platname}: unknown player`, 'unknown_player');
    }
    return userId;
  };
  return {
    platname,

    // Nothing to create: the wallet is a ledger account, made by its first movement.
    registerPlayer: async (playerRef) => {
      known(playerRef);
    },

    balance: async (playerRef) => houseVenueBalance(ctx.store, known(playerRef)),

    // The wallet is a ledger account: read with the other ledger reads of this turn (one
    // statement with the player's balance when userInfo asks both).
    balancesOf: async (accounts) => {
      const answers = new Map<string, bigint | VenueError>();
      await Promise.all(
        accounts.map(async ({ platname: at, playerRef }) => {
          try {
            answers.set(at, await houseVenueBalance(ctx.store, known(playerRef)));
          } catch (error) {
            if (!(error instanceof VenueError)) throw error;
            answers.set(at, error);
          }
        }),
      );
      return answers;
    },

    transferIn: (order) => processHouseOrder(ctx, 'in', order),

    transferOut: (order) => processHouseOrder(ctx, 'out', order),

    transferInTransaction: (tx, direction, order) =>
      houseOrderInTransaction(ctx, tx, direction, order),

    launchUrl: async (playerRef, gameCode) => {
      known(playerRef);
      const path = houseLaunchPath(gameCode);
      if (path === undefined) {
        throw new VenueError('refused', `${platname}: unknown game ${gameCode}`, 'unknown_game');
      }
      return path;
    },

    fetchBetRecords: (cursor) => houseBetsSince(ctx.store, cursor, houseRecordSources(ctx)),

    orderStatus: (orderId) => houseOrderStatus(ctx, orderId),
  };
}
