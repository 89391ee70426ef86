import { formatMinor, parseMinor } from '@app/contract/money-format';
import { commitOf, isSeedHex } from '@app/domain/house/stream';
import { recomputePersonal } from '@app/domain/house/verify';
import type { HouseBetVerify as HouseVerify } from '../api/house-verify.ts';

/**
 * A house bet recomputed in this browser with the domain's own engine (Web Crypto), from what the
 * verification answered once the seed is revealed: SHA-256(seed) against the commitment shown
 * before the bet, and the outcome from the seed, client seed and nonce against the server's.
 */
export type Check = 'pass' | 'fail';

export type Recomputed =
  | { kind: 'slot'; stops: number[]; win: string }
  | { kind: 'fishing'; caught: boolean; win: string }
  | {
      kind: 'cards';
      cards: number[];
      player: string;
      banker: string;
      winner: 'player' | 'banker';
      win: string;
    };

export interface BetCheck {
  commit: Check;
  /** The recomputed outcome, or null when the inputs could not be recomputed. */
  recomputed: Recomputed | null;
  /** Each part of the outcome, recomputed against the server's. */
  parts: Record<string, Check>;
  outcome: Check;
}

const same = (a: boolean): Check => (a ? 'pass' : 'fail');

async function recompute(data: HouseVerify, seed: string): Promise<Recomputed> {
  const stake = parseMinor(data.bet);
  if (stake === null) throw new RangeError('bad stake');
  const common = { seed, clientSeed: data.clientSeed, nonce: data.nonce };
  if (data.kind === 'slot') {
    const { stops, win } = await recomputePersonal({
      ...common,
      game: 'slots',
      params: { slot: data.game, stake },
    });
    return { kind: 'slot', stops, win: formatMinor(win) };
  }
  if (data.kind === 'cards') {
    const round = await recomputePersonal({
      ...common,
      game: 'cards',
      params: { stake, oddsBp: data.odds_bp },
    });
    return { kind: 'cards', ...round, win: formatMinor(round.win) };
  }
  const { caught } = await recomputePersonal({
    ...common,
    game: 'fishing',
    params: { multiplier: data.multiplier, rtpPpm: data.rtp_ppm },
  });
  return {
    kind: 'fishing',
    caught,
    win: formatMinor(caught ? stake * BigInt(data.multiplier) : 0n),
  };
}

function partsOf(data: HouseVerify, recomputed: Recomputed | null): Record<string, Check> {
  if (data.kind === 'slot') {
    const stops = recomputed?.kind === 'slot' ? recomputed.stops : null;
    return {
      stops: same(
        stops !== null &&
          stops.length === data.outcome.stops.length &&
          stops.every((stop, i) => stop === data.outcome.stops[i]),
      ),
      win: same(recomputed?.win === data.outcome.win),
    };
  }
  if (data.kind === 'cards') {
    const mine = recomputed?.kind === 'cards' ? recomputed : null;
    const { outcome } = data;
    return {
      cards: same(
        mine !== null &&
          mine.cards.length === outcome.cards.length &&
          mine.cards.every((c, i) => c === outcome.cards[i]),
      ),
      hands: same(mine?.player === outcome.player && mine.banker === outcome.banker),
      winner: same(mine?.winner === outcome.winner),
      win: same(recomputed?.win === outcome.win),
    };
  }
  return {
    caught: same(recomputed?.kind === 'fishing' && recomputed.caught === data.outcome.caught),
    win: same(recomputed?.win === data.outcome.win),
  };
}

export async function checkBet(data: HouseVerify): Promise<BetCheck> {
  const seed = data.seed ?? '';
  const commit = isSeedHex(seed) && (await commitOf(seed)) === data.commit.toLowerCase();
  let recomputed: Recomputed | null = null;
  try {
    recomputed = await recompute(data, seed);
  } catch {
    recomputed = null;
  }
  const parts = partsOf(data, recomputed);
  const outcome = same(commit && Object.values(parts).every((part) => part === 'pass'));
  return { commit: same(commit), recomputed, parts, outcome };
}
