import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { SymbolArt } from '../art/SymbolArt.tsx';
import type { HouseSpin } from '../api/house-spin.ts';
import { landingColumn, loopColumn, LOOP_STEPS, ROWS, windowAt } from '../slot/reel-travel.ts';
import type { ReelMotion } from '../slot/use-slot-play.ts';
import { HOUSE_TEXT } from '../strings.ts';
import { PaylineOverlay } from './PaylineOverlay.tsx';

/**
 * The 5 × 3 window of a slot: five reels of the slot's real strips, resting, looping or landing on
 * the server's stops left to right; once the last spin has landed its winning cells are lit, the
 * others dimmed, and its lines drawn over the window.
 */
export function SlotWindow({
  game,
  strips,
  paylines,
  names,
  stops,
  motions,
  result,
}: {
  game: string;
  strips: readonly (readonly string[])[];
  paylines: readonly (readonly number[])[];
  names: Record<string, string>;
  stops: readonly number[];
  motions: readonly ReelMotion[];
  result: HouseSpin | null;
}) {
  const winning = useMemo(() => {
    const cells = new Set<string>();
    for (const line of result?.lines ?? []) {
      for (const [reel, row] of line.cells) cells.add(`${reel}:${row}`);
    }
    return cells;
  }, [result]);
  const won = winning.size > 0;
  return (
    <div className="house-window">
      <div className="house-reels" role="group" aria-label={HOUSE_TEXT.reels}>
        {strips.map((strip, reel) => {
          const motion = motions[reel] ?? { kind: 'rest' };
          return motion.kind === 'rest' ? (
            <div className="house-reel" key={reel}>
              <div className="house-reel__strip">
                {windowAt(strip, stops[reel] ?? 0).map((symbol, row) => (
                  <div
                    key={row}
                    className={`house-cell${winning.has(`${reel}:${row}`) ? ' house-cell--win' : won ? ' house-cell--dim' : ''}`}
                    data-cell={`${reel}:${row}`}
                  >
                    <SymbolArt game={game} symbol={symbol} name={names[symbol]} />
                  </div>
                ))}
              </div>
            </div>
          ) : (
            <MovingReel
              key={`${reel}-${motion.kind}`}
              reel={reel}
              game={game}
              strip={strip}
              from={stops[reel] ?? 0}
              motion={motion}
            />
          );
        })}
        {result && result.lines.length > 0 && (
          <PaylineOverlay
            lines={result.lines.map((line) => ({
              line: line.line,
              rows: paylines[line.line] ?? [],
            }))}
          />
        )}
      </div>
    </div>
  );
}

const LOOP_SHIFT = `${(-LOOP_STEPS / (LOOP_STEPS + ROWS)) * 100}%`;

/** A reel in motion: its strip blurring by, then sliding down onto the stop (hidden from readers). */
function MovingReel({
  reel,
  game,
  strip,
  from,
  motion,
}: {
  reel: number;
  game: string;
  strip: readonly string[];
  from: number;
  motion: Exclude<ReelMotion, { kind: 'rest' }>;
}) {
  const column = useRef<HTMLDivElement>(null);
  const landing = useMemo(
    () =>
      motion.kind === 'land' ? landingColumn(strip, motion.from, motion.to, motion.minSteps) : null,
    [motion, strip],
  );
  const symbols = landing ? landing.symbols : loopColumn(strip, from);
  useLayoutEffect(() => {
    const el = column.current;
    if (!landing || motion.kind !== 'land' || !el || typeof el.animate !== 'function') return;
    const start = `translateY(${(-landing.steps / (landing.steps + ROWS)) * 100}%)`;
    const animation = el.animate([{ transform: start }, { transform: 'translateY(0)' }], {
      duration: motion.duration,
      easing: 'cubic-bezier(0.2, 0.75, 0.3, 1)',
      fill: 'both',
    });
    return () => animation.cancel();
  }, [landing, motion]);
  return (
    <div className="house-reel house-reel--moving" aria-hidden>
      <div
        ref={column}
        className={`house-reel__strip${motion.kind === 'loop' ? ' house-reel__strip--loop' : ''}`}
        // each reel a little out of step with the others
        style={{ '--loop-shift': LOOP_SHIFT, animationDelay: `${-reel * 90}ms` } as CSSProperties}
      >
        {symbols.map((symbol, i) => (
          <div key={i} className="house-cell">
            <SymbolArt game={game} symbol={symbol} decorative />
          </div>
        ))}
      </div>
    </div>
  );
}
