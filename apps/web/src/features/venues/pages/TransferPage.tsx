import { PullToRefresh } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { VENUE_LIMITS } from '@app/contract/venues';
import { useBalance } from '../../../api/balance.ts';
import { useBalanceList } from '../../../api/balance-list.ts';
import { refreshBalances } from '../../../api/refresh-balances.ts';
import { useTransAll } from '../../../api/trans-all.ts';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useUser } from '../../../lib/auth.ts';
import { AutoTransferCard } from '../components/AutoTransferCard.tsx';
import { TransferFormCard, WalletPicker } from '../components/TransferFormCard.tsx';
import { VenueBalanceList } from '../components/VenueBalanceList.tsx';
import { announceRecovery } from '../recover.ts';
import { VENUES_TEXT } from '../strings.ts';
import { useTransferForm } from '../use-transfer-form.ts';
import '../venues.css';

/**
 * /transfer 场馆转账 (spec part 2 "Venue transfer"): automatic-transfer switch, source and target
 * pickers (platform wallet by default to the first venue), amount with all-in, confirm, and the
 * venue balances collapsed to 4 entries counting the platform wallet, with one-click recovery.
 * Balances are polled every 1.5 s while the screen is visible. ?target=<platname> (ours) picks
 * the venue to move money into (a game's "转入资金" link).
 */
export function TransferPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const user = useUser();
  const wallet = useBalance({ refetchInterval: VENUE_LIMITS.transferPollMs });
  const venues = useBalanceList({ refetchInterval: VENUE_LIMITS.transferPollMs });
  const recover = useTransAll();
  const form = useTransferForm(user, wallet, venues, params.get('target'));

  const recoverAll = () => {
    if (recover.isPending) return;
    recover.mutate(undefined, { onSuccess: announceRecovery });
  };

  return (
    <TitledPage
      title={VENUES_TEXT.transferTitle}
      right={
        <button
          type="button"
          className="venue-nav-link"
          onClick={() => void navigate('/transRecord')}
        >
          {VENUES_TEXT.transRecord}
        </button>
      }
    >
      <PullToRefresh
        onRefresh={() => refreshBalances(queryClient).then(() => undefined)}
        pullingText={VENUES_TEXT.pullToRefresh}
        canReleaseText={VENUES_TEXT.releaseToRefresh}
        refreshingText={VENUES_TEXT.refreshing}
        completeText={VENUES_TEXT.refreshDone}
      >
        <div className="venue-page">
          <AutoTransferCard user={user} />
          <TransferFormCard form={form} />
          <VenueBalanceList
            entries={form.entries}
            collapsedCount={VENUE_LIMITS.collapsedOnTransfer}
            loading={venues.isPending}
            failed={venues.isError}
            onRetry={() => void venues.refetch()}
            onRecover={recoverAll}
            recovering={recover.isPending}
            selected={[form.source, form.target]}
          />
        </div>
      </PullToRefresh>
      <WalletPicker form={form} side="source" />
      <WalletPicker form={form} side="target" />
    </TitledPage>
  );
}
