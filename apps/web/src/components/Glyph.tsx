/**
 * A line icon drawn from one path (24 × 24, stroked in the current colour, 1em square), for
 * screens a first visit opens: antd-mobile-icons' paths cost 1–4 KB gzip each (DESIGN §10 budget).
 */
export function Glyph({ d, className }: { d: string; className?: string }) {
  return (
    <svg
      className={className ? `glyph ${className}` : 'glyph'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
