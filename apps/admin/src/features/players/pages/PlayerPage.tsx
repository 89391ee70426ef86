import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Descriptions, Empty, Space, Spin, Table, Tabs, Tag } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import { ledgerKindLabel } from '@app/contract/ledger-kinds';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useMayCall } from '../../../lib/operator.ts';
import { useCall } from '../../../lib/query.ts';
import { AdjustDialog, FreezeDialog, PasswordDialog } from '../dialogs.tsx';
import { BET_STATUS_LABEL, FUND_STATE_LABEL, LOGIN_VIA_LABEL, STATUS_LABEL } from '../strings.ts';
import { PagedTab } from '../PagedTab.tsx';
import { ProtectionTab } from '../ProtectionTab.tsx';
import { PLAYER_PAGE } from '../strings.ts';
import { COLOR } from '../../../theme.ts';

const money = (v: string) => formatMoney(v);
const signed = (v: string) => (
  <span style={{ color: v.startsWith('-') ? COLOR.error : COLOR.success }}>{formatMoney(v)}</span>
);

/** 玩家详情: profile, wallet, records by tab, referrals, and the operator's actions. */
export default function PlayerPage() {
  const userId = Number(useParams().id);
  const valid = Number.isSafeInteger(userId) && userId > 0;
  // Always current when opened: balances change under other operators' hands.
  const query = useCall(
    adminCalls.player,
    { user_id: userId },
    { enabled: valid, staleTime: 0, refetchOnMount: 'always' },
  );
  const mayFreeze = useMayCall('playerFreeze');
  const mayReset = useMayCall('playerPassword');
  const mayAdjust = useMayCall('playerAdjust');
  const mayProtection = useMayCall('playerProtection');
  const adjustments = useCall(adminCalls.adjustments, { page: 1 }, { enabled: mayAdjust });
  const [dialog, setDialog] = useState<'freeze' | 'password' | 'adjust' | null>(null);
  const close = () => setDialog(null);

  if (!valid) return <Alert type="error" showIcon message={PLAYER_PAGE.message} />;
  const detail = query.data;
  if (!detail) {
    return (
      <PageCard title={PLAYER_PAGE.title} query={query}>
        {query.isLoading ? <Spin /> : <Empty description={PLAYER_PAGE.description} />}
      </PageCard>
    );
  }
  const p = detail.profile;
  const frozen = p.status !== 1;
  const actions = (
    <Space wrap>
      {mayFreeze ? (
        <Button danger={!frozen} onClick={() => setDialog('freeze')}>
          {frozen ? PLAYER_PAGE.text : PLAYER_PAGE.text2}
        </Button>
      ) : null}
      {mayReset ? <Button onClick={() => setDialog('password')}>{PLAYER_PAGE.text3}</Button> : null}
      {mayAdjust ? (
        <Button type="primary" onClick={() => setDialog('adjust')}>
          {PLAYER_PAGE.text4}
        </Button>
      ) : null}
    </Space>
  );

  return (
    <PageCard
      title={
        <Space>
          <Link to="/players">{PLAYER_PAGE.text5}</Link>/<span>{p.username}</span>
          <Tag color={frozen ? 'red' : 'green'}>{STATUS_LABEL[p.status] ?? p.status}</Tag>
        </Space>
      }
      extra={actions}
      query={query}
    >
      {detail.pending_adjustments > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={PLAYER_PAGE.message2(detail.pending_adjustments)}
          action={<Link to="/adjustments">{PLAYER_PAGE.text6}</Link>}
        />
      ) : null}
      <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={PLAYER_PAGE.label}>{p.id}</Descriptions.Item>
        <Descriptions.Item label={PLAYER_PAGE.label2}>
          <strong data-testid="player-balance">{formatMoney(detail.wallet.balance)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={PLAYER_PAGE.label3}>
          {formatMoney(detail.wallet.venue_total)}
        </Descriptions.Item>
        <Descriptions.Item label="VIP">{p.vip}</Descriptions.Item>
      </Descriptions>
      <Tabs
        items={[
          {
            key: 'profile',
            label: PLAYER_PAGE.label4,
            children: (
              <Descriptions bordered size="small" column={2}>
                <Descriptions.Item label={PLAYER_PAGE.label5}>{p.username}</Descriptions.Item>
                <Descriptions.Item label={PLAYER_PAGE.label6}>{p.realname}</Descriptions.Item>
                <Descriptions.Item label="Telegram ID">{p.telegram_id || '—'}</Descriptions.Item>
                <Descriptions.Item label={PLAYER_PAGE.label7}>
                  {p.is_guest
                    ? PLAYER_PAGE.text7
                    : p.is_agent
                      ? PLAYER_PAGE.text8
                      : PLAYER_PAGE.text9}
                </Descriptions.Item>
                <Descriptions.Item label={PLAYER_PAGE.label8}>{p.mobile || '—'}</Descriptions.Item>
                <Descriptions.Item label={PLAYER_PAGE.label9}>{p.email || '—'}</Descriptions.Item>
                <Descriptions.Item label={PLAYER_PAGE.label10}>
                  {p.birthday || '—'}
                </Descriptions.Item>
                <Descriptions.Item label={PLAYER_PAGE.label11}>
                  {p.has_pay_password ? PLAYER_PAGE.text10 : PLAYER_PAGE.text11}
                </Descriptions.Item>
                <Descriptions.Item label={PLAYER_PAGE.label12}>{p.created_at}</Descriptions.Item>
                <Descriptions.Item label={PLAYER_PAGE.label13}>
                  {p.last_login_at || '—'}
                </Descriptions.Item>
              </Descriptions>
            ),
          },
          {
            key: 'wallet',
            label: PLAYER_PAGE.label14,
            children: (
              <Table
                rowKey="platname"
                size="small"
                pagination={false}
                locale={{ emptyText: PLAYER_PAGE.emptyText }}
                dataSource={[
                  { platname: PLAYER_PAGE.platname, balance: detail.wallet.balance },
                  ...detail.wallet.venues,
                ]}
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
            ),
          },
          {
            key: 'ledger',
            label: PLAYER_PAGE.label15,
            children: (
              <PagedTab
                endpoint={adminCalls.playerLedger}
                userId={userId}
                empty={PLAYER_PAGE.empty}
                columns={[
                  { title: PLAYER_PAGE.title3, dataIndex: 'created_at', width: 170 },
                  {
                    title: PLAYER_PAGE.title4,
                    dataIndex: 'kind',
                    render: (k: string) => ledgerKindLabel(k),
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
            ),
          },
          {
            key: 'bets',
            label: PLAYER_PAGE.label16,
            children: (
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
            ),
          },
          {
            key: 'deposits',
            label: PLAYER_PAGE.label17,
            children: (
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
            ),
          },
          {
            key: 'withdrawals',
            label: PLAYER_PAGE.label18,
            children: (
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
            ),
          },
          {
            key: 'logins',
            label: PLAYER_PAGE.label19,
            children: (
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
            ),
          },
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
            children: (
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
            ),
          },
        ]}
      />
      <FreezeDialog
        userId={userId}
        username={p.username}
        frozen={frozen}
        open={dialog === 'freeze'}
        onClose={close}
      />
      <PasswordDialog
        userId={userId}
        username={p.username}
        open={dialog === 'password'}
        onClose={close}
      />
      <AdjustDialog
        userId={userId}
        username={p.username}
        open={dialog === 'adjust'}
        onClose={close}
        threshold={adjustments.data?.threshold}
      />
    </PageCard>
  );
}
