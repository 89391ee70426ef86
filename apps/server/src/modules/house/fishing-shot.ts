import { fairStream, fishPayout, personalPrefix, shootFair } from '@app/domain/house/index';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import {
  FISHING_CODE,
  FISHING_RTP_PPM,
  FISHING_STAKES_MINOR,
  houseFishOf,
  type HouseFish,
} from './catalogue.ts';
import { assertHouseOpen } from './venue-state.ts';
import { playRound, type PlayedRound } from './rounds.ts';

/** What a shot keeps as its bet's detail: the target and the rule in force, and the catch. */
export interface ShotDetail {
  fish: string;
  multiplier: number;
  rtp_ppm: number;
  caught: boolean;
}

/**
 * Fires one shot of the fishing game at a fish for a player at a stake (fen): refused when the
 * fish is unknown, the stake is not allowed or the venue is closed; otherwise one round
 * (rounds.ts): caught when the bet's first pick(10^6) < floor(rtp_ppm / multiplier), paying
 * stake × multiplier.
 */
export async function shootHouseFish(
  ctx: AppContext,
  userId: number,
  code: string,
  stakeMinor: bigint,
): Promise<{ fish: HouseFish; round: PlayedRound<ShotDetail> }> {
  const fish = houseFishOf(code);
  if (!fish) throw new DomainError('house_fish_unknown');
  if (!FISHING_STAKES_MINOR.includes(stakeMinor)) throw new DomainError('house_stake_invalid');
  await assertHouseOpen(ctx, FISHING_CODE);
  const rtpPpm = FISHING_RTP_PPM;
  const round = await playRound<ShotDetail>(ctx, {
    userId,
    game: FISHING_CODE,
    kind: 'fishing',
    stakeMinor,
    draw: async (pair) => {
      const stream = fairStream(pair.serverSeed, personalPrefix(pair.clientSeed, pair.nonce));
      const caught = await shootFair(stream, fish.multiplier, rtpPpm);
      return {
        winMinor: fishPayout(stakeMinor, fish.multiplier, caught),
        detail: { fish: fish.kind, multiplier: fish.multiplier, rtp_ppm: rtpPpm, caught },
      };
    },
  });
  return { fish, round };
}
