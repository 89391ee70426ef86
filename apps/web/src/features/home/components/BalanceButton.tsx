import { useRefreshBalance } from '../../../api/balance.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { useHomeBalance } from '../use-home-balance.ts';
import { HOME_TEXT } from '../strings.ts';
import { RefreshGlyph } from './glyphs.tsx';

/**
 * The player's balance; a tap asks POST /api/balance again and says 余额已更新 (spec part 1 §2,
 * §8). Renders nothing for a visitor.
 */
export function BalanceButton({ label, className = '' }: { label?: string; className?: string }) {
  const token = useSessionToken();
  const balance = useHomeBalance();
  const refresh = useRefreshBalance();
  if (token === null) return null;
  if (balance === null) {
    return <span className={`home-balance home-balance--loading ${className}`} aria-busy="true" />;
  }
  const onTap = () => {
    if (refresh.isPending) return;
    refresh.mutate(undefined, {
      onSuccess: () => toast(HOME_TEXT.balanceUpdated, 'success'),
    });
  };
  return (
    <button
      type="button"
      className={`home-balance ${className}`}
      onClick={onTap}
      aria-label={`${label ?? HOME_TEXT.balance} ${HOME_TEXT.currency}${balance}，${HOME_TEXT.tapToRefresh}`}
    >
      {label && <span className="home-balance__label">{label}</span>}
      <span className="home-balance__amount">
        <small>{HOME_TEXT.currency}</small>
        {balance}
      </span>
      <RefreshGlyph
        className={refresh.isPending ? 'home-balance__icon spinning' : 'home-balance__icon'}
      />
    </button>
  );
}
