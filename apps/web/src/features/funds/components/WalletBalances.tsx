import { Button, DotLoading } from 'antd-mobile';
import { DownOutline, RedoOutline, UpOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { sumMoney } from '@app/contract/money-format';
import { VENUE_LIMITS } from '@app/contract/venues';
import { useBalance } from '../../../api/balance.ts';
import { useBalanceList, type VenueBalance } from '../../../api/balance-list.ts';
import { useTransAll } from '../../../api/trans-all.ts';
import { toast } from '../../../lib/feedback.ts';
import { FUNDS_TEXT } from '../strings.ts';

/** Venues shown before "展开" on the withdrawal screen (spec part 2 §9). */
const COLLAPSED_VENUES = VENUE_LIMITS.collapsedOnWithdrawal;

/**
 * Sum of the venue balances, exact; null when the list is unknown. `partial` when a venue did not
 * answer (its balance is null): the sum then covers only the venues that did.
 */
export function gameWalletTotal(
  venues: readonly VenueBalance[] | undefined,
): { total: string; partial: boolean } | null {
  return venues ? sumMoney(venues.map((venue) => venue.balance)) : null;
}

/**
 * Central and game wallet balances with refresh and one-click recovery, and the per-venue list
 * collapsed to 3. The game wallet tolerates a failing venue list (it shows "--").
 */
export function WalletBalances() {
  const central = useBalance();
  // Polled while the withdrawal screen is open (spec part 2 §7, §9: every 3.5 s).
  const venues = useBalanceList({ refetchInterval: VENUE_LIMITS.walletPollMs, retry: false });
  const recover = useTransAll();
  const [refreshing, setRefreshing] = useState(false);
  const gameTotal = gameWalletTotal(venues.data);
  const list = venues.data ?? [];

  const refresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    try {
      const [balance] = await Promise.all([central.refetch(), venues.refetch()]);
      if (balance.isSuccess) toast(FUNDS_TEXT.refreshed, 'success');
      // The balance is polled quietly; a refresh the player asked for says why it failed.
      else if (balance.error) toast(balance.error.message, 'fail');
    } finally {
      setRefreshing(false);
    }
  };

  const recoverAll = () => {
    if (recover.isPending) return;
    recover.mutate(undefined, { onSuccess: () => toast(FUNDS_TEXT.recovered, 'success') });
  };

  return (
    <section className="funds-card funds-wallets">
      <div className="funds-wallets__row">
        <div className="funds-wallets__item">
          <span className="funds-wallets__label">{FUNDS_TEXT.centralWallet}</span>
          <strong className="funds-wallets__amount" data-testid="central-balance">
            {central.data ? central.data.balance : central.isError ? '--' : <DotLoading />}
          </strong>
        </div>
        <div className="funds-wallets__item">
          <span className="funds-wallets__label">{FUNDS_TEXT.gameWallet}</span>
          <strong className="funds-wallets__amount" data-testid="game-balance">
            {gameTotal ? gameTotal.total : venues.isError ? '--' : <DotLoading />}
          </strong>
        </div>
        <button
          type="button"
          className="funds-wallets__refresh"
          onClick={() => void refresh()}
          aria-label={FUNDS_TEXT.refresh}
        >
          <RedoOutline className={refreshing ? 'spinning' : undefined} aria-hidden />
        </button>
      </div>
      <div className="funds-wallets__actions">
        <Button
          size="small"
          color="primary"
          shape="rounded"
          loading={recover.isPending}
          onClick={recoverAll}
        >
          {FUNDS_TEXT.recoverAll}
        </Button>
      </div>
      {gameTotal?.partial && <p className="funds-hint">{FUNDS_TEXT.venuesPartial}</p>}
      <VenueBreakdown list={list} failed={venues.isError} />
    </section>
  );
}

/** Each venue's balance, collapsed to COLLAPSED_VENUES; a failed list says so. */
function VenueBreakdown({ list, failed }: { list: readonly VenueBalance[]; failed: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? list : list.slice(0, COLLAPSED_VENUES);
  return failed && list.length === 0 ? (
    <p className="funds-hint">{FUNDS_TEXT.venueBalancesFailed}</p>
  ) : (
    list.length > 0 && (
      <>
        <ul className="funds-venues">
          {shown.map((venue) => (
            <li key={venue.platname || venue.name} className="funds-venues__item">
              <span>{venue.name}</span>
              <span>{venue.balance ?? '--'}</span>
            </li>
          ))}
        </ul>
        {list.length > COLLAPSED_VENUES && (
          <button
            type="button"
            className="funds-venues__toggle"
            onClick={() => setExpanded((on) => !on)}
            aria-expanded={expanded}
          >
            {expanded ? FUNDS_TEXT.collapse : FUNDS_TEXT.expand}
            {expanded ? <UpOutline aria-hidden /> : <DownOutline aria-hidden />}
          </button>
        )}
      </>
    )
  );
}
