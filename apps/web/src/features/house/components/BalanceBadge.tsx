import { HOUSE_TEXT } from '../strings.ts';

/** The player's house wallet, as the server last answered it. */
export function BalanceBadge({ balance }: { balance: string | undefined }) {
  return (
    <div className="house-balance">
      <span className="house-balance__coin" aria-hidden />
      <span className="house-balance__label">{HOUSE_TEXT.balance}</span>
      <strong>{balance === undefined ? '--' : HOUSE_TEXT.yuan(balance)}</strong>
    </div>
  );
}
