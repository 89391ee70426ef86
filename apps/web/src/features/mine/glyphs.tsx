import { Glyph } from '../../components/Glyph.tsx';

/** The icons of /mine (drawn here rather than taken from antd-mobile-icons: DESIGN §10 budget). */
type P = { className?: string };

export const RechargeGlyph = (p: P) => (
  <Glyph {...p} d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 7.5l3 4 3-4M12 11.5V17M9 13h6M9 15.5h6" />
);
export const WithdrawGlyph = (p: P) => (
  <Glyph {...p} d="M3 9h18v12H3zM3 13h18M12 8V2M9 5l3-3 3 3" />
);
export const TransferGlyph = (p: P) => <Glyph {...p} d="M4 9h14l-4-4M20 15H6l4 4" />;
export const BillGlyph = (p: P) => (
  <Glyph {...p} d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />
);
export const MailGlyph = (p: P) => <Glyph {...p} d="M3 6h18v12H3zM3 6l9 7 9-7" />;
export const ReceiptGlyph = (p: P) => (
  <Glyph {...p} d="M5 3h14v18l-2.3-1.5L14.3 21 12 19.5 9.7 21l-2.4-1.5L5 21zM8.5 8h7M8.5 12h7" />
);
export const CouponGlyph = (p: P) => (
  <Glyph {...p} d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v2M14 11v2M14 15v2" />
);
export const GiftGlyph = (p: P) => (
  <Glyph {...p} d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" />
);
export const WalletGlyph = (p: P) => (
  <Glyph {...p} d="M3 7h17v13H3zM3 7l12-4 1.5 4M15 12h5v4h-5z" />
);
export const CardGlyph = (p: P) => <Glyph {...p} d="M3 6h18v12H3zM3 10h18M6 15h4" />;
export const LockGlyph = (p: P) => (
  <Glyph {...p} d="M5.5 11h13v9h-13zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2" />
);
export const ProfileGlyph = (p: P) => (
  <Glyph
    {...p}
    d="M3 5h18v14H3zM9 8.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM6 16c.5-1.8 1.7-2.8 3-2.8s2.5 1 3 2.8M15 10h3M15 13h3"
  />
);
export const SettingsGlyph = (p: P) => (
  <Glyph
    {...p}
    d="M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1"
  />
);
export const ShieldGlyph = (p: P) => (
  <Glyph {...p} d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />
);
export const HelpGlyph = (p: P) => (
  <Glyph
    {...p}
    d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01"
  />
);
export const TeamGlyph = (p: P) => (
  <Glyph
    {...p}
    d="M9 4a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM2.5 20c.6-3.5 3.2-5.5 6.5-5.5s5.9 2 6.5 5.5M16 4.5a3 3 0 0 1 0 6M18 14.5c2 .6 3.2 2.5 3.5 5.5"
  />
);
export const RefreshGlyph = (p: P) => <Glyph {...p} d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4" />;
