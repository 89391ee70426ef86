/**
 * A line icon drawn from one path (24 × 24, stroked in the current colour, 1em square), for
 * screens a first visit opens: antd-mobile-icons' paths cost 1–4 KB gzip each (DESIGN §10 budget).
 */
export function Glyph({
  d,
  className,
  base = 'glyph',
  size = '1em',
  stroke = 1.7,
}: {
  d: string;
  className?: string;
  /** The class every glyph of one place carries. */
  base?: string;
  size?: string;
  stroke?: number;
}) {
  return (
    <svg
      className={className ? `${base} ${className}` : base}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
