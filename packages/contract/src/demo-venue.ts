import { z } from 'zod';
import { DICE_PICKS } from './dice-picks.ts';
import { MSG } from './messages.ts';
import { parseMinor } from './money.ts';

/**
 * The demo venue's own calls (DESIGN §6), under /venue/demo/api: a third-party provider's API that
 * lives in our process, called by its game page (play.html) with the launch session's token in the
 * `x-venue-session` header (or a `t` field). Its payloads are its own, not the spec's; its answers
 * keep our envelope and Chinese messages. Money is a 2-place string.
 */

const token = z.string().max(128).optional();
/** A stake: a number or a 2-place string, above zero; read as bigint fen. */
const betField = z
  .union([z.number(), z.string().max(32)], { error: MSG.betAmountInvalid })
  .transform((value, ctx) => {
    const minor = parseMinor(value);
    if (minor === null || minor <= 0n) {
      ctx.addIssue({ code: 'custom', message: MSG.betAmountInvalid });
      return z.NEVER;
    }
    return minor;
  });
/** A game code of the venue: slot-<theme> or dice. */
const gameField = z.string().max(32).optional();

// POST /venue/demo/api/session {game?} -> what the page shows
export const demoSessionPayload = z.object({ t: token, game: gameField });

export const demoVenueGame = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['slot', 'dice']),
  /** Return to player, percent: '96.00'. */
  rtp: z.string(),
});
export const demoSession = z.object({
  plat: z.string(),
  venue_name: z.string(),
  /** The game shown: the page's choice or the launched one. */
  game: z.string(),
  game_name: z.string(),
  kind: z.enum(['slot', 'dice', 'lobby']),
  /** The slot's theme; '' for other games. */
  theme: z.string(),
  /** '' for the lobby. */
  rtp: z.string(),
  /** The player's wallet at this venue. */
  balance: z.string(),
  /** Epoch milliseconds. */
  expires_at: z.number(),
  slot: z.object({ rtp: z.string(), lines: z.number(), bets: z.array(z.string()) }),
  dice: z.object({
    rtp: z.string(),
    chips: z.array(z.string()),
    min_bet: z.string(),
    max_bet: z.string(),
  }),
  /** Every game of the venue, for the lobby. */
  games: z.array(demoVenueGame),
});
export type DemoSession = z.infer<typeof demoSession>;

// POST /venue/demo/api/slot/spin {bet, game?} -> the settled round
export const demoSpinPayload = z.object({ t: token, bet: betField, game: gameField });
export const demoSpinLine = z.object({
  /** Payline number, from 1. */
  line: z.number(),
  symbol: z.string(),
  count: z.number(),
  multiplier: z.number(),
  win: z.string(),
});
export const demoSpin = z.object({
  round_no: z.string(),
  game: z.string(),
  bet: z.string(),
  /** Paid back (0.00 when nothing pays). */
  win: z.string(),
  /** The venue wallet after the round. */
  balance: z.string(),
  stops: z.array(z.number()),
  /** grid[reel][row]: the symbols in view. */
  grid: z.array(z.array(z.string())),
  lines: z.array(demoSpinLine),
});
export type DemoSpin = z.infer<typeof demoSpin>;

// POST /venue/demo/api/dice/roll {bet, pick} -> the settled round
export const demoRollPayload = z.object({
  t: token,
  bet: betField,
  pick: z.enum(DICE_PICKS, { error: MSG.badRequest }),
});
export const demoRoll = z.object({
  round_no: z.string(),
  game: z.literal('dice'),
  bet: z.string(),
  pick: z.enum(DICE_PICKS),
  dice: z.tuple([z.number(), z.number(), z.number()]),
  total: z.number(),
  triple: z.boolean(),
  /** The picks this throw wins (none on a triple). */
  winning: z.array(z.enum(DICE_PICKS)),
  won: z.boolean(),
  win: z.string(),
  balance: z.string(),
});
export type DemoRoll = z.infer<typeof demoRoll>;
