import { Link } from 'react-router';
import { Descriptions, Table, Tag } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { formatMoney } from '../../lib/format.ts';
import {
  BET_STATUS_LABEL,
  FUND_STATE_LABEL,
  LEDGER_KIND_LABEL,
  LOGIN_VIA_LABEL,
  PLAYER_PAGE,
} from './strings.ts';
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
      <Descriptions.Item label={PLAYER_PAGE.label5}>{p.username}</Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.label6}>{p.realname}</Descriptions.Item>
      <Descriptions.Item label="Telegram ID">{p.telegram_id || '—'}</Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.label7}>
        {p.is_guest ? PLAYER_PAGE.text7 : p.is_agent ? PLAYER_PAGE.text8 : PLAYER_PAGE.text9}
      </Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.label8}>{p.mobile || '—'}</Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.label9}>{p.email || '—'}</Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.label10}>{p.birthday || '—'}</Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.label11}>
        {p.has_pay_password ? PLAYER_PAGE.text10 : PLAYER_PAGE.text11}
      </Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.label12}>{p.created_at}</Descriptions.Item>
      <Descriptions.Item label={PLAYER_PAGE.label13}>{p.last_login_at || '—'}</Descriptions.Item>
    </Descriptions>
  );
}

/** 钱包: the main wallet and each venue. */
export function WalletTab({ wallet }: { wallet: PlayerDetail['wallet'] }) {
  return (
    <Table
      rowKey="platname"
      size="small"
      pagination={false}
      locale={{ emptyText: PLAYER_PAGE.emptyText }}
      dataSource={[{ platname: PLAYER_PAGE.platname, balance: wallet.balance }, ...wallet.venues]}
      columns={[
        { title: PLAYER_PAGE.title2, dataIndex: 'platname' },
        {
          title: PLAYER_PAGE.label2,
          dataIndex: 'balance',
          align: 'right',
          render: money,
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
      empty={PLAYER_PAGE.empty}
      columns={[
        { title: PLAYER_PAGE.title3, dataIndex: 'created_at', width: 170 },
        {
          title: PLAYER_PAGE.title4,
          dataIndex: 'kind',
          render: (k: string) => LEDGER_KIND_LABEL[k] ?? k,
        },
        {
          title: PLAYER_PAGE.title5,
          dataIndex: 'amount',
          align: 'right',
          render: signed,
        },
        {
          title: PLAYER_PAGE.title6,
          dataIndex: 'balance_after',
          align: 'right',
          render: money,
        },
        { title: PLAYER_PAGE.title7, dataIndex: 'memo' },
        { title: PLAYER_PAGE.title8, dataIndex: 'transfer_id', width: 90 },
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
      empty={PLAYER_PAGE.empty2}
      columns={[
        { title: PLAYER_PAGE.title9, dataIndex: 'bet_at', width: 170 },
        { title: PLAYER_PAGE.title10, dataIndex: 'platname' },
        { title: PLAYER_PAGE.title11, dataIndex: 'game_code' },
        { title: PLAYER_PAGE.title12, dataIndex: 'bet_id' },
        { title: PLAYER_PAGE.title13, dataIndex: 'bet', align: 'right', render: money },
        {
          title: PLAYER_PAGE.title14,
          dataIndex: 'valid_bet',
          align: 'right',
          render: money,
        },
        {
          title: PLAYER_PAGE.title15,
          dataIndex: 'win_loss',
          align: 'right',
          render: signed,
        },
        {
          title: PLAYER_PAGE.title16,
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
      empty={PLAYER_PAGE.empty3}
      columns={[
        { title: PLAYER_PAGE.title3, dataIndex: 'created_at', width: 170 },
        { title: PLAYER_PAGE.title17, dataIndex: 'deposit_no' },
        { title: PLAYER_PAGE.title18, dataIndex: 'catepay' },
        { title: PLAYER_PAGE.title5, dataIndex: 'amount', align: 'right', render: money },
        {
          title: PLAYER_PAGE.title16,
          dataIndex: 'state',
          render: (s: number) => FUND_STATE_LABEL[s] ?? s,
        },
        { title: PLAYER_PAGE.title7, dataIndex: 'remark' },
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
      empty={PLAYER_PAGE.empty4}
      columns={[
        { title: PLAYER_PAGE.title3, dataIndex: 'created_at', width: 170 },
        { title: PLAYER_PAGE.title17, dataIndex: 'order_no' },
        { title: PLAYER_PAGE.title19, dataIndex: 'bank' },
        { title: PLAYER_PAGE.title5, dataIndex: 'amount', align: 'right', render: money },
        {
          title: PLAYER_PAGE.title16,
          dataIndex: 'state',
          render: (s: number) => FUND_STATE_LABEL[s] ?? s,
        },
        { title: PLAYER_PAGE.title7, dataIndex: 'remark' },
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
      empty={PLAYER_PAGE.empty5}
      columns={[
        { title: PLAYER_PAGE.title20, dataIndex: 'created_at', width: 170 },
        {
          title: PLAYER_PAGE.title18,
          dataIndex: 'via',
          render: (v: string) => LOGIN_VIA_LABEL[v] ?? v,
        },
        { title: 'IP', dataIndex: 'ip', render: (v: string) => v || '—' },
        { title: PLAYER_PAGE.title21, dataIndex: 'expires_at', width: 170 },
        {
          title: PLAYER_PAGE.title16,
          dataIndex: 'revoked_at',
          render: (v: string) => (v ? PLAYER_PAGE.render(v) : PLAYER_PAGE.render2),
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
        <Descriptions.Item label={PLAYER_PAGE.label22}>
          {detail.referrers.length === 0
            ? PLAYER_PAGE.text12
            : detail.referrers.map((r) => (
                <span key={r.id} style={{ marginRight: 8 }}>
                  {r.level}
                  {PLAYER_PAGE.text13}
                  <Link to={`/players/${r.id}`}>{r.username}</Link>
                  {r.is_agent ? <Tag color="blue">{PLAYER_PAGE.text8}</Tag> : null}
                </span>
              ))}
        </Descriptions.Item>
        <Descriptions.Item label={PLAYER_PAGE.label23}>
          {detail.downline} {PLAYER_PAGE.text14}
        </Descriptions.Item>
      </Descriptions>
      <PagedTab
        endpoint={adminCalls.playerDownline}
        userId={userId}
        empty={PLAYER_PAGE.empty6}
        columns={[
          {
            title: PLAYER_PAGE.title22,
            dataIndex: 'username',
            render: (name: string, row) => (
              <Link to={`/players/${(row as { id: number }).id}`}>{name}</Link>
            ),
          },
          { title: 'ID', dataIndex: 'id' },
          {
            title: PLAYER_PAGE.text8,
            dataIndex: 'is_agent',
            render: (v: number) => (v ? PLAYER_PAGE.render3 : PLAYER_PAGE.render4),
          },
          { title: PLAYER_PAGE.label12, dataIndex: 'created_at' },
        ]}
      />
    </>
  );
}

/** The tabs in their order; 理性游戏 only for a role that may see it. */
export function playerTabs(detail: PlayerDetail, userId: number, mayProtection: boolean) {
  return [
    { key: 'profile', label: PLAYER_PAGE.label4, children: <ProfileTab p={detail.profile} /> },
    { key: 'wallet', label: PLAYER_PAGE.label14, children: <WalletTab wallet={detail.wallet} /> },
    { key: 'ledger', label: PLAYER_PAGE.label15, children: <LedgerTab userId={userId} /> },
    { key: 'bets', label: PLAYER_PAGE.label16, children: <BetsTab userId={userId} /> },
    { key: 'deposits', label: PLAYER_PAGE.label17, children: <DepositsTab userId={userId} /> },
    {
      key: 'withdrawals',
      label: PLAYER_PAGE.label18,
      children: <WithdrawalsTab userId={userId} />,
    },
    { key: 'logins', label: PLAYER_PAGE.label19, children: <LoginsTab userId={userId} /> },
    ...(mayProtection
      ? [
          {
            key: 'protection',
            label: PLAYER_PAGE.label20,
            children: <ProtectionTab userId={userId} />,
          },
        ]
      : []),
    {
      key: 'referrals',
      label: PLAYER_PAGE.label21,
      children: <ReferralsTab detail={detail} userId={userId} />,
    },
  ];
}
