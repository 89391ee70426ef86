import { useId, type ReactElement } from 'react';
import { HOUSE_TEXT, SYMBOL_NAMES } from '../strings.ts';
import { DYNASTY_ART } from './dynasty-art.tsx';
import { FRUIT_ART } from './fruit-art.tsx';
import { OCEAN_ART } from './ocean-art.tsx';
import { artIds, type ArtIds } from './svg-kit.tsx';

const ART: Record<string, Record<string, (ids: ArtIds) => ReactElement>> = {
  fruit: FRUIT_ART,
  ocean: OCEAN_ART,
  dynasty: DYNASTY_ART,
};

/**
 * One slot symbol, drawn (SVG, 64 × 64 box scaled to its container): an image named in Chinese
 * for screen readers (`name`, else the game's own name for the symbol). `decorative`: hidden from
 * them, where the symbol is already said in words (a reel blurring by, a paytable row's label).
 */
export function SymbolArt({
  game,
  symbol,
  name,
  decorative = false,
  className,
}: {
  game: string;
  symbol: string;
  name?: string;
  decorative?: boolean;
  className?: string;
}) {
  const ids = artIds(`sym${useId()}`);
  const draw = ART[game]?.[symbol];
  const label = name ?? SYMBOL_NAMES[game]?.[symbol] ?? HOUSE_TEXT.unknownSymbol;
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      data-symbol={symbol}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      {draw ? draw(ids) : <circle cx="32" cy="32" r="20" fill="currentColor" opacity="0.3" />}
    </svg>
  );
}
