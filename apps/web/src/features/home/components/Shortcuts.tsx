import { DepositGlyph, GiftGlyph, ServiceGlyph, VipGlyph, WithdrawGlyph } from './glyphs.tsx';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { HOME_TEXT } from '../strings.ts';

export interface Shortcut {
  path: string;
  title: string;
  icon: ReactNode;
  tone: string;
}

/** The five shortcuts of home (spec part 1 §2): offers, deposit, withdraw, VIP, service. */
export const HOME_SHORTCUTS: readonly Shortcut[] = [
  { path: '/activity', title: HOME_TEXT.shortcuts.activity, icon: <GiftGlyph />, tone: 'red' },
  {
    path: '/recharge1',
    title: HOME_TEXT.shortcuts.deposit,
    icon: <DepositGlyph />,
    tone: 'orange',
  },
  {
    path: '/withdrawal',
    title: HOME_TEXT.shortcuts.withdraw,
    icon: <WithdrawGlyph />,
    tone: 'green',
  },
  { path: '/vip', title: HOME_TEXT.shortcuts.vip, icon: <VipGlyph />, tone: 'gold' },
  { path: '/kefu', title: HOME_TEXT.shortcuts.service, icon: <ServiceGlyph />, tone: 'blue' },
];

/** A row of round-icon buttons that each open a screen. */
export function Shortcuts({ items, label }: { items: readonly Shortcut[]; label: string }) {
  const navigate = useNavigate();
  return (
    <nav className="home-shortcuts" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.path}
          type="button"
          className="home-shortcuts__item"
          onClick={() => void navigate(item.path)}
        >
          <span className={`home-shortcuts__icon home-tone--${item.tone}`} aria-hidden>
            {item.icon}
          </span>
          <span className="home-shortcuts__title">{item.title}</span>
        </button>
      ))}
    </nav>
  );
}
