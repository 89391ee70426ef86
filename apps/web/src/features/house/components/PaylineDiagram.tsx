import { LINE_COLORS } from '../theme.ts';

/** One payline as a small 5 × 3 grid with its path drawn through it. */
export function PaylineDiagram({
  line,
  rows,
  label,
}: {
  line: number;
  rows: readonly number[];
  label: string;
}) {
  const color = LINE_COLORS[line % LINE_COLORS.length];
  return (
    <svg className="house-payline" viewBox="0 0 50 30" role="img" aria-label={label}>
      {rows.map((_, reel) =>
        [0, 1, 2].map((row) => (
          <rect
            key={`${reel}-${row}`}
            x={reel * 10 + 1}
            y={row * 10 + 1}
            width="8"
            height="8"
            rx="1.5"
            className={
              rows[reel] === row
                ? 'house-payline__cell house-payline__cell--on'
                : 'house-payline__cell'
            }
            style={rows[reel] === row ? { fill: color } : undefined}
          />
        )),
      )}
      <polyline
        points={rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')}
        fill="none"
        stroke={color}
        strokeWidth="1.2"
      />
    </svg>
  );
}
