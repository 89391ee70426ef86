import { useCallback, useEffect, useRef, useState } from 'react';
import type { HouseSpin } from '../api/house-spin.ts';
import {
  afterAutoSpin,
  canStake,
  type AutoSpinPlan,
  type AutoSpinRun,
  type AutoStopReason,
} from './auto-spin.ts';

/** The pause between two automatic spins, so each result can be seen. */
const PAUSE_MS = 700;

/**
 * 自动旋转: spins one after another at the chosen stake until the plan's count, a win above its
 * limit, a balance below the stake, an error, or the player's 停止 — whichever comes first.
 */
export function useAutoSpin({
  spin,
  balance,
  onStop,
  pauseMs = PAUSE_MS,
}: {
  spin: (bet: string) => Promise<HouseSpin | null>;
  /** The house wallet's balance as last answered. */
  balance: () => string | undefined;
  onStop: (reason: AutoStopReason) => void;
  pauseMs?: number;
}) {
  const [run, setRun] = useState<AutoSpinRun | null>(null);
  const stopAsked = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const start = useCallback(
    async (plan: AutoSpinPlan, bet: string) => {
      stopAsked.current = false;
      let current: AutoSpinRun = { plan, played: 0 };
      setRun(current);
      const end = (reason: AutoStopReason) => {
        setRun(null);
        if (alive.current) onStop(reason);
      };
      for (;;) {
        if (!alive.current) return;
        if (stopAsked.current) return end('player');
        if (!canStake(balance(), bet)) return end('lowBalance');
        const answer = await spin(bet);
        if (answer === null) return end(alive.current ? 'error' : 'player');
        const next = afterAutoSpin(current, {
          win: answer.win,
          balance: answer.balance,
          stake: bet,
        });
        current = next.run;
        setRun(current);
        if (next.stop) return end(next.stop);
        await new Promise((resolve) => window.setTimeout(resolve, pauseMs));
      }
    },
    [balance, onStop, pauseMs, spin],
  );

  const stop = useCallback(() => {
    stopAsked.current = true;
  }, []);

  return { run, start, stop };
}
