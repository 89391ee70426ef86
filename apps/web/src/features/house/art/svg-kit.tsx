/**
 * Small helpers of the drawn art: gradient definitions with ids unique to one picture (a symbol is
 * drawn many times on one screen, and a gradient inside a hidden copy must not be the one the
 * others point at).
 */

/** Names a picture's gradients: `ids.of('body')` for the definition, `ids.url('body')` to fill. */
export interface ArtIds {
  of(name: string): string;
  url(name: string): string;
}

export function artIds(prefix: string): ArtIds {
  const clean = prefix.replace(/[^a-zA-Z0-9_-]/g, '');
  return {
    of: (name) => `${clean}-${name}`,
    url: (name) => `url(#${clean}-${name})`,
  };
}

function Stops({ colors }: { colors: readonly string[] }) {
  return (
    <>
      {colors.map((color, i) => (
        <stop
          key={i}
          offset={colors.length === 1 ? 0 : i / (colors.length - 1)}
          stopColor={color}
        />
      ))}
    </>
  );
}

/** A top-to-bottom gradient (or along x1 y1 → x2 y2, in the shape's box). */
export function Linear({
  id,
  colors,
  x1 = 0,
  y1 = 0,
  x2 = 0,
  y2 = 1,
}: {
  id: string;
  colors: readonly string[];
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}) {
  return (
    <linearGradient id={id} x1={x1} y1={y1} x2={x2} y2={y2}>
      <Stops colors={colors} />
    </linearGradient>
  );
}

/** A gradient lit from the upper left: the first colour at the light, the last at the rim. */
export function Radial({
  id,
  colors,
  cx = 0.35,
  cy = 0.3,
  r = 0.8,
}: {
  id: string;
  colors: readonly string[];
  cx?: number;
  cy?: number;
  r?: number;
}) {
  return (
    <radialGradient id={id} cx={cx} cy={cy} r={r}>
      <Stops colors={colors} />
    </radialGradient>
  );
}
