import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Descriptions, Empty, Space, Spin, Table, Tabs, Tag } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useMayCall } from '../../../lib/operator.ts';
import { useCall } from '../../../lib/query.ts';
import { AdjustDialog, FreezeDialog, PasswordDialog } from '../dialogs.tsx';
import {
  BET_STATUS_LABEL,
  FUND_STATE_LABEL,
  LEDGER_KIND_LABEL,
  LOGIN_VIA_LABEL,
  STATUS_LABEL,
} from '../labels.ts';
import { PagedTab } from '../PagedTab.tsx';
import { ProtectionTab } from '../ProtectionTab.tsx';
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

  if (!valid) return <Alert type="error" showIcon message="玩家ID无效" />;
  const detail = query.data;
  if (!detail) {
    return (
      <PageCard title="玩家详情" query={query}>
        {query.isLoading ? <Spin /> : <Empty description="没有找到该玩家" />}
      </PageCard>
    );
  }
  const p = detail.profile;
  const frozen = p.status !== 1;
  const actions = (
    <Space wrap>
      {mayFreeze ? (
        <Button danger={!frozen} onClick={() => setDialog('freeze')}>
          {frozen ? '解冻' : '冻结'}
        </Button>
      ) : null}
      {mayReset ? <Button onClick={() => setDialog('password')}>重置密码</Button> : null}
      {mayAdjust ? (
        <Button type="primary" onClick={() => setDialog('adjust')}>
          人工调整
        </Button>
      ) : null}
    </Space>
  );

  return (
    <PageCard
      title={
        <Space>
          <Link to="/players">玩家列表</Link>/<span>{p.username}</span>
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
          message={`该玩家有 ${detail.pending_adjustments} 笔人工调整待审批`}
          action={<Link to="/adjustments">去审批</Link>}
        />
      ) : null}
      <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="玩家ID">{p.id}</Descriptions.Item>
        <Descriptions.Item label="余额">
          <strong data-testid="player-balance">{formatMoney(detail.wallet.balance)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label="场馆余额">
          {formatMoney(detail.wallet.venue_total)}
        </Descriptions.Item>
        <Descriptions.Item label="VIP">{p.vip}</Descriptions.Item>
      </Descriptions>
      <Tabs
        items={[
          {
            key: 'profile',
            label: '资料',
            children: (
              <Descriptions bordered size="small" column={2}>
                <Descriptions.Item label="用户名">{p.username}</Descriptions.Item>
                <Descriptions.Item label="姓名">{p.realname}</Descriptions.Item>
                <Descriptions.Item label="Telegram ID">{p.telegram_id || '—'}</Descriptions.Item>
                <Descriptions.Item label="账号类型">
                  {p.is_guest ? '试玩' : p.is_agent ? '代理' : '玩家'}
                </Descriptions.Item>
                <Descriptions.Item label="手机">{p.mobile || '—'}</Descriptions.Item>
                <Descriptions.Item label="邮箱">{p.email || '—'}</Descriptions.Item>
                <Descriptions.Item label="生日">{p.birthday || '—'}</Descriptions.Item>
                <Descriptions.Item label="支付密码">
                  {p.has_pay_password ? '已设置' : '未设置'}
                </Descriptions.Item>
                <Descriptions.Item label="注册时间">{p.created_at}</Descriptions.Item>
                <Descriptions.Item label="最后登录">{p.last_login_at || '—'}</Descriptions.Item>
              </Descriptions>
            ),
          },
          {
            key: 'wallet',
            label: '钱包',
            children: (
              <Table
                rowKey="platname"
                size="small"
                pagination={false}
                locale={{ emptyText: '尚未转入任何场馆' }}
                dataSource={[
                  { platname: '平台钱包', balance: detail.wallet.balance },
                  ...detail.wallet.venues,
                ]}
                columns={[
                  { title: '账户', dataIndex: 'platname' },
                  { title: '余额', dataIndex: 'balance', align: 'right', render: money },
                ]}
              />
            ),
          },
          {
            key: 'ledger',
            label: '流水',
            children: (
              <PagedTab
                endpoint={adminCalls.playerLedger}
                userId={userId}
                empty="暂无流水"
                columns={[
                  { title: '时间', dataIndex: 'created_at', width: 170 },
                  {
                    title: '类型',
                    dataIndex: 'kind',
                    render: (k: string) => LEDGER_KIND_LABEL[k] ?? k,
                  },
                  { title: '金额', dataIndex: 'amount', align: 'right', render: signed },
                  {
                    title: '变动后余额',
                    dataIndex: 'balance_after',
                    align: 'right',
                    render: money,
                  },
                  { title: '备注', dataIndex: 'memo' },
                  { title: '转账号', dataIndex: 'transfer_id', width: 90 },
                ]}
              />
            ),
          },
          {
            key: 'bets',
            label: '注单',
            children: (
              <PagedTab
                endpoint={adminCalls.playerBets}
                userId={userId}
                empty="暂无注单"
                columns={[
                  { title: '下注时间', dataIndex: 'bet_at', width: 170 },
                  { title: '场馆', dataIndex: 'platname' },
                  { title: '游戏', dataIndex: 'game_code' },
                  { title: '注单号', dataIndex: 'bet_id' },
                  { title: '投注', dataIndex: 'bet', align: 'right', render: money },
                  { title: '有效投注', dataIndex: 'valid_bet', align: 'right', render: money },
                  { title: '输赢', dataIndex: 'win_loss', align: 'right', render: signed },
                  {
                    title: '状态',
                    dataIndex: 'status',
                    render: (s: number) => BET_STATUS_LABEL[s] ?? s,
                  },
                ]}
              />
            ),
          },
          {
            key: 'deposits',
            label: '充值',
            children: (
              <PagedTab
                endpoint={adminCalls.playerDeposits}
                userId={userId}
                empty="暂无充值记录"
                columns={[
                  { title: '时间', dataIndex: 'created_at', width: 170 },
                  { title: '订单号', dataIndex: 'deposit_no' },
                  { title: '方式', dataIndex: 'catepay' },
                  { title: '金额', dataIndex: 'amount', align: 'right', render: money },
                  {
                    title: '状态',
                    dataIndex: 'state',
                    render: (s: number) => FUND_STATE_LABEL[s] ?? s,
                  },
                  { title: '备注', dataIndex: 'remark' },
                ]}
              />
            ),
          },
          {
            key: 'withdrawals',
            label: '提现',
            children: (
              <PagedTab
                endpoint={adminCalls.playerWithdrawals}
                userId={userId}
                empty="暂无提现记录"
                columns={[
                  { title: '时间', dataIndex: 'created_at', width: 170 },
                  { title: '订单号', dataIndex: 'order_no' },
                  { title: '收款', dataIndex: 'bank' },
                  { title: '金额', dataIndex: 'amount', align: 'right', render: money },
                  {
                    title: '状态',
                    dataIndex: 'state',
                    render: (s: number) => FUND_STATE_LABEL[s] ?? s,
                  },
                  { title: '备注', dataIndex: 'remark' },
                ]}
              />
            ),
          },
          {
            key: 'logins',
            label: '登录',
            children: (
              <PagedTab
                endpoint={adminCalls.playerLogins}
                userId={userId}
                empty="暂无登录记录"
                columns={[
                  { title: '登录时间', dataIndex: 'created_at', width: 170 },
                  {
                    title: '方式',
                    dataIndex: 'via',
                    render: (v: string) => LOGIN_VIA_LABEL[v] ?? v,
                  },
                  { title: 'IP', dataIndex: 'ip', render: (v: string) => v || '—' },
                  { title: '到期', dataIndex: 'expires_at', width: 170 },
                  {
                    title: '状态',
                    dataIndex: 'revoked_at',
                    render: (v: string) => (v ? `已失效 ${v}` : '有效'),
                  },
                ]}
              />
            ),
          },
          ...(mayProtection
            ? [
                {
                  key: 'protection',
                  label: '理性游戏',
                  children: <ProtectionTab userId={userId} />,
                },
              ]
            : []),
          {
            key: 'referrals',
            label: '推荐关系',
            children: (
              <>
                <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
                  <Descriptions.Item label="推荐链">
                    {detail.referrers.length === 0
                      ? '无推荐人'
                      : detail.referrers.map((r) => (
                          <span key={r.id} style={{ marginRight: 8 }}>
                            {r.level}级：<Link to={`/players/${r.id}`}>{r.username}</Link>
                            {r.is_agent ? <Tag color="blue">代理</Tag> : null}
                          </span>
                        ))}
                  </Descriptions.Item>
                  <Descriptions.Item label="直属下级">{detail.downline} 人</Descriptions.Item>
                </Descriptions>
                <PagedTab
                  endpoint={adminCalls.playerDownline}
                  userId={userId}
                  empty="暂无下级"
                  columns={[
                    {
                      title: '下级',
                      dataIndex: 'username',
                      render: (name: string, row) => (
                        <Link to={`/players/${(row as { id: number }).id}`}>{name}</Link>
                      ),
                    },
                    { title: 'ID', dataIndex: 'id' },
                    {
                      title: '代理',
                      dataIndex: 'is_agent',
                      render: (v: number) => (v ? '是' : '否'),
                    },
                    { title: '注册时间', dataIndex: 'created_at' },
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
