import { useState } from 'react';
import type { AutoProtocol } from '@app/contract/funds';

/** TRC20 when offered, else the first offered; null when none is (the auto tab is closed). */
export function defaultAutoProtocol(offered: readonly AutoProtocol[]): AutoProtocol | null {
  if (offered.includes('TRC20')) return 'TRC20';
  return offered[0] ?? null;
}

/**
 * The automatic deposit's protocol among those offered now (`usdtInfo.auto_protocols`): the
 * player's pick while it is offered, else the default.
 */
export function useAutoProtocol(
  offered: readonly AutoProtocol[],
): [AutoProtocol | null, (protocol: AutoProtocol) => void] {
  const [picked, setPicked] = useState<AutoProtocol | null>(null);
  const protocol =
    picked !== null && offered.includes(picked) ? picked : defaultAutoProtocol(offered);
  return [protocol, setPicked];
}
