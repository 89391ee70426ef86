import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract/endpoints';
import { MSG } from '@app/contract/messages';
import { formatMinor } from '@app/contract/money';
import { SLOT_ROWS } from '@app/domain/house/index';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { tooMany } from '../../platform/http/errors.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { serve } from '../../platform/http/route.ts';
import { houseVenueBalance } from '../ledger/index.ts';
import { playerHouseBets, verifyHouseBet } from './bet-views.ts';
import {
  exactCardsRtp,
  HOUSE_CARDS,
  FISHING_CODE,
  FISHING_NAME,
  FISHING_RTP_PPM,
  FISHING_STAKES_MINOR,
  formatPpm,
  HOUSE_FISH,
  exactRtpOf,
  HOUSE_GAMES,
  houseSlotOf,
} from './catalogue.ts';
import { playHouseCards } from './cards-play.ts';
import { shootHouseFish } from './fishing-shot.ts';
import { activeSeedPair, rotateSeedPair } from './seed-pairs.ts';
import { spinHouseSlot } from './slot-spin.ts';
import { placeTableBets } from './table-bets.ts';
import { tableForPlayer, tablesList } from './table-state.ts';
import { verifyTableRound } from './table-verify.ts';

/**
 * The house venue's calls (ours; DESIGN §6), under /api/house: the lobby, the games' definitions,
 * a spin, a shot and a hand of cards (idempotent: they move money), the player's seed pair and bets, and the
 * public verification of a bet. Refusals are the module's DomainErrors (errors.ts).
 */

/** Rounds (spins and shots together) a player may play per minute, on every node together. */
export const ROUNDS_PER_MINUTE = 300;
/** Seed pair rotations a player may make per minute (each writes a pair). */
export const ROTATIONS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

export function registerHouseRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSeedRoutes(app, ctx);
  registerGameRoutes(app, ctx);
  registerRoundRoutes(app, ctx);
  registerTableRoutes(app, ctx);
}

/** Counts one event of the player; 429 past `max` in the minute. */
async function throttle(ctx: AppContext, what: string, userId: number, max: number) {
  if ((await ctx.limiter.hit(`house.${what}:${userId}`, MINUTE_MS)) > max)
    throw tooMany(MSG.tooMany);
}

/** The seed pair, its rotation, the player's bets and the verification of one. */
function registerSeedRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.houseSeeds, async (_request, _payload, user) => {
    const pair = await activeSeedPair(ctx, user.userId);
    return { commit: pair.commit, clientSeed: pair.clientSeed, nonce: pair.nonce };
  });

  serve(app, endpoints.houseSeedsRotate, async (_request, payload, user) => {
    await throttle(ctx, 'rotate', user.userId, ROTATIONS_PER_MINUTE);
    const { previous, next } = await rotateSeedPair(ctx, user.userId, payload.clientSeed);
    return {
      previous: {
        seed: previous.serverSeed,
        commit: previous.commit,
        clientSeed: previous.clientSeed,
        nonce: previous.nonce,
      },
      commit: next.commit,
      clientSeed: next.clientSeed,
      nonce: next.nonce,
    };
  });

  serve(app, endpoints.houseBets, async (_request, payload, user) =>
    playerHouseBets(ctx, user.userId, payload.page),
  );

  serve(app, endpoints.houseVerify, async (_request, payload) =>
    payload.bet !== undefined
      ? verifyHouseBet(ctx, payload.bet)
      : verifyTableRound(ctx, payload.table ?? '', payload.round ?? 0),
  );
}

/** The lobby and each game's definition (what the paytable and the verification show). */
function registerGameRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.houseLobby, async (_request, _payload, user) => {
    const [pair, balance] = await Promise.all([
      activeSeedPair(ctx, user.userId),
      houseVenueBalance(ctx.store, user.userId),
    ]);
    return {
      balance: formatMinor(balance),
      commit: pair.commit,
      clientSeed: pair.clientSeed,
      nonce: pair.nonce,
      games: HOUSE_GAMES.map((game) => ({
        code: game.code,
        name: game.name,
        kind: game.kind,
        rtp: game.rtp,
        bets: game.stakesMinor.map(formatMinor),
      })),
    };
  });

  serve(app, endpoints.houseSlot, async (_request, payload) => {
    const slot = houseSlotOf(payload.game);
    if (!slot) throw new DomainError('house_game_unknown');
    const { engine } = slot;
    const exact = exactRtpOf(slot);
    return {
      code: slot.code,
      name: slot.name,
      rows: SLOT_ROWS,
      symbols: engine.symbols.map((id) => ({ id, name: slot.symbolNames[id] ?? id })),
      wild: engine.wild,
      reels: engine.reels.map((strip) => [...strip]),
      paylines: engine.lines.map((rows) => [...rows]),
      paytable: Object.entries(engine.paytable).map(([symbol, pays]) => ({
        symbol,
        pays: [...pays] as [number, number, number],
      })),
      rtp: engine.statedRtp,
      rtp_exact: { numerator: String(exact.numerator), denominator: String(exact.denominator) },
      bets: slot.stakesMinor.map(formatMinor),
    };
  });

  serve(app, endpoints.houseFishing, async () => ({
    code: FISHING_CODE,
    name: FISHING_NAME,
    rtp: formatPpm(FISHING_RTP_PPM),
    rtp_ppm: FISHING_RTP_PPM,
    bets: FISHING_STAKES_MINOR.map(formatMinor),
    fish: HOUSE_FISH.map((fish) => ({
      code: fish.kind,
      name: fish.name,
      multiplier: fish.multiplier,
    })),
  }));

  serve(app, endpoints.houseCards, async () => {
    const exact = exactCardsRtp();
    return {
      code: HOUSE_CARDS.code,
      name: HOUSE_CARDS.name,
      rtp: HOUSE_CARDS.rtp,
      rtp_exact: { numerator: String(exact.numerator), denominator: String(exact.denominator) },
      odds_bp: HOUSE_CARDS.oddsBp,
      commission_bp: HOUSE_CARDS.commissionBp,
      bets: HOUSE_CARDS.stakesMinor.map(formatMinor),
    };
  });
}

/**
 * A spin and a shot: one round each, through the ledger, answered once per Idempotency-Key. The
 * player's rate is counted before the key is taken, so a 429 is never stored as the key's answer.
 */
function registerRoundRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.houseSpin, async (request, payload, user) => {
    await throttle(ctx, 'round', user.userId, ROUNDS_PER_MINUTE);
    return idempotent(ctx, request, user.userId, async () => {
      const spun = await spinHouseSlot(ctx, user.userId, payload.game, payload.bet);
      const { round } = spun;
      return {
        bet_no: round.betNo,
        game: spun.slot.code,
        bet: formatMinor(round.stakeMinor),
        win: formatMinor(round.winMinor),
        balance: formatMinor(round.balanceMinor),
        nonce: round.nonce,
        stops: round.detail.stops,
        window: spun.window,
        lines: round.detail.lines,
      };
    });
  });

  serve(app, endpoints.houseShoot, async (request, payload, user) => {
    await throttle(ctx, 'round', user.userId, ROUNDS_PER_MINUTE);
    return idempotent(ctx, request, user.userId, async () => {
      const { fish, round } = await shootHouseFish(ctx, user.userId, payload.fish, payload.bet);
      return {
        bet_no: round.betNo,
        fish: fish.kind,
        multiplier: fish.multiplier,
        caught: round.detail.caught,
        bet: formatMinor(round.stakeMinor),
        win: formatMinor(round.winMinor),
        balance: formatMinor(round.balanceMinor),
        nonce: round.nonce,
      };
    });
  });

  serve(app, endpoints.houseCardsPlay, async (request, payload, user) => {
    await throttle(ctx, 'round', user.userId, ROUNDS_PER_MINUTE);
    return idempotent(ctx, request, user.userId, async () => {
      const { game, round } = await playHouseCards(ctx, user.userId, payload.bet);
      const { cards, player, banker, winner } = round.detail;
      return {
        bet_no: round.betNo,
        game: game.code,
        bet: formatMinor(round.stakeMinor),
        win: formatMinor(round.winMinor),
        balance: formatMinor(round.balanceMinor),
        nonce: round.nonce,
        player: { cards: cards.slice(0, 3), category: player },
        banker: { cards: cards.slice(3, 6), category: banker },
        winner,
      };
    });
  });
}

/** Table bets a player may place per minute, on every node together. */
export const TABLE_BETS_PER_MINUTE = 300;

/** The tables, one table's state, and a bet on its open round (idempotent: it moves money). */
function registerTableRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.houseTables, async () => tablesList(ctx));

  serve(app, endpoints.houseTable, async (_request, payload, user) =>
    tableForPlayer(ctx, payload.code, user.userId),
  );

  serve(app, endpoints.houseTableBet, async (request, payload, user) => {
    await throttle(ctx, 'table', user.userId, TABLE_BETS_PER_MINUTE);
    return idempotent(ctx, request, user.userId, async () => {
      const placed = await placeTableBets(ctx, user.userId, payload);
      return { mine: placed.mine, balance: formatMinor(placed.balanceMinor) };
    });
  });
}
