import type { HouseTableGame } from '@app/contract/house-constants';
import { baccaratPoints, playBaccarat } from '@app/domain/house/baccarat';
import { RANK_LABELS, rankOf } from '@app/domain/house/cards';
import { NIUNIU_HAND_SIZE, niuOf } from '@app/domain/house/niuniu';
import { niuName, TABLE_TEXT, tableAreaName } from '../strings.ts';

/**
 * How a round's cards lie on the table and the order they are turned, from the cards in deal
 * order (house-games.md): baccarat's hands by the rules (`playBaccarat`: positions 0 and 2 the
 * player's, 1 and 3 the banker's, a third card to whichever hand draws it, drawn sideways to the
 * hand's right), dragon tiger's two cards, 百人牛牛's five hands of five.
 *
 * A card is null while the round is not dealt: the table shows the backs of the cards every round
 * deals (baccarat's first four, dragon tiger's two, 百人牛牛's twenty-five).
 */
export interface HandView {
  key: string;
  name: string;
  cards: (number | null)[];
  /** Baccarat's third card of the hand, laid sideways. */
  third: boolean;
}

export interface DealView {
  hands: HandView[];
  /** Cards in the order they are turned: [hand, place in the hand]. */
  order: (readonly [number, number])[];
}

const blank = (n: number): null[] => Array<null>(n).fill(null);

function baccaratView(cards: readonly number[] | null): DealView {
  const round = cards ? playBaccarat(cards) : null;
  const player = round?.player ?? blank(2);
  const banker = round?.banker ?? blank(2);
  const order: (readonly [number, number])[] = [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ];
  if (player.length > 2) order.push([0, 2]);
  if (banker.length > 2) order.push([1, 2]);
  return {
    hands: [
      { key: 'player', name: TABLE_TEXT.hands.player, cards: player, third: player.length > 2 },
      { key: 'banker', name: TABLE_TEXT.hands.banker, cards: banker, third: banker.length > 2 },
    ],
    order,
  };
}

function dragonTigerView(cards: readonly number[] | null): DealView {
  return {
    hands: [
      { key: 'dragon', name: TABLE_TEXT.hands.dragon, cards: [cards?.[0] ?? null], third: false },
      { key: 'tiger', name: TABLE_TEXT.hands.tiger, cards: [cards?.[1] ?? null], third: false },
    ],
    order: [
      [0, 0],
      [1, 0],
    ],
  };
}

const NIUNIU_HANDS = ['banker', 'tian', 'di', 'xuan', 'huang'] as const;

function niuniuView(cards: readonly number[] | null): DealView {
  const hands = NIUNIU_HANDS.map((key, h) => ({
    key,
    name: key === 'banker' ? TABLE_TEXT.hands.niuBanker : tableAreaName(key),
    cards: cards
      ? cards.slice(h * NIUNIU_HAND_SIZE, (h + 1) * NIUNIU_HAND_SIZE)
      : blank(NIUNIU_HAND_SIZE),
    third: false,
  }));
  const order = hands.flatMap((hand, h) => hand.cards.map((_, i) => [h, i] as const));
  return { hands, order };
}

/** The round's hands and turning order; `cards` null before the deal. */
export function dealView(game: HouseTableGame, cards: readonly number[] | null): DealView {
  switch (game) {
    case 'baccarat':
      return baccaratView(cards);
    case 'dragon_tiger':
      return dragonTigerView(cards);
    case 'niuniu':
      return niuniuView(cards);
  }
}

/**
 * What a hand scores once the cards shown are turned: baccarat's points of the turned cards, the
 * dragon's or tiger's rank, a 百人牛牛 hand's 牛 when all five are turned. '' before any card.
 */
export function handScore(game: HouseTableGame, shown: readonly number[], size: number): string {
  if (shown.length === 0) return '';
  switch (game) {
    case 'baccarat':
      return TABLE_TEXT.points(baccaratPoints(shown));
    case 'dragon_tiger':
      return RANK_LABELS[rankOf(shown[0]!) - 1] ?? '';
    case 'niuniu':
      return shown.length === size ? niuName(niuOf(shown)) : '';
  }
}
