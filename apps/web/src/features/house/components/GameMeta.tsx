import type { ReactNode } from 'react';
import { BalanceBadge } from './BalanceBadge.tsx';

/** Under a game's top bar: the house wallet and the game's sheets' buttons. */
export function GameMeta({
  balance,
  children,
}: {
  balance: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="house-meta">
      <BalanceBadge balance={balance} />
      {children}
    </div>
  );
}
