import { describe, expect, it } from 'vitest';
import { playBaccarat } from './baccarat.ts';
import { dealShoe } from './cards.ts';
import { FRUIT } from './slot-games.ts';
import { spinSlot } from './slots.ts';
import { fairStream } from './stream.ts';
import { recomputePersonal, recomputeTableRound } from './verify.ts';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

/**
 * Known answers for the seed above. They were checked against a second implementation of
 * house-games.md written separately on node:crypto (not this code), so an outside verifier can
 * test itself against them too.
 */
describe('table rounds', () => {
  const table = (
    game: 'baccarat' | 'dragon_tiger' | 'niuniu',
    code: string,
    round: number,
    beacon = '',
  ) => recomputeTableRound({ game, table: code, round, seed: SEED, beacon });

  it('baccarat: the cards the round used, in deal order, and {winner, player, banker, pairs}', async () => {
    expect(await table('baccarat', 'bac1', 1)).toEqual({
      cards: [178, 11, 101, 248, 10, 70],
      outcome: { winner: 'banker', player: 0, banker: 8, playerPair: false, bankerPair: false },
    });
    expect(await table('baccarat', 'bac1', 2)).toEqual({
      cards: [387, 314, 383, 274, 100],
      outcome: { winner: 'player', player: 7, banker: 5, playerPair: false, bankerPair: false },
    });
    expect(await table('baccarat', 'bac1', 4)).toEqual({
      cards: [308, 281, 20, 48],
      outcome: { winner: 'banker', player: 8, banker: 9, playerPair: false, bankerPair: false },
    });
  });

  it('baccarat: the same as dealing six from the stream `${table}:${round}:${beacon}`', async () => {
    for (let round = 100; round < 120; round++) {
      const dealt = await dealShoe(fairStream(SEED, `bac9:${round}:ff`), 8, 6);
      const played = playBaccarat(dealt);
      const { cards, outcome } = await table('baccarat', 'bac9', round, 'ff');
      expect(cards).toEqual(dealt.slice(0, played.used));
      expect(outcome).toEqual({
        winner: played.winner,
        player: played.playerPoints,
        banker: played.bankerPoints,
        playerPair: played.playerPair,
        bankerPair: played.bankerPair,
      });
    }
  });

  it('dragon tiger: two cards and {winner}', async () => {
    expect(await table('dragon_tiger', 'dt1', 7, 'ab12')).toEqual({
      cards: [387, 99],
      outcome: { winner: 'dragon' },
    });
  });

  it('niuniu: 25 cards and {banker: niu, seats: [{niu, winner}] for 天 地 玄 黄}', async () => {
    expect(await table('niuniu', 'nn1', 3)).toEqual({
      cards: [
        21, 29, 33, 48, 18, 37, 0, 14, 15, 16, 30, 36, 23, 49, 2, 25, 7, 5, 47, 13, 1, 8, 35, 44,
        39,
      ],
      outcome: {
        banker: 7,
        seats: [
          { niu: 0, winner: 'banker' },
          { niu: 8, winner: 'seat' },
          { niu: 4, winner: 'banker' },
          { niu: 8, winner: 'seat' },
        ],
      },
    });
  });

  it('refuses malformed inputs', async () => {
    const good = { game: 'baccarat' as const, table: 'bac1', round: 1, seed: SEED, beacon: '' };
    await expect(recomputeTableRound({ ...good, seed: SEED.slice(1) })).rejects.toThrow(RangeError);
    await expect(recomputeTableRound({ ...good, table: 'a:b' })).rejects.toThrow(RangeError);
    await expect(recomputeTableRound({ ...good, beacon: 'XY' })).rejects.toThrow(RangeError);
    await expect(
      recomputeTableRound({ ...good, game: 'sic_bo' as unknown as 'baccarat' }),
    ).rejects.toThrow(RangeError);
  });
});

describe('personal rounds', () => {
  it('slots: one pick per reel on `${clientSeed}:${nonce}`, and the win at the stake', async () => {
    const spin = (nonce: number, stake = 100n) =>
      recomputePersonal({
        game: 'slots',
        seed: SEED,
        clientSeed: 'lucky',
        nonce,
        params: { slot: 'fruit', stake },
      });
    expect(await spin(0)).toEqual({ stops: [11, 34, 14, 24, 0], win: 0n });
    const fourth = await spin(4);
    expect(fourth.stops).toEqual([8, 1, 4, 0, 17]);
    expect(fourth.win).toBe(spinSlot(FRUIT, [8, 1, 4, 0, 17], 100n).total);
    expect(fourth.win).toBe(340n);
    expect((await spin(4, 1000n)).win).toBe(3400n);
    await expect(spin(0, 105n)).rejects.toThrow(RangeError);
    await expect(
      recomputePersonal({
        game: 'slots',
        seed: SEED,
        clientSeed: 'lucky',
        nonce: 0,
        params: { slot: 'nope', stake: 100n },
      }),
    ).rejects.toThrow(RangeError);
  });

  it('fishing: the first pick of the stream against the threshold', async () => {
    // The first pick(1 000 000) of 'lucky:0' is 595 026: above 480 000 (m = 2), below 960 000 (m = 1).
    const shot = (multiplier: number) =>
      recomputePersonal({
        game: 'fishing',
        seed: SEED,
        clientSeed: 'lucky',
        nonce: 0,
        params: { multiplier, rtpPpm: 960_000 },
      });
    expect(await shot(2)).toEqual({ caught: false });
    expect(await shot(1)).toEqual({ caught: true });
  });
});
