import { useLayoutEffect, useRef } from 'react';
import { LOTTERY_TEXT } from '../strings.ts';
import { runs } from '../trend.ts';

/** A sideways-scrolling box that starts at its right end: the newest draws are in view. */
function useScrolledToEnd<T extends HTMLElement>(deps: unknown) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [deps]);
  return ref;
}

/** Inline SVG charts of the trend page: no chart library (the first-route budget, DESIGN §10). */

export interface LinePoint {
  value: number;
  /** A CSS class for the point (its colour). */
  tone: string;
  title: string;
}

const STEP = 14;
const HEIGHT = 150;
const PAD = 16;

/** A line of values from `min` to `max`, oldest on the left, in a sideways-scrolling box. */
export function LineChart({
  points,
  min,
  max,
  guide,
  label,
}: {
  points: LinePoint[];
  min: number;
  max: number;
  /** A horizontal guide line (the 大/小 boundary). */
  guide?: number;
  label: string;
}) {
  const width = Math.max(320, PAD * 2 + (points.length - 1) * STEP);
  const y = (v: number) => PAD + ((max - v) / (max - min)) * (HEIGHT - PAD * 2);
  const x = (i: number) => PAD + i * STEP;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(p.value)}`).join(' ');
  const box = useScrolledToEnd<HTMLDivElement>(points);
  const marks = [min, guide, max].filter((v): v is number => v !== undefined);
  return (
    <div className="lottery-chart" role="img" aria-label={label}>
      <div className="lottery-chart__scroll" ref={box} tabIndex={0}>
        <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
          {marks.map((v) => (
            <line
              key={`grid-${v}`}
              x1={0}
              x2={width}
              y1={y(v)}
              y2={y(v)}
              className={v === guide ? 'lottery-chart__guide' : 'lottery-chart__grid'}
            />
          ))}
          <path d={path} className="lottery-chart__line" />
          {points.map((p, i) => (
            <g key={i}>
              <circle cx={x(i)} cy={y(p.value)} r={5} className={`lottery-chart__dot ${p.tone}`}>
                <title>{p.title}</title>
              </circle>
              <text x={x(i)} y={y(p.value) + 3} className="lottery-chart__dot-text">
                {p.value}
              </text>
            </g>
          ))}
        </svg>
      </div>
      {/* the scale stays in view while the line scrolls */}
      {marks.map((v) => (
        <span key={`axis-${v}`} className="lottery-chart__axis" style={{ top: y(v) - 14 }}>
          {v}
        </span>
      ))}
    </div>
  );
}

/** How many balls a streak column holds; a longer run goes on in the next column. */
const COLUMN_CELLS = 6;

/**
 * A streak road: one column per run of equal values (大大大 | 小 | 大大 …). Every ball reads its
 * value: a run longer than a column turns into the next column (marked as its continuation), and
 * its length is written under it as "N连", never inside a ball (a ball reading "8" in the 单双 road
 * looked like a result).
 */
export function StreakRoad<T extends string>({
  values,
  text,
  tone,
  label,
}: {
  values: readonly T[];
  text: (value: T) => string;
  tone: (value: T) => string;
  label: string;
}) {
  const box = useScrolledToEnd<HTMLDivElement>(values);
  return (
    <div className="lottery-road" role="img" aria-label={label} ref={box} tabIndex={0}>
      {runs(values).flatMap((run, i) => {
        const columns = Math.ceil(run.length / COLUMN_CELLS);
        return Array.from({ length: columns }, (_, c) => {
          const cells = Math.min(COLUMN_CELLS, run.length - c * COLUMN_CELLS);
          const last = c === columns - 1;
          return (
            <div
              className={
                c > 0 ? 'lottery-road__column lottery-road__column--more' : 'lottery-road__column'
              }
              key={`${i}-${c}`}
            >
              {Array.from({ length: cells }, (_, j) => (
                <span key={j} className={`lottery-road__cell ${tone(run.value)}`}>
                  {text(run.value)}
                </span>
              ))}
              {last && columns > 1 && (
                <span className="lottery-road__streak">{LOTTERY_TEXT.streak(run.length)}</span>
              )}
            </div>
          );
        });
      })}
    </div>
  );
}

/** Columns of counts (how often each 生肖 was the 特码). */
export function CountColumns({
  items,
  label,
}: {
  items: { name: string; count: number }[];
  label: string;
}) {
  const top = Math.max(1, ...items.map((item) => item.count));
  return (
    <div className="lottery-columns" role="img" aria-label={label}>
      {items.map((item) => (
        <div className="lottery-columns__item" key={item.name}>
          <span className="lottery-columns__count">{item.count}</span>
          <span
            className="lottery-columns__bar"
            style={{ height: `${Math.round((item.count / top) * 80)}px` }}
          />
          <span className="lottery-columns__name">{item.name}</span>
        </div>
      ))}
    </div>
  );
}
