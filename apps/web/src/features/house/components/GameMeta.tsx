import type { ReactNode } from 'react';
import { HOUSE_TEXT } from '../strings.ts';
import { BalanceBadge } from './BalanceBadge.tsx';

/** Under a game's top bar: the house wallet, the stated RTP, and the game's sheets' buttons. */
export function GameMeta({
  balance,
  rtp,
  children,
}: {
  balance: string | undefined;
  rtp: string;
  children: ReactNode;
}) {
  return (
    <div className="house-meta">
      <BalanceBadge balance={balance} />
      <span className="house-meta__rtp">{HOUSE_TEXT.rtp(rtp)}</span>
      {children}
    </div>
  );
}
