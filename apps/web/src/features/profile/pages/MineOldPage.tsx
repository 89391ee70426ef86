import { Button, Grid, ProgressBar, PullToRefresh, Skeleton } from 'antd-mobile';
import {
  BillOutline,
  GiftOutline,
  LockOutline,
  LoopOutline,
  MessageOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  ReceiptOutline,
  ReceivePaymentOutline,
  SetOutline,
  StarOutline,
  TeamOutline,
  UserAddOutline,
  UserContactOutline,
  CouponOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { useVipLevels } from '../../../api/vip-levels.ts';
import { useUser, type UserInfo } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import { useVipProgress } from '../../../api/vip-progress.ts';
import { levelProgress, vipProgressTarget, VIP_PERCENT_CAP } from '../../../lib/vip-progress.ts';
import { PROFILE_TEXT as T } from '../strings.ts';
import '../profile.css';

interface Shortcut {
  path: string;
  title: string;
  icon: ReactNode;
  /** Trial accounts can never move money in or out (ours). */
  guestBlocked?: boolean;
}

const E = T.entries;
const SHORTCUTS: readonly Shortcut[] = [
  { path: '/recharge', title: E.recharge, icon: <PayCircleOutline />, guestBlocked: true },
  { path: '/withdrawal', title: E.withdrawal, icon: <ReceivePaymentOutline />, guestBlocked: true },
  { path: '/transfer', title: E.transfer, icon: <LoopOutline /> },
  { path: '/wallet', title: E.wallet, icon: <UserOutline /> },
  { path: '/transRecord', title: E.transRecord, icon: <BillOutline /> },
  { path: '/betRecord', title: E.betRecord, icon: <ReceiptOutline /> },
  { path: '/welfare', title: E.welfare, icon: <GiftOutline /> },
  { path: '/fanshui', title: E.fanshui, icon: <CouponOutline /> },
  { path: '/vip', title: E.vip, icon: <StarOutline /> },
  { path: '/inviter', title: E.inviter, icon: <UserAddOutline /> },
  { path: '/message', title: E.message, icon: <MessageOutline /> },
  { path: '/userInfo', title: E.userInfo, icon: <UserContactOutline /> },
  { path: '/password?type=1', title: E.password, icon: <LockOutline /> },
  { path: '/userCent', title: E.settings, icon: <SetOutline /> },
  { path: '/boutBallBet', title: E.help, icon: <QuestionCircleOutline /> },
  { path: '/kefu', title: E.service, icon: <TeamOutline /> },
];

/**
 * /mine_old, the older personal centre (spec part 1 §2): avatar, name, balance, VIP and a grid of
 * shortcuts, on the same data as /mine (POST /api/user, the VIP levels).
 */
export function MineOldPage() {
  const user = useUser();
  const navigate = useNavigate();
  const isGuest = user.data?.is_guest === 1;

  const open = (shortcut: Shortcut) => {
    if (shortcut.guestBlocked && isGuest) {
      toast(T.guestNotAllowed);
      return;
    }
    void navigate(shortcut.path);
  };

  return (
    <div className="mine-old">
      <PullToRefresh
        onRefresh={async () => {
          await user.refetch();
        }}
      >
        {user.data ? (
          <Head user={user.data} />
        ) : user.isError ? (
          <div className="mine-old__head">
            <p>{T.loadFailed}</p>
            <Button size="small" onClick={() => void user.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : (
          <div className="mine-old__head" aria-busy="true">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        )}
        <section className="mine-old__grid" aria-label={T.shortcuts}>
          <h2 className="mine-old__grid-title">{T.shortcuts}</h2>
          <Grid columns={4} gap={8}>
            {SHORTCUTS.map((shortcut) => (
              <Grid.Item key={shortcut.path}>
                <button type="button" className="mine-old__item" onClick={() => open(shortcut)}>
                  <span className="mine-old__icon" aria-hidden>
                    {shortcut.icon}
                  </span>
                  <span>{shortcut.title}</span>
                </button>
              </Grid.Item>
            ))}
          </Grid>
        </section>
      </PullToRefresh>
    </div>
  );
}

function Head({ user }: { user: UserInfo }) {
  const levels = useVipLevels();
  const standing = useVipProgress();
  const next = levels.data ? vipProgressTarget(levels.data, user.vip, 'index') : undefined;
  // The level's progress as the promotion rule combines deposits and turnover (the lesser).
  const percent = next
    ? standing.data
      ? levelProgress(standing.data, next).level
      : 0
    : VIP_PERCENT_CAP;
  return (
    <header className="mine-old__head">
      <div className="mine-old__who">
        <Avatar src={user.avatar} name={user.username} size={60} />
        <div>
          <div className="mine-old__name">{user.username}</div>
          <span className="vip-badge">{T.vip(user.vip)}</span>
        </div>
      </div>
      <div className="mine-old__balance">
        <span>{T.balance}</span>
        <strong>
          <small>{T.currency}</small>
          {user.balance}
        </strong>
      </div>
      {levels.data && (standing.data || !next) && (
        <div className="mine-old__vip">
          <span className="mine-old__vip-label">
            <span>{next ? T.vipNext(next.level) : T.vipTop}</span>
            <span>{percent}%</span>
          </span>
          <ProgressBar percent={percent} />
        </div>
      )}
    </header>
  );
}
