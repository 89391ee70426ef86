import { Glyph } from '../../../components/Glyph.tsx';
/**
 * A few line icons drawn here rather than taken from antd-mobile-icons, whose paths cost 1–2 KB
 * gzip each on the first route (DESIGN §10 budget). 24 × 24, stroked in the current colour.
 */
function HomeGlyph({ d, className }: { d: string; className?: string }) {
  return <Glyph d={d} base="home-glyph" stroke={2} {...(className ? { className } : {})} />;
}

type GlyphProps = { className?: string };

export const MenuGlyph = (p: GlyphProps) => <HomeGlyph {...p} d="M4 6h16M4 12h16M4 18h16" />;
export const RefreshGlyph = (p: GlyphProps) => (
  <HomeGlyph {...p} d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4" />
);
export const ChevronGlyph = (p: GlyphProps) => <HomeGlyph {...p} d="M9 6l6 6-6 6" />;
export const GiftGlyph = (p: GlyphProps) => (
  <HomeGlyph {...p} d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" />
);
export const DepositGlyph = (p: GlyphProps) => (
  <HomeGlyph {...p} d="M3 7h18v12H3zM3 11h18M12 3v6M9 6l3 3 3-3" />
);
export const WithdrawGlyph = (p: GlyphProps) => (
  <HomeGlyph {...p} d="M3 9h18v12H3zM3 13h18M12 8V2M9 5l3-3 3 3" />
);
export const VipGlyph = (p: GlyphProps) => <HomeGlyph {...p} d="M3 8l4 9h10l4-9-5 3-4-6-4 6z" />;
export const ServiceGlyph = (p: GlyphProps) => (
  <HomeGlyph {...p} d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 2-3 2-6 2" />
);
export const TransferGlyph = (p: GlyphProps) => <HomeGlyph {...p} d="M4 8h15l-4-4M20 16H5l4 4" />;
export const SoundGlyph = (p: GlyphProps) => (
  <HomeGlyph {...p} d="M4 9h4l5-4v14l-5-4H4zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
);
