import { describe, expect, it } from 'vitest';
import { hmacRandomStream } from './csprng.ts';
import { DICE_PICKS, DICE_RTP_BASIS_POINTS, DICE_RTP_PERCENT, rollDice } from './dice.ts';
import { SLOT_RTP_BASIS_POINTS, SLOT_RTP_PERCENT, spinSlot } from './slot.ts';

/**
 * Plays the games as the server does (one HMAC-SHA256 stream per round: fixed seed here, a
 * random one per session in production; the round number as the nonce) and compares the
 * measured return with the stated one.
 *
 * Why a fixed seed and no second run on node:crypto's randomInt: a slot spin's standard
 * deviation is 1.10 stakes (exact, slot.test.ts), so 10,000 spins measure the RTP with a
 * standard deviation of 1.10 points; a 2-point bound then holds for about 93 % of seeds, which is
 * not "essentially certain", and a test on fresh randomness would fail now and then for no fault.
 * The dice (standard deviation 1.00 stake → 1.00 point) hold for about 95 %: same answer. The
 * fixed seed makes the check reproducible; the exact RTPs are proved by enumeration elsewhere.
 */
const SEED = Buffer.from('demo-venue/simulation/seed/2024-v1');
const ROUNDS = 10_000;

describe('simulation on the HMAC-SHA256 stream', () => {
  it('measures the slot within 2 points of its stated RTP over 10,000 spins', () => {
    const stake = 1_000n;
    let paid = 0n;
    for (let round = 0; round < ROUNDS; round++) {
      paid += spinSlot(hmacRandomStream(SEED, `slot:${round}`), stake).winMinor;
    }
    const measured = (Number(paid) / Number(stake * BigInt(ROUNDS))) * 100;
    console.log(
      `slot: measured RTP ${measured.toFixed(2)} % over ${ROUNDS} spins (stated ${SLOT_RTP_PERCENT} %)`,
    );
    expect(Math.abs(measured - SLOT_RTP_BASIS_POINTS / 100)).toBeLessThan(2);
  });

  it('measures the dice within 2 points of their stated RTP over 10,000 rounds', () => {
    const stake = 1_000n;
    let paid = 0n;
    for (let round = 0; round < ROUNDS; round++) {
      const pick = DICE_PICKS[round % DICE_PICKS.length]!;
      paid += rollDice(hmacRandomStream(SEED, `dice:${round}`), pick, stake).winMinor;
    }
    const measured = (Number(paid) / Number(stake * BigInt(ROUNDS))) * 100;
    console.log(
      `dice: measured RTP ${measured.toFixed(2)} % over ${ROUNDS} rounds (stated ${DICE_RTP_PERCENT} %)`,
    );
    expect(Math.abs(measured - DICE_RTP_BASIS_POINTS / 100)).toBeLessThan(2);
  });
});
