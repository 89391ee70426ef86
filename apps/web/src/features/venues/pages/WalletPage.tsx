import { Button, List, PullToRefresh, Skeleton } from 'antd-mobile';
import {
  BillOutline,
  LoopOutline,
  PayCircleOutline,
  ReceivePaymentOutline,
  RedoOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { VENUE_LIMITS } from '@app/contract/venues';
import { useBalance } from '../../../api/balance.ts';
import { useBalanceList } from '../../../api/balance-list.ts';
import { refreshBalances } from '../../../api/refresh-balances.ts';
import { useTransAll } from '../../../api/trans-all.ts';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import { loginPath } from '../../../lib/redirect.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { useRefreshUserMoney } from '../api/refresh-user-money.ts';
import { VenueBalanceList } from '../components/VenueBalanceList.tsx';
import { sumMoney } from '@app/contract/money-format';
import { announceRecovery } from '../recover.ts';
import { VENUES_TEXT } from '../strings.ts';
import '../venues.css';

type Variant = 'wallet' | 'account' | 'money';

const TITLES: Record<Variant, string> = {
  wallet: '我的钱包',
  account: '账户总览',
  money: '我的资金',
};

interface Shortcut {
  path: string;
  title: string;
  icon: ReactNode;
}

/** /money's money shortcuts (spec part 2 "Wallet overview"; deposit goes to the /recharge1 screen). */
const MONEY_SHORTCUTS: readonly Shortcut[] = [
  { path: '/recharge1', title: VENUES_TEXT.links.recharge, icon: <PayCircleOutline /> },
  { path: '/transfer', title: VENUES_TEXT.links.transfer, icon: <LoopOutline /> },
  { path: '/withdrawal', title: VENUES_TEXT.links.withdrawal, icon: <ReceivePaymentOutline /> },
  { path: '/wallet', title: VENUES_TEXT.links.wallet, icon: <UserOutline /> },
];

export function WalletPage() {
  return <WalletOverview variant="wallet" />;
}

export function AccountPage() {
  return <WalletOverview variant="account" />;
}

export function MoneyPage() {
  return <WalletOverview variant="money" />;
}

/**
 * /wallet, /account, /money (spec part 2 "Wallet overview"): total assets (platform wallet plus
 * every venue), the platform wallet, one-click recovery, each venue's balance and the records
 * link; /money adds the money shortcuts. Balances are polled every 3.5 s while visible.
 */
function WalletOverview({ variant }: { variant: Variant }) {
  const token = useSessionToken();
  const navigate = useNavigate();
  // /account is public (spec part 2 §2): a visitor is asked to log in instead.
  if (token === null) {
    return (
      <TitledPage title={TITLES[variant]}>
        <div className="venue-page venue-login">
          <p>{VENUES_TEXT.loginFirst}</p>
          <Button
            color="primary"
            shape="rounded"
            onClick={() => void navigate(loginPath(`/${variant}`))}
          >
            {VENUES_TEXT.login}
          </Button>
        </div>
      </TitledPage>
    );
  }
  return <Overview variant={variant} />;
}

function Overview({ variant }: { variant: Variant }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUser();
  const wallet = useBalance({ refetchInterval: VENUE_LIMITS.walletPollMs });
  const venues = useBalanceList({ refetchInterval: VENUE_LIMITS.walletPollMs });
  const recover = useTransAll();
  const refreshMoney = useRefreshUserMoney();

  const mainBalance = wallet.data?.balance ?? user.data?.balance;
  const gameBalance = venues.data ? sumMoney(venues.data.map((v) => v.balance)).total : undefined;
  const total =
    mainBalance !== undefined && gameBalance !== undefined
      ? sumMoney([mainBalance, gameBalance]).total
      : undefined;
  const failed = mainBalance === undefined && (wallet.isError || user.isError);

  const refresh = () => {
    if (refreshMoney.isPending) return;
    refreshMoney.mutate(undefined, {
      onSuccess: () => toast(VENUES_TEXT.refreshed, 'success'),
    });
  };

  return (
    <TitledPage title={TITLES[variant]}>
      <PullToRefresh
        onRefresh={() => refreshBalances(queryClient).then(() => undefined)}
        pullingText={VENUES_TEXT.pullToRefresh}
        canReleaseText={VENUES_TEXT.releaseToRefresh}
        refreshingText={VENUES_TEXT.refreshing}
        completeText={VENUES_TEXT.refreshDone}
      >
        <div className="venue-page">
          <WalletHero
            failed={failed}
            total={total}
            mainBalance={mainBalance}
            gameBalance={gameBalance}
            refreshing={refreshMoney.isPending}
            onRefresh={refresh}
          />

          {variant === 'money' && <MoneyShortcuts />}

          <VenueBalanceList
            entries={venues.data}
            loading={venues.isPending}
            failed={venues.isError}
            onRetry={() => void venues.refetch()}
            onRecover={() => {
              if (!recover.isPending) recover.mutate(undefined, { onSuccess: announceRecovery });
            }}
            recovering={recover.isPending}
          />

          <List className="venue-card wallet-links">
            <List.Item prefix={<BillOutline />} onClick={() => void navigate('/transRecord')}>
              {VENUES_TEXT.transRecord}
            </List.Item>
            {variant !== 'money' && (
              <List.Item prefix={<LoopOutline />} onClick={() => void navigate('/transfer')}>
                {VENUES_TEXT.transferTitle}
              </List.Item>
            )}
          </List>
        </div>
      </PullToRefresh>
    </TitledPage>
  );
}

/** Total assets (the main balance and the venues' sum), with a refresh from the venues. */
function WalletHero({
  failed,
  total,
  mainBalance,
  gameBalance,
  refreshing,
  onRefresh,
}: {
  failed: boolean;
  total: string | undefined;
  mainBalance: string | undefined;
  gameBalance: string | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <section className="wallet-hero" aria-label={VENUES_TEXT.totalAssets}>
      <div className="wallet-hero__top">
        <span className="wallet-hero__label">{VENUES_TEXT.totalAssets}</span>
        <button
          type="button"
          className="wallet-hero__refresh"
          onClick={onRefresh}
          aria-label={VENUES_TEXT.refresh}
        >
          <RedoOutline className={refreshing ? 'spinning' : ''} aria-hidden />
        </button>
      </div>
      {failed ? (
        <p className="wallet-hero__failed" role="alert">
          {VENUES_TEXT.loadFailed}
        </p>
      ) : (
        <>
          <div className="wallet-hero__total">
            <small>{VENUES_TEXT.currency}</small>
            {total ?? <Skeleton.Title animated className="wallet-hero__skeleton" />}
          </div>
          <div className="wallet-hero__split">
            <div>
              <span>{VENUES_TEXT.mainBalance}</span>
              <strong data-testid="main-balance">
                {mainBalance ?? VENUES_TEXT.unknownBalance}
              </strong>
            </div>
            <div>
              <span>{VENUES_TEXT.gameBalance}</span>
              <strong data-testid="game-balance">
                {gameBalance ?? VENUES_TEXT.unknownBalance}
              </strong>
            </div>
          </div>
        </>
      )}
    </section>
  );
}

/** /money's shortcuts to the money screens. */
function MoneyShortcuts() {
  const navigate = useNavigate();
  return (
    <nav className="venue-card wallet-shortcuts">
      {MONEY_SHORTCUTS.map((shortcut) => (
        <button
          type="button"
          key={shortcut.path}
          className="wallet-shortcuts__item"
          onClick={() => void navigate(shortcut.path)}
        >
          <span className="wallet-shortcuts__icon" aria-hidden>
            {shortcut.icon}
          </span>
          <span>{shortcut.title}</span>
        </button>
      ))}
    </nav>
  );
}
