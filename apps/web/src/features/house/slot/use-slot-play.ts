import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MSG } from '@app/contract/messages';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { setHouseBalance } from '../../../api/house-lobby.ts';
import type { HouseSlot } from '../api/house-slot.ts';
import { postSpin, type HouseSpin } from '../api/house-spin.ts';
import { houseKeys } from '../api/keys.ts';
import { prefersReducedMotion } from '../reduced-motion.ts';
import { messageOf, retryOnce } from '../../../lib/retry-once.ts';
import { HOUSE_TEXT } from '../strings.ts';
import { reelSchedule } from './reel-travel.ts';

/** What a reel is doing: resting on its stop, looping while the answer is awaited, or landing. */
export type ReelMotion =
  | { kind: 'rest' }
  | { kind: 'loop' }
  | { kind: 'land'; from: number; to: number; minSteps: number; duration: number };

export interface SlotPlay {
  stops: number[];
  motions: ReelMotion[];
  /** The last spin, once every reel has landed on it. */
  result: HouseSpin | null;
  busy: boolean;
  error: string | null;
  /** The last refusal was for want of money in the house wallet. */
  lowBalance: boolean;
  /** Spins at a stake; resolves when the reels have landed (the answer), or null on a failure. */
  spin: (bet: string) => Promise<HouseSpin | null>;
}

/** Where the reels rest before the first spin: any stops (the picture only). */
function anyStops(slot: HouseSlot): number[] {
  return slot.reels.map((strip) => Math.floor(Math.random() * strip.length));
}

/** Reels start looping at once; the answer lands them left to right, no sooner than this. */
const MIN_LOOP_MS = 350;

/**
 * A slot's play: the spin call (one Idempotency-Key per spin, sent again only when no answer came)
 * and the reels' motion from the tap to the server's stops. The balance shown is the one the
 * server answered; after a failure it is asked again.
 */
export function useSlotPlay(slot: HouseSlot): SlotPlay {
  const queryClient = useQueryClient();
  const reels = slot.reels.length;
  const [stops, setStops] = useState<number[]>(() => anyStops(slot));
  const [motions, setMotions] = useState<ReelMotion[]>(() => Array(reels).fill({ kind: 'rest' }));
  const [result, setResult] = useState<HouseSpin | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lowBalance, setLowBalance] = useState(false);
  const timers = useRef<number[]>([]);
  const busyRef = useRef(false);
  const stopsRef = useRef(stops);
  stopsRef.current = stops;

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  const later = (ms: number) =>
    new Promise<void>((resolve) => timers.current.push(window.setTimeout(resolve, ms)));

  /** Each reel loops until its turn, then slides onto its stop: left to right. */
  const land = useCallback(
    async (answer: HouseSpin) => {
      const schedule = reelSchedule(reels, prefersReducedMotion());
      const from = stopsRef.current;
      const setReel = (reel: number, motion: ReelMotion) =>
        setMotions((now) => now.map((m, i) => (i === reel ? motion : m)));
      await Promise.all(
        answer.stops.map(async (to, reel) => {
          await later(schedule.delays[reel] ?? 0);
          if (schedule.duration > 0) {
            const minSteps = schedule.minSteps[reel] ?? 0;
            const duration = schedule.duration;
            setReel(reel, { kind: 'land', from: from[reel] ?? 0, to, minSteps, duration });
            await later(duration);
          }
          setStops((now) => now.map((stop, i) => (i === reel ? to : stop)));
          setReel(reel, { kind: 'rest' });
        }),
      );
    },
    [reels],
  );

  const spin = useCallback(
    async (bet: string): Promise<HouseSpin | null> => {
      if (busyRef.current) return null;
      busyRef.current = true;
      setBusy(true);
      setResult(null);
      setError(null);
      const reduced = prefersReducedMotion();
      if (!reduced) setMotions(Array(reels).fill({ kind: 'loop' }));
      const started = Date.now();
      const key = newIdempotencyKey();
      try {
        const answer = await retryOnce(() => postSpin(slot.code, bet, key));
        setHouseBalance(queryClient, answer.balance, answer.nonce);
        setLowBalance(false);
        if (!reduced) await later(Math.max(0, MIN_LOOP_MS - (Date.now() - started)));
        await land(answer);
        setResult(answer);
        return answer;
      } catch (failure) {
        const message = messageOf(failure, HOUSE_TEXT.loadFailed);
        setMotions(Array(reels).fill({ kind: 'rest' }));
        setError(message);
        setLowBalance(message === MSG.insufficientBalance);
        void queryClient.invalidateQueries({ queryKey: houseKeys.lobby });
        return null;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [land, queryClient, reels, slot.code],
  );

  return { stops, motions, result, busy, error, lowBalance, spin };
}
