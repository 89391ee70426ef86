import { ledgerKindLabel } from '@app/contract/ledger-kinds';
import { Link } from 'react-router';
import { Descriptions, Table, Tag } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { formatMoney } from '../../lib/format.ts';
import { BET_STATUS_LABEL, FUND_STATE_LABEL, LOGIN_VIA_LABEL, PLAYER_PAGE } from './strings.ts';
import { PagedTab } from './PagedTab.tsx';
import { ProtectionTab } from './ProtectionTab.tsx';
import { COLOR } from '../../theme.ts';

/** The player page's tabs, one component each (features/players/pages/PlayerPage.tsx). */
export type PlayerDetail = ResponseOf<typeof adminCalls.player>;
type Profile = PlayerDetail['profile'];

const money = (v: string) => formatMoney(v);
const signed = (v: string) => (
  <span style={{ color: v.startsWith('-') ? COLOR.error : COLOR.success }}>{formatMoney(v)}</span>
);

/** 资料: who the player is. */
export function ProfileTab({ p }: { p: Profile }) {
  return (
    <Descriptions bordered size="small" column={2}>
      <Descriptions.Item label={PLAYER_PAGE.username}>{p.username}</Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.realname}>{p.realname}</Descriptions.Item>
      <Descriptions.Item label="Telegram ID">{p.telegram_id || '—'}</Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.accountKind}>
        {p.is_guest
          ? PLAYER_PAGE.guest
          : p.is_agent
            ? PLAYER_PAGE.agent
            : PLAYER_PAGE.ordinaryPlayer}
      </Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.mobile}>{p.mobile || '—'}</Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.email}>{p.email || '—'}</Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.birthday}>{p.birthday || '—'}</Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.payPassword}>
        {p.has_pay_password ? PLAYER_PAGE.isSet : PLAYER_PAGE.notSet}
      </Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.registeredAt}>{p.created_at}</Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.lastLogin}>{p.last_login_at || '—'}</Descriptions.Item>
    </Descriptions>
  );
}

/** A venue wallet's balance as the venue reported it; a venue that did not answer says so. */
export const venueBalanceText = (balance: string | null) =>
  balance === null ? PLAYER_PAGE.venueSilent : formatMoney(balance);

/**
 * 钱包: the main wallet and each venue wallet. A venue's balance is what the venue reports; beside
 * it, what our ledger sent there net (in minus out), which is not a balance: the player's wins and
 * losses at the venue make the difference.
 */
export function WalletTab({ wallet }: { wallet: PlayerDetail['wallet'] }) {
  const rows = [
    {
      platname: '',
      name: PLAYER_PAGE.platname,
      balance: wallet.balance as string | null,
      net_in: '',
    },
    ...wallet.venues,
  ];
  return (
    <Table
      rowKey={(r) => r.platname || 'wallet'}
      size="small"
      pagination={false}
      dataSource={rows}
      footer={wallet.venues.length === 0 ? () => PLAYER_PAGE.noVenues : undefined}
      columns={[
        { title: PLAYER_PAGE.account, dataIndex: 'name' },
        {
          title: PLAYER_PAGE.venueReported,
          dataIndex: 'balance',
          align: 'right',
          render: (v: string | null, r) =>
            r.platname === '' ? money(v ?? '0.00') : venueBalanceText(v),
        },
        {
          title: PLAYER_PAGE.netIn,
          dataIndex: 'net_in',
          align: 'right',
          render: (v: string) => (v === '' ? '—' : money(v)),
        },
      ]}
    />
  );
}

/** 资金流水: the ledger entries. */
export function LedgerTab({ userId }: { userId: number }) {
  return (
    <PagedTab
      endpoint={adminCalls.playerLedger}
      userId={userId}
      empty={PLAYER_PAGE.noLedger}
      columns={[
        { title: PLAYER_PAGE.time, dataIndex: 'created_at', width: 170 },
        {
          title: PLAYER_PAGE.kind,
          dataIndex: 'kind',
          render: (k: string) => ledgerKindLabel(k),
        },
        {
          title: PLAYER_PAGE.amount,
          dataIndex: 'amount',
          align: 'right',
          render: signed,
        },
        {
          title: PLAYER_PAGE.balanceAfter,
          dataIndex: 'balance_after',
          align: 'right',
          render: money,
        },
        { title: PLAYER_PAGE.remark, dataIndex: 'memo' },
        { title: PLAYER_PAGE.transferNo, dataIndex: 'transfer_id', width: 90 },
      ]}
    />
  );
}

/** 投注记录. */
export function BetsTab({ userId }: { userId: number }) {
  return (
    <PagedTab
      endpoint={adminCalls.playerBets}
      userId={userId}
      empty={PLAYER_PAGE.noBets}
      columns={[
        { title: PLAYER_PAGE.betAt, dataIndex: 'bet_at', width: 170 },
        { title: PLAYER_PAGE.venue, dataIndex: 'platname' },
        { title: PLAYER_PAGE.game, dataIndex: 'game_code' },
        { title: PLAYER_PAGE.betNo, dataIndex: 'bet_id' },
        { title: PLAYER_PAGE.bet, dataIndex: 'bet', align: 'right', render: money },
        {
          title: PLAYER_PAGE.validBet,
          dataIndex: 'valid_bet',
          align: 'right',
          render: money,
        },
        {
          title: PLAYER_PAGE.winLoss,
          dataIndex: 'win_loss',
          align: 'right',
          render: signed,
        },
        {
          title: PLAYER_PAGE.state,
          dataIndex: 'status',
          render: (s: number) => BET_STATUS_LABEL[s] ?? s,
        },
      ]}
    />
  );
}

/** 充值记录. */
export function DepositsTab({ userId }: { userId: number }) {
  return (
    <PagedTab
      endpoint={adminCalls.playerDeposits}
      userId={userId}
      empty={PLAYER_PAGE.noDeposits}
      columns={[
        { title: PLAYER_PAGE.time, dataIndex: 'created_at', width: 170 },
        { title: PLAYER_PAGE.orderNo, dataIndex: 'deposit_no' },
        { title: PLAYER_PAGE.method, dataIndex: 'catepay' },
        { title: PLAYER_PAGE.amount, dataIndex: 'amount', align: 'right', render: money },
        {
          title: PLAYER_PAGE.state,
          dataIndex: 'state',
          render: (s: number) => FUND_STATE_LABEL[s] ?? s,
        },
        { title: PLAYER_PAGE.remark, dataIndex: 'remark' },
      ]}
    />
  );
}

/** 提现记录. */
export function WithdrawalsTab({ userId }: { userId: number }) {
  return (
    <PagedTab
      endpoint={adminCalls.playerWithdrawals}
      userId={userId}
      empty={PLAYER_PAGE.noWithdrawals}
      columns={[
        { title: PLAYER_PAGE.time, dataIndex: 'created_at', width: 170 },
        { title: PLAYER_PAGE.orderNo, dataIndex: 'order_no' },
        { title: PLAYER_PAGE.payee, dataIndex: 'bank' },
        { title: PLAYER_PAGE.amount, dataIndex: 'amount', align: 'right', render: money },
        {
          title: PLAYER_PAGE.state,
          dataIndex: 'state',
          render: (s: number) => FUND_STATE_LABEL[s] ?? s,
        },
        { title: PLAYER_PAGE.remark, dataIndex: 'remark' },
      ]}
    />
  );
}

/** 登录记录: the sessions. */
export function LoginsTab({ userId }: { userId: number }) {
  return (
    <PagedTab
      endpoint={adminCalls.playerLogins}
      userId={userId}
      empty={PLAYER_PAGE.noLogins}
      columns={[
        { title: PLAYER_PAGE.loginAt, dataIndex: 'created_at', width: 170 },
        {
          title: PLAYER_PAGE.method,
          dataIndex: 'via',
          render: (v: string) => LOGIN_VIA_LABEL[v] ?? v,
        },
        { title: 'IP', dataIndex: 'ip', render: (v: string) => v || '—' },
        { title: PLAYER_PAGE.expiresAt, dataIndex: 'expires_at', width: 170 },
        {
          title: PLAYER_PAGE.state,
          dataIndex: 'revoked_at',
          render: (v: string) => (v ? PLAYER_PAGE.revokedAt(v) : PLAYER_PAGE.live),
        },
      ]}
    />
  );
}

/** 推荐关系: the referrer chain and the downline. */
export function ReferralsTab({ detail, userId }: { detail: PlayerDetail; userId: number }) {
  return (
    <>
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={PLAYER_PAGE.referrerChain}>
          {detail.referrers.length === 0
            ? PLAYER_PAGE.noReferrer
            : detail.referrers.map((r) => (
                <span key={r.id} style={{ marginRight: 8 }}>
                  {r.level}
                  {PLAYER_PAGE.levelColon}
                  <Link to={`/players/${r.id}`}>{r.username}</Link>
                  {r.is_agent ? <Tag color="blue">{PLAYER_PAGE.agent}</Tag> : null}
                </span>
              ))}
        </Descriptions.Item>
        <Descriptions.Item label={PLAYER_PAGE.directDownline}>
          {detail.downline} {PLAYER_PAGE.people}
        </Descriptions.Item>
      </Descriptions>
      <PagedTab
        endpoint={adminCalls.playerDownline}
        userId={userId}
        empty={PLAYER_PAGE.noDownline}
        columns={[
          {
            title: PLAYER_PAGE.downline,
            dataIndex: 'username',
            render: (name: string, row) => (
              <Link to={`/players/${(row as { id: number }).id}`}>{name}</Link>
            ),
          },
          { title: 'ID', dataIndex: 'id' },
          {
            title: PLAYER_PAGE.agent,
            dataIndex: 'is_agent',
            render: (v: number) => (v ? PLAYER_PAGE.yes : PLAYER_PAGE.no),
          },
          { title: PLAYER_PAGE.registeredAt, dataIndex: 'created_at' },
        ]}
      />
    </>
  );
}

/** The tabs in their order; 理性游戏 only for a role that may see it. */
export function playerTabs(detail: PlayerDetail, userId: number, mayProtection: boolean) {
  return [
    { key: 'profile', label: PLAYER_PAGE.profile, children: <ProfileTab p={detail.profile} /> },
    { key: 'wallet', label: PLAYER_PAGE.wallet, children: <WalletTab wallet={detail.wallet} /> },
    { key: 'ledger', label: PLAYER_PAGE.ledger, children: <LedgerTab userId={userId} /> },
    { key: 'bets', label: PLAYER_PAGE.bets, children: <BetsTab userId={userId} /> },
    { key: 'deposits', label: PLAYER_PAGE.deposits, children: <DepositsTab userId={userId} /> },
    {
      key: 'withdrawals',
      label: PLAYER_PAGE.withdrawals,
      children: <WithdrawalsTab userId={userId} />,
    },
    { key: 'logins', label: PLAYER_PAGE.logins, children: <LoginsTab userId={userId} /> },
    ...(mayProtection
      ? [
          {
            key: 'protection',
            label: PLAYER_PAGE.protection,
            children: <ProtectionTab userId={userId} />,
          },
        ]
      : []),
    {
      key: 'referrals',
      label: PLAYER_PAGE.referrals,
      children: <ReferralsTab detail={detail} userId={userId} />,
    },
  ];
}
