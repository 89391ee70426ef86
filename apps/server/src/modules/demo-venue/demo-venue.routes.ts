import { demoVenueEndpoints } from '@app/contract/endpoints';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@app/contract/messages';
import { formatMinor } from '@app/contract/money';
import {
  DICE_CHIPS_MINOR,
  DICE_MAX_BET_MINOR,
  DICE_MIN_BET_MINOR,
  DICE_RTP_PERCENT,
  isDiceBet,
  rollDice,
} from '@app/domain/games/dice';
import {
  isSlotBet,
  SLOT_BETS_MINOR,
  SLOT_LINE_COUNT,
  SLOT_RTP_PERCENT,
  SLOT_THEME_CODES,
  SLOT_THEMES,
  spinSlot,
  type SlotTheme,
} from '@app/domain/games/slot';
import type { AppContext } from '../../platform/context.ts';
import type { Guards } from '../../platform/http/guards.ts';
import { badRequest, unauthorized } from '../../platform/http/errors.ts';
import { serve } from '../../platform/http/route.ts';
import { venueNamesOf } from '../venues/index.ts';
import {
  demoWalletBalance,
  findDemoSession,
  nextRoundRandom,
  parseDemoGame,
  settleDiceRound,
  settleSlotRound,
  type DemoSession,
} from './demo-venue.service.ts';

/**
 * The demo venue's own game pages and calls (DESIGN §6), at /venue/demo/…: a third-party
 * provider's API living in our process, so its payloads are its own (not our contract's) while
 * answers keep our envelope and Chinese messages.
 *
 *   GET  /venue/demo/play?plat&game&t      the venue's page (play.html of the web build)
 *   POST /venue/demo/api/session {game?}   what the page shows: venue, game, RTP, stakes, balance
 *   POST /venue/demo/api/slot/spin {bet, game?}
 *   POST /venue/demo/api/dice/roll {bet, pick}
 *
 * Calls carry the launch session's token in the `x-venue-session` header (or a `t` field).
 */
export const DEMO_DICE_NAME = '骰宝大小';
/** Rounds per minute per address, each game (a spin's animation takes about a second). */
const ROUNDS_PER_MINUTE = 300;

/** The venue's name as the operator's venue list has it (its platname when it has none). */
async function venueName(ctx: AppContext, platname: string): Promise<string> {
  return (await venueNamesOf(ctx)).get(platname) ?? platname;
}

const gameName = (code: string): string => {
  const game = parseDemoGame(code);
  if (!game) return code;
  if (game.kind === 'slot') return SLOT_THEMES[game.theme];
  return game.kind === 'dice' ? DEMO_DICE_NAME : '游戏大厅';
};

const HTML_503 = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>游戏暂不可用</title></head><body style="font-family:sans-serif;padding:24px;text-align:center"><h1 style="font-size:18px">游戏页面尚未构建</h1><p>前端尚未构建（npm run build），请稍后再试。</p></body></html>`;

declare module '../../platform/http/guards.ts' {
  interface Callers {
    /** The launch session of a venue game page (`auth: 'venue-session'`). */
    'venue-session': DemoSession;
  }
}

/**
 * The guard of the venue's calls: the launch session whose token is in the `x-venue-session`
 * header (or the payload's `t` field); 401 游戏会话已过期 when none is live.
 */
export function venueSessionGuards(ctx: AppContext): Guards {
  return {
    'venue-session': async (request) => {
      const header = request.headers['x-venue-session'];
      const fields = (request.method === 'GET' ? request.query : request.body) as
        { t?: unknown } | undefined;
      const field = typeof fields?.t === 'string' ? fields.t : '';
      const value = typeof header === 'string' && header !== '' ? header : field;
      const session =
        value === '' ? undefined : await findDemoSession(ctx.store, value, ctx.clock.now());
      if (!session) throw unauthorized(MSG.gameSessionExpired);
      return session;
    },
  };
}

export function registerDemoVenueRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerPlayPage(app, ctx);
  registerSessionRoutes(app, ctx);
  registerRoundRoutes(app, ctx);
}

/**
 * The page: the web build's play.html, with its asset paths made relative to this address
 * (the build's './assets/…' would otherwise resolve under /venue/demo/).
 */
function registerPlayPage(app: FastifyInstance, ctx: AppContext): void {
  app.get('/venue/demo/play', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    const file = ctx.config.webDist ? path.join(ctx.config.webDist, 'play.html') : undefined;
    const html = file ? await fs.readFile(file, 'utf8').catch(() => undefined) : undefined;
    if (html === undefined) {
      return reply.code(503).type('text/html; charset=utf-8').send(HTML_503);
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(html.replaceAll('"./assets/', '"../../assets/'));
  });
}

/** The session's game, balance and the venue's games. */
function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;
  serve(
    app,
    demoVenueEndpoints.session,
    async (request, payload, session) => {
      const code = payload.game || session.gameCode;
      const game = parseDemoGame(code);
      if (!game) throw badRequest(MSG.gameNotFound);
      const balance = await demoWalletBalance(store, session.platname, session.playerRef);
      return {
        plat: session.platname,
        venue_name: await venueName(ctx, session.platname),
        game: code,
        game_name: gameName(code),
        kind: game.kind,
        theme: game.kind === 'slot' ? game.theme : '',
        rtp: game.kind === 'slot' ? SLOT_RTP_PERCENT : game.kind === 'dice' ? DICE_RTP_PERCENT : '',
        balance: formatMinor(balance),
        expires_at: session.expiresAt,
        slot: {
          rtp: SLOT_RTP_PERCENT,
          lines: SLOT_LINE_COUNT,
          bets: SLOT_BETS_MINOR.map(formatMinor),
        },
        dice: {
          rtp: DICE_RTP_PERCENT,
          chips: DICE_CHIPS_MINOR.map(formatMinor),
          min_bet: formatMinor(DICE_MIN_BET_MINOR),
          max_bet: formatMinor(DICE_MAX_BET_MINOR),
        },
        games: [
          ...SLOT_THEME_CODES.map((theme) => ({
            code: `slot-${theme}`,
            name: SLOT_THEMES[theme],
            kind: 'slot' as const,
            rtp: SLOT_RTP_PERCENT,
          })),
          { code: 'dice', name: DEMO_DICE_NAME, kind: 'dice' as const, rtp: DICE_RTP_PERCENT },
        ],
      };
    },
    { rateLimit: { max: 120, timeWindow: '1 minute' } },
  );
}

/** A slot spin and a dice roll, each one round settled in the venue's books. */
function registerRoundRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;
  serve(
    app,
    demoVenueEndpoints.slotSpin,
    async (request, payload, session) => {
      const theme = slotThemeOf(payload.game, session.gameCode);
      if (!isSlotBet(payload.bet)) throw badRequest(MSG.betAmountInvalid);
      const outcome = spinSlot(nextRoundRandom(ctx, session.id), payload.bet);
      const settled = await settleSlotRound(store, session, theme, outcome, ctx.clock.now());
      return {
        round_no: settled.roundNo,
        game: `slot-${theme}`,
        bet: formatMinor(outcome.betMinor),
        win: formatMinor(outcome.winMinor),
        balance: formatMinor(settled.balanceMinor),
        stops: outcome.stops,
        grid: outcome.grid,
        lines: outcome.lines.map((l) => ({
          line: l.line,
          symbol: l.symbol,
          count: l.count,
          multiplier: l.multiplier,
          win: formatMinor(l.winMinor),
        })),
      };
    },
    { rateLimit: { max: ROUNDS_PER_MINUTE, timeWindow: '1 minute' } },
  );

  serve(
    app,
    demoVenueEndpoints.diceRoll,
    async (request, payload, session) => {
      if (!isDiceBet(payload.bet)) throw badRequest(MSG.betAmountInvalid);
      const outcome = rollDice(nextRoundRandom(ctx, session.id), payload.pick, payload.bet);
      const settled = await settleDiceRound(store, session, outcome, ctx.clock.now());
      return {
        round_no: settled.roundNo,
        game: 'dice' as const,
        bet: formatMinor(outcome.betMinor),
        pick: outcome.pick,
        dice: outcome.dice,
        total: outcome.total,
        triple: outcome.triple,
        winning: outcome.winning,
        won: outcome.won,
        win: formatMinor(outcome.winMinor),
        balance: formatMinor(settled.balanceMinor),
      };
    },
    { rateLimit: { max: ROUNDS_PER_MINUTE, timeWindow: '1 minute' } },
  );
}

/** The slot a spin is for: the page's game when it is a slot, else the session's, else fruit. */
function slotThemeOf(requested: string | undefined, sessionGame: string): SlotTheme {
  if (requested) {
    const game = parseDemoGame(requested);
    if (game?.kind !== 'slot') throw badRequest(MSG.gameNotFound);
    return game.theme;
  }
  const game = parseDemoGame(sessionGame);
  return game?.kind === 'slot' ? game.theme : 'fruit';
}
