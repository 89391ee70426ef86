import {
  dealZhajinhua,
  fairStream,
  personalPrefix,
  zhajinhuaPayout,
  type ZhajinhuaCategory,
  type ZhajinhuaWinner,
} from '@app/domain/house/index';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { HOUSE_CARDS, type HouseCards } from './catalogue.ts';
import { assertHouseOpen } from './venue-state.ts';
import { playRound, type PlayedRound } from './rounds.ts';

/**
 * What a hand of the card game keeps as its bet's detail: the six cards dealt (0–2 the player's,
 * 3–5 the banker's), the hands' categories, who won, and the odds in force (so a later change of
 * the odds never breaks the verification of older hands).
 */
export interface CardsDetail {
  cards: number[];
  player: ZhajinhuaCategory;
  banker: ZhajinhuaCategory;
  winner: ZhajinhuaWinner;
  odds_bp: number;
}

/**
 * Plays one hand of 炸金花 against the banker for a player at a stake (fen): refused when the
 * stake is not allowed or the venue is closed; otherwise one round (rounds.ts): one fresh deck
 * shuffled with the bet's stream, six cards dealt, the better hand wins (the banker on equal
 * ranks), a player's win paid at the game's odds (stake back plus the win, rounded down).
 */
export async function playHouseCards(
  ctx: AppContext,
  userId: number,
  stakeMinor: bigint,
): Promise<{ game: HouseCards; round: PlayedRound<CardsDetail> }> {
  const game = HOUSE_CARDS;
  if (!game.stakesMinor.includes(stakeMinor)) throw new DomainError('house_stake_invalid');
  await assertHouseOpen(ctx, game.code);
  const oddsBp = game.oddsBp;
  const round = await playRound<CardsDetail>(ctx, {
    userId,
    game: game.code,
    kind: 'cards',
    stakeMinor,
    draw: async (pair) => {
      const stream = fairStream(pair.serverSeed, personalPrefix(pair.clientSeed, pair.nonce));
      const dealt = await dealZhajinhua(stream);
      return {
        winMinor: zhajinhuaPayout(stakeMinor, dealt.winner, oddsBp),
        detail: {
          cards: [...dealt.player.cards, ...dealt.banker.cards],
          player: dealt.player.category,
          banker: dealt.banker.category,
          winner: dealt.winner,
          odds_bp: oddsBp,
        },
      };
    },
  });
  return { game, round };
}
