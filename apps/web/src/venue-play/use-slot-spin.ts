import { useEffect, useRef, useState } from 'react';
import { slotWindow, type SlotSymbol } from '@app/domain/games/slot';
import { venueCall, venueEndpoints, type SpinAnswer } from './api.ts';

/** The reels spin at least this long, then stop one after another. */
const MIN_SPIN_MS = 650;
const REEL_STOP_GAP_MS = 170;
/** What the reels show before the first spin: a window that pays nothing, with varied symbols. */
const RESTING_STOPS = [13, 2, 8, 16, 11];

/**
 * A slot spin: the reels spin for at least MIN_SPIN_MS while /slot/spin answers, then stop one
 * after another REEL_STOP_GAP_MS apart; the answer (and the balance) shows once the last stops.
 */
export function useSlotSpin(
  token: string,
  game: string,
  {
    onBalance,
    onError,
    onStart,
  }: {
    onBalance: (balance: string) => void;
    onError: (error: unknown) => void;
    onStart: () => void;
  },
) {
  const [grid, setGrid] = useState<SlotSymbol[][]>(() => slotWindow(RESTING_STOPS));
  const [spinning, setSpinning] = useState(false);
  /** Reels already stopped during a spin (0..5). */
  const [stopped, setStopped] = useState(5);
  const [result, setResult] = useState<SpinAnswer | null>(null);
  const [lastWin, setLastWin] = useState('0.00');
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  async function spin(bet: string) {
    if (spinning) return;
    onStart();
    setSpinning(true);
    setStopped(0);
    setResult(null);
    const started = Date.now();
    let answer: SpinAnswer;
    try {
      answer = await venueCall(venueEndpoints.slotSpin, token, { bet, game });
    } catch (error) {
      setStopped(5);
      setSpinning(false);
      onError(error);
      return;
    }
    const wait = Math.max(0, MIN_SPIN_MS - (Date.now() - started));
    const finalGrid = answer.grid as SlotSymbol[][];
    for (let reel = 0; reel < 5; reel++) {
      timers.current.push(
        window.setTimeout(
          () => {
            setGrid((current) => current.map((column, i) => (i === reel ? finalGrid[i]! : column)));
            setStopped(reel + 1);
            if (reel === 4) {
              setSpinning(false);
              setResult(answer);
              setLastWin(answer.win);
              onBalance(answer.balance);
            }
          },
          wait + reel * REEL_STOP_GAP_MS,
        ),
      );
    }
  }

  return { grid, spinning, stopped, result, lastWin, spin };
}
