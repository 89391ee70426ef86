import {
  fairStream,
  personalPrefix,
  slotStops,
  slotWindow,
  spinSlot,
} from '@app/domain/house/index';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { houseSlotOf, type HouseSlot } from './catalogue.ts';
import { assertHouseOpen } from './venue-state.ts';
import { playRound, type PlayedRound } from './rounds.ts';

/** What a spin keeps as its bet's detail: the stops drawn and each winning line. */
export interface SlotDetail {
  stops: number[];
  lines: {
    line: number;
    symbol: string;
    count: number;
    cells: [number, number][];
    multiplier: number;
    /** 2 places. */
    win: string;
  }[];
}

export interface SlotSpinResult {
  slot: HouseSlot;
  round: PlayedRound<SlotDetail>;
  /** The symbols in view, window[row][reel]. */
  window: string[][];
}

/**
 * Spins a house slot for a player at a stake (fen): refused when the game is unknown, the stake
 * is not one the game allows or the venue is closed; otherwise one round (rounds.ts): the stops
 * are one pick per reel from the bet's stream, the paylines pay from the left.
 */
export async function spinHouseSlot(
  ctx: AppContext,
  userId: number,
  code: string,
  stakeMinor: bigint,
): Promise<SlotSpinResult> {
  const slot = houseSlotOf(code);
  if (!slot) throw new DomainError('house_game_unknown');
  if (!slot.stakesMinor.includes(stakeMinor)) throw new DomainError('house_stake_invalid');
  await assertHouseOpen(ctx, slot.code);
  const round = await playRound<SlotDetail>(ctx, {
    userId,
    game: slot.code,
    kind: 'slot',
    stakeMinor,
    draw: async (pair) => {
      const stream = fairStream(pair.serverSeed, personalPrefix(pair.clientSeed, pair.nonce));
      const spin = spinSlot(slot.engine, await slotStops(slot.engine, stream), stakeMinor);
      return {
        winMinor: spin.total,
        detail: {
          stops: spin.stops,
          lines: spin.wins.map((w) => ({
            line: w.line,
            symbol: w.symbol,
            count: w.count,
            cells: w.cells,
            multiplier: w.multiplier,
            win: formatMinor(w.win),
          })),
        },
      };
    },
  });
  return { slot, round, window: rowsOf(slotWindow(slot.engine, round.detail.stops)) };
}

/** window[reel][row] -> rows[row][reel]. */
export function rowsOf(byReel: readonly (readonly string[])[]): string[][] {
  const rows = byReel[0]?.length ?? 0;
  return Array.from({ length: rows }, (_, row) => byReel.map((reel) => reel[row]!));
}
