import { Alert, Descriptions, Skeleton, Table, Tag, Typography } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { useCall } from '../../../lib/query.ts';
import { formatMoney } from '../../../lib/format.ts';
import { DEPOSIT_METHODS, QUEUE_TEXT } from '../strings.ts';
import { EmptyText } from './EmptyText.tsx';
import { StateTag, TONES } from './StateTag.tsx';
import { PLAYER_RECENT } from '../strings.ts';

type Recent = ResponseOf<typeof adminCalls.playerRecent>;

/** The turnover a withdrawal waits for: since when, required, done, other, what remains. */
function TurnoverStatus({ t }: { t: Recent['turnover'] }) {
  const clear = t.remaining === '0.00';
  return (
    <Descriptions
      size="small"
      column={2}
      bordered
      style={{ marginTop: 16 }}
      title={QUEUE_TEXT.turnover}
      extra={
        clear ? (
          <Tag style={TONES.good}>{QUEUE_TEXT.turnoverClear}</Tag>
        ) : (
          <Tag style={TONES.pending}>
            {QUEUE_TEXT.turnoverRemaining} {formatMoney(t.remaining)}
          </Tag>
        )
      }
    >
      <Descriptions.Item label={QUEUE_TEXT.turnoverSince} span={2}>
        {t.since || QUEUE_TEXT.turnoverSinceNone}
      </Descriptions.Item>
      <Descriptions.Item label={QUEUE_TEXT.turnoverRequired}>
        {formatMoney(t.deposits)} × {t.multiple} = {formatMoney(t.required)}
      </Descriptions.Item>
      <Descriptions.Item label={QUEUE_TEXT.turnoverDone}>{formatMoney(t.done)}</Descriptions.Item>
      <Descriptions.Item label={QUEUE_TEXT.turnoverOther}>{formatMoney(t.other)}</Descriptions.Item>
      <Descriptions.Item label={QUEUE_TEXT.turnoverRemaining}>
        <Typography.Text strong style={{ color: clear ? TONES.good.color : TONES.pending.color }}>
          {formatMoney(t.remaining)}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The player's last deposits. */
function RecentDeposits({ rows }: { rows: Recent['deposits']['recent'] }) {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="deposit_no"
      dataSource={rows}
      locale={{ emptyText: <EmptyText text={QUEUE_TEXT.empty} /> }}
      columns={[
        { title: PLAYER_RECENT.orderNo, dataIndex: 'deposit_no' },
        {
          title: PLAYER_RECENT.method,
          dataIndex: 'method',
          render: (m: string) => DEPOSIT_METHODS[m] ?? m,
        },
        {
          title: PLAYER_RECENT.amount,
          render: (_, d) => `${formatMoney(d.amount)}${d.paytype === 'usdt' ? ' USDT' : ''}`,
        },
        { title: PLAYER_RECENT.credited, dataIndex: 'real_money', render: formatMoney },
        {
          title: PLAYER_RECENT.state,
          dataIndex: 'state',
          render: (s: number) => <StateTag state={s} />,
        },
        { title: PLAYER_RECENT.time, dataIndex: 'created_at' },
      ]}
    />
  );
}

/**
 * What an operator reviews a deposit or a withdrawal with: the player's balance, the turnover
 * status (the same figures that refuse a withdrawal), recent deposits and withdrawals, and the
 * last days' bets (POST /api/admin/players/recent).
 */
export function PlayerRecent({ userId }: { userId: number }) {
  const recent = useCall(adminCalls.playerRecent, { user_id: userId });
  if (recent.isPending) return <Skeleton active />;
  if (recent.error) {
    return (
      <Alert
        type="error"
        showIcon
        message={QUEUE_TEXT.loadFailed}
        description={recent.error.message}
      />
    );
  }
  const r = recent.data;
  const t = r.turnover;
  return (
    <div data-testid="player-recent">
      <Descriptions
        size="small"
        column={2}
        bordered
        title={PLAYER_RECENT.playerOf(QUEUE_TEXT.player, r.username, r.user_id)}
      >
        <Descriptions.Item label={QUEUE_TEXT.balance}>{formatMoney(r.balance)}</Descriptions.Item>
        <Descriptions.Item label={QUEUE_TEXT.bets(r.bets.days)}>
          {QUEUE_TEXT.validBets} {formatMoney(r.bets.valid)} · {QUEUE_TEXT.winLoss}{' '}
          <span
            style={{ color: r.bets.win_loss.startsWith('-') ? TONES.bad.color : TONES.good.color }}
          >
            {formatMoney(r.bets.win_loss)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={QUEUE_TEXT.approvedDeposits}>
          {r.deposits.approved_count} {PLAYER_RECENT.countSeparator}{' '}
          {formatMoney(r.deposits.approved_total)}
        </Descriptions.Item>
        <Descriptions.Item label={QUEUE_TEXT.paidWithdrawals}>
          {r.withdrawals.paid_count} {PLAYER_RECENT.countSeparator}{' '}
          {formatMoney(r.withdrawals.paid_total)}
        </Descriptions.Item>
      </Descriptions>

      <TurnoverStatus t={t} />

      <Typography.Title level={2} style={{ marginTop: 16, fontSize: 16 }}>
        {QUEUE_TEXT.recentDeposits}
      </Typography.Title>
      <RecentDeposits rows={r.deposits.recent} />
      <Typography.Title level={2} style={{ marginTop: 16, fontSize: 16 }}>
        {QUEUE_TEXT.recentWithdrawals}
      </Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey="order_no"
        dataSource={r.withdrawals.recent}
        locale={{ emptyText: <EmptyText text={QUEUE_TEXT.empty} /> }}
        columns={[
          { title: PLAYER_RECENT.orderNo, dataIndex: 'order_no' },
          { title: PLAYER_RECENT.amount, dataIndex: 'amount', render: formatMoney },
          {
            title: PLAYER_RECENT.state,
            dataIndex: 'state',
            render: (s: number) => <StateTag state={s} labels={QUEUE_TEXT.withdrawalStates} />,
          },
          { title: PLAYER_RECENT.time, dataIndex: 'created_at' },
        ]}
      />
    </div>
  );
}
