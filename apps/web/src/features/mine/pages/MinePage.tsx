import { Button, List, ProgressBar, Skeleton } from 'antd-mobile';
import {
  BillGlyph,
  CardGlyph,
  CouponGlyph,
  GiftGlyph,
  HelpGlyph,
  LockGlyph,
  MailGlyph,
  ProfileGlyph,
  ReceiptGlyph,
  RechargeGlyph,
  RefreshGlyph,
  SettingsGlyph,
  ShieldGlyph,
  TeamGlyph,
  TransferGlyph,
  WalletGlyph,
  WithdrawGlyph,
} from '../glyphs.tsx';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@app/contract/api';
import { Avatar } from '../../../components/Avatar.tsx';
import { PullRefresh } from '../../../components/PullRefresh.tsx';
import { UnreadBadge } from '../../../components/UnreadBadge.tsx';
import { inboxUnreadKey } from '../../../api/inbox-unread.ts';
import { logout, useUser } from '../../../lib/auth.ts';
import { confirm, toast } from '../../../lib/feedback.ts';
import { useRefreshBalance } from '../../../api/balance.ts';
import { useVipLevels } from '../../../api/vip-levels.ts';
import { useOpenAgentLogin } from '../../../api/agent-login-url.ts';
import { useVipProgress } from '../../../api/vip-progress.ts';
import { levelProgress, vipProgressTarget, VIP_PERCENT_CAP } from '../../../lib/vip-progress.ts';
import { MINE_TEXT } from '../strings.ts';

interface Entry {
  path: string;
  title: string;
  icon: ReactNode;
  /** Trial accounts can never move money out or in (ours). */
  guestBlocked?: boolean;
  /** Shows the unread inbox count. */
  unread?: boolean;
}

const SHORTCUTS: readonly Entry[] = [
  {
    path: '/recharge',
    title: MINE_TEXT.entries.recharge,
    icon: <RechargeGlyph />,
    guestBlocked: true,
  },
  {
    path: '/withdrawal',
    title: MINE_TEXT.entries.withdrawal,
    icon: <WithdrawGlyph />,
    guestBlocked: true,
  },
  { path: '/transfer', title: MINE_TEXT.entries.transfer, icon: <TransferGlyph /> },
  { path: '/transRecord', title: MINE_TEXT.entries.transRecord, icon: <BillGlyph /> },
];

const ENTRIES: readonly Entry[] = [
  {
    path: '/message?type=2',
    title: MINE_TEXT.entries.messages,
    icon: <MailGlyph />,
    unread: true,
  },
  { path: '/betRecord', title: MINE_TEXT.entries.betRecord, icon: <ReceiptGlyph /> },
  { path: '/fanshui', title: MINE_TEXT.entries.fanshui, icon: <CouponGlyph /> },
  { path: '/welfare', title: MINE_TEXT.entries.welfare, icon: <GiftGlyph /> },
  { path: '/wallet', title: MINE_TEXT.entries.wallet, icon: <WalletGlyph /> },
  { path: '/cards', title: MINE_TEXT.entries.cards, icon: <CardGlyph /> },
  { path: '/password?type=1', title: MINE_TEXT.entries.password, icon: <LockGlyph /> },
  { path: '/userInfo', title: MINE_TEXT.entries.userInfo, icon: <ProfileGlyph /> },
  { path: '/userCent', title: MINE_TEXT.entries.settings, icon: <SettingsGlyph /> },
  { path: '/responsible', title: MINE_TEXT.entries.responsible, icon: <ShieldGlyph /> },
  { path: '/boutBallBet', title: MINE_TEXT.entries.help, icon: <HelpGlyph /> },
];

/** /mine, first version: who I am, my balance, where my money screens are, and logout. */
export function MinePage() {
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isGuest = user.data?.is_guest === 1;

  const open = (entry: Entry) => {
    if (entry.guestBlocked && isGuest) {
      toast(MINE_TEXT.guestNotAllowed);
      return;
    }
    void navigate(entry.path);
  };

  const confirmLogout = async () => {
    const confirmed = await confirm({
      content: MINE_TEXT.logoutConfirm,
      confirmText: MINE_TEXT.confirm,
      cancelText: MINE_TEXT.cancel,
    });
    if (!confirmed) return;
    await logout(queryClient);
    void navigate('/login', { replace: true });
  };

  return (
    <div className="mine-page">
      <PullRefresh
        onRefresh={async () => {
          await Promise.all([
            user.refetch(),
            queryClient.invalidateQueries({ queryKey: inboxUnreadKey }),
          ]);
        }}
      >
        {user.data ? (
          <Profile user={user.data} />
        ) : user.isError ? (
          <div className="mine-hero mine-hero--empty">
            <p>{MINE_TEXT.loadFailed}</p>
          </div>
        ) : (
          <ProfileSkeleton />
        )}

        {user.data ? <VipProgress vip={user.data.vip} /> : user.isError ? null : <VipPending />}

        {isGuest && <GuestBanner />}

        <MineShortcuts onOpen={open} />

        <MineEntries user={user.data} onOpen={open} />

        <div className="mine-logout">
          <Button block shape="rounded" onClick={() => void confirmLogout()}>
            {MINE_TEXT.logout}
          </Button>
        </div>
      </PullRefresh>
    </div>
  );
}

function Profile({ user }: { user: UserInfo }) {
  const refresh = useRefreshBalance();
  const refreshBalance = () => {
    if (refresh.isPending) return;
    refresh.mutate(undefined, {
      onSuccess: () => toast(MINE_TEXT.balanceUpdated, 'success'),
    });
  };
  return (
    <header className="mine-hero">
      <div className="mine-hero__who">
        <Avatar src={user.avatar} name={user.username} size={64} />
        <div className="mine-hero__names">
          <div className="mine-hero__name">{user.username}</div>
          <div className="mine-hero__badges">
            <span className="vip-badge">{MINE_TEXT.vip(user.vip)}</span>
            {user.is_guest === 1 && <span className="guest-badge">{MINE_TEXT.guestBadge}</span>}
          </div>
        </div>
      </div>
      <button
        type="button"
        className="mine-balance"
        onClick={refreshBalance}
        aria-label={MINE_TEXT.tapToRefresh}
      >
        <span className="mine-balance__label">{MINE_TEXT.balance}</span>
        <span className="mine-balance__amount">
          <small>{MINE_TEXT.currency}</small>
          {user.balance}
          <RefreshGlyph
            className={refresh.isPending ? 'mine-balance__spin spinning' : 'mine-balance__spin'}
          />
        </span>
      </button>
    </header>
  );
}

/**
 * The VIP progress of /mine (spec part 1 §2 Personal screens, §4): towards the level at the index
 * equal to the player's level in the VIP1-first list (the spec's variant: the next level up). The
 * percent is the level's as the promotion rule combines its conditions (deposits and turnover must
 * both reach it: the lesser of the two), with each condition's figures below; at the top level it
 * is full.
 */
function VipProgress({ vip }: { vip: number }) {
  const levels = useVipLevels();
  const standing = useVipProgress();
  const navigate = useNavigate();
  if (levels.isPending) return <VipPending />;
  if (!levels.data) return null;
  const next = vipProgressTarget(levels.data, vip, 'index');
  if (next && standing.isPending) return <VipPending />;
  if (next && !standing.data) return null;
  const progress = next && standing.data ? levelProgress(standing.data, next) : null;
  const percent = progress ? progress.level : VIP_PERCENT_CAP;
  return (
    <button
      type="button"
      className="mine-vip"
      aria-label={MINE_TEXT.vipProgress}
      onClick={() => void navigate('/vip')}
    >
      <span className="mine-vip__label">
        <span>{next ? MINE_TEXT.vipNext(next.level) : MINE_TEXT.vipTop}</span>
        <span className="mine-vip__percent">{percent}%</span>
      </span>
      <ProgressBar percent={percent} />
      {next && standing.data && (
        <span className="mine-vip__figures">
          <span>{MINE_TEXT.vipDeposit(standing.data.paysum, next.recharge)}</span>
          <span>{MINE_TEXT.vipFlow(standing.data.flow, next.flow)}</span>
        </span>
      )}
    </button>
  );
}

/** The VIP box's place while the profile or the levels are on their way: nothing below moves. */
function VipPending() {
  return (
    <div className="mine-vip mine-vip--pending" aria-hidden>
      <span className="mine-vip__label">{'\u00a0'}</span>
      <span className="mine-vip__bar" />
      <span className="mine-vip__figures">{'\u00a0'}</span>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <header className="mine-hero" aria-busy="true">
      <div className="mine-hero__who">
        <Skeleton animated className="mine-skeleton__avatar" />
        <div className="mine-hero__names">
          <Skeleton.Title animated />
          <Skeleton animated className="mine-skeleton__badge" />
        </div>
      </div>
      <Skeleton.Paragraph lineCount={2} animated />
    </header>
  );
}

/** A trial account is told what it cannot do, with the way to a real account. */
function GuestBanner() {
  const navigate = useNavigate();
  return (
    <div className="guest-notice" role="note">
      <p>{MINE_TEXT.guestNotice}</p>
      <Button size="mini" color="warning" shape="rounded" onClick={() => void navigate('/reg2')}>
        {MINE_TEXT.guestRegister}
      </Button>
    </div>
  );
}

/** The money shortcuts (deposit, withdrawal, …). */
function MineShortcuts({ onOpen }: { onOpen: (entry: Entry) => void }) {
  return (
    <nav className="mine-shortcuts">
      {SHORTCUTS.map((entry) => (
        <button
          type="button"
          key={entry.path}
          className="mine-shortcuts__item"
          onClick={() => onOpen(entry)}
        >
          <span className="mine-shortcuts__icon" aria-hidden>
            {entry.icon}
          </span>
          <span>{entry.title}</span>
        </button>
      ))}
    </nav>
  );
}

/** The list of the player's screens, and the agent's login or the agent plan. */
function MineEntries({
  user,
  onOpen,
}: {
  user: UserInfo | undefined;
  onOpen: (entry: Entry) => void;
}) {
  const navigate = useNavigate();
  const openAgentLogin = useOpenAgentLogin(MINE_TEXT.popupBlocked);
  return (
    <List className="mine-list">
      {ENTRIES.map((entry) => (
        <List.Item
          key={entry.path}
          prefix={entry.icon}
          extra={entry.unread ? <UnreadBadge /> : undefined}
          onClick={() => onOpen(entry)}
        >
          {entry.title}
        </List.Item>
      ))}
      {user &&
        (user.isagent === 1 ? (
          <List.Item prefix={<TeamGlyph />} onClick={() => void openAgentLogin()}>
            {MINE_TEXT.entries.agentLogin}
          </List.Item>
        ) : (
          <List.Item prefix={<TeamGlyph />} onClick={() => void navigate('/applyagent')}>
            {MINE_TEXT.entries.agentPlan}
          </List.Item>
        ))}
    </List>
  );
}
