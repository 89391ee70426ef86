import type { SlotSymbol } from '@app/domain/games/slot';
import { SYMBOL_COLORS, type ThemeLook } from './theme.ts';

/** One slot symbol as its theme draws it: a character on a tile coloured by the symbol's rank. */
export function SymbolTile({
  symbol,
  look,
  className = '',
}: {
  symbol: SlotSymbol;
  look: ThemeLook;
  className?: string;
}) {
  const { glyph, name } = look.symbols[symbol];
  return (
    <span
      className={`vp-tile vp-tile--${symbol} ${className}`}
      style={{ background: SYMBOL_COLORS[symbol] }}
      title={name}
    >
      <span className={glyph.length > 1 ? 'vp-tile__glyph vp-tile__glyph--wide' : 'vp-tile__glyph'}>
        {glyph}
      </span>
    </span>
  );
}
