import { describe, expect, it } from 'vitest';
import { DYNASTY, FRUIT, OCEAN, SLOT_GAMES, slotGameOf } from './slot-games.ts';
import { exactRtp, formatRtp } from './slot-rtp.ts';
import { SLOT_ROWS } from './slots.ts';

describe('the three slots', () => {
  it.each(SLOT_GAMES.map((game) => [game.code, game] as const))(
    '%s: 5 reels of its own symbols, 10–20 distinct lines in a 3-row window',
    (_, game) => {
      expect(game.reels).toHaveLength(5);
      for (const strip of game.reels) for (const s of strip) expect(game.symbols).toContain(s);
      for (const s of Object.keys(game.paytable)) expect(game.symbols).toContain(s);
      expect(game.lines.length >= 10 && game.lines.length <= 20).toBe(true);
      expect(new Set(game.lines.map((line) => line.join())).size).toBe(game.lines.length);
      for (const line of game.lines) {
        expect(line).toHaveLength(5);
        for (const row of line) expect(row >= 0 && row < SLOT_ROWS).toBe(true);
      }
      expect(slotGameOf(game.code)).toBe(game);
    },
  );

  it('state the exact RTP recomputed from their strips, each between 95 % and 97 %', () => {
    const exact = Object.fromEntries(
      SLOT_GAMES.map((game) => {
        const rtp = exactRtp(game);
        expect(formatRtp(rtp)).toBe(game.statedRtp);
        expect(rtp.value >= 0.95 && rtp.value <= 0.97).toBe(true);
        return [game.code, `${rtp.numerator}/${rtp.denominator}`];
      }),
    );
    expect(exact).toEqual({
      fruit: '342100/356421',
      ocean: '8691109/9051939',
      dynasty: '17365/18096',
    });
    expect([FRUIT.statedRtp, OCEAN.statedRtp, DYNASTY.statedRtp]).toEqual([
      '95.98%',
      '96.01%',
      '95.96%',
    ]);
  });

  it('dynasty has its wilds on the middle three reels only', () => {
    expect(DYNASTY.reels.map((strip) => strip.includes('wild'))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});
