import { LINE_COLORS } from '../theme.ts';

/** The winning lines drawn over the 5 × 3 window, each in its colour through its cells' centres. */
export function PaylineOverlay({ lines }: { lines: { line: number; rows: readonly number[] }[] }) {
  return (
    <svg className="house-lines" viewBox="0 0 50 30" preserveAspectRatio="none" aria-hidden>
      {lines.map(({ line, rows }) => (
        <polyline
          key={line}
          className="house-lines__line"
          points={rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')}
          stroke={LINE_COLORS[line % LINE_COLORS.length]}
          data-line={line}
        />
      ))}
    </svg>
  );
}
