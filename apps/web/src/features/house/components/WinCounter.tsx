import { useEffect, useState } from 'react';
import { formatMinor, parseMinor } from '@app/contract/money-format';
import { prefersReducedMotion } from '../reduced-motion.ts';
import { HOUSE_TEXT } from '../strings.ts';

const COUNT_MS = 1000;

/**
 * A win counted up from 0 to the amount (about a second, at once with reduced motion). The
 * running figure is for the eyes; readers are told the final amount.
 */
export function WinCounter({ amount }: { amount: string }) {
  const target = parseMinor(amount) ?? 0n;
  const [shown, setShown] = useState<bigint>(() => (prefersReducedMotion() ? target : 0n));
  useEffect(() => {
    if (prefersReducedMotion() || typeof window.requestAnimationFrame !== 'function') {
      setShown(target);
      return;
    }
    let frame = 0;
    const started = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, (now - started) / COUNT_MS);
      const eased = 1 - (1 - p) ** 3;
      setShown((target * BigInt(Math.round(eased * 1000))) / 1000n);
      if (p < 1) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target]);
  return (
    <div className="house-win">
      <span className="house-win__label" aria-hidden>
        {HOUSE_TEXT.win}
      </span>
      <strong className="house-win__amount" aria-hidden>
        {HOUSE_TEXT.yuan(formatMinor(shown))}
      </strong>
      <span className="visually-hidden">{HOUSE_TEXT.totalWin(amount)}</span>
    </div>
  );
}
