import { useState } from 'react';
import { App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminSportsMarket, AdminSportsSelection } from '@app/contract/admin-sports';
import { adminCalls } from '@app/contract/endpoint-routes';
import { formatMoney } from '../../../lib/format.ts';
import { useAction } from '../../../lib/query.ts';
import { COLOR } from '../../../theme.ts';
import { isLoss, quietly } from '../format.ts';
import { FIXTURE_PAGE as T, SPORTS_TEXT } from '../strings.ts';
import { MarketStateTag, Net } from './bits.tsx';
import { PriceDialog } from './PriceDialog.tsx';

/** The selection whose win costs the book most (the market's worst), when it is a loss. */
export function worstCode(market: AdminSportsMarket): string | null {
  if (!isLoss(market.worst)) return null;
  return market.selections.find((s) => s.net === market.worst)?.code ?? null;
}

const columns: ColumnsType<AdminSportsSelection> = [
  { title: SPORTS_TEXT.selection, dataIndex: 'name' },
  { title: T.price, dataIndex: 'price', align: 'right', width: 90 },
  {
    title: T.odds,
    align: 'right',
    width: 90,
    render: (_, s) => <Typography.Text strong>{s.odds}</Typography.Text>,
  },
  { title: T.selStakes, align: 'right', width: 120, render: (_, s) => formatMoney(s.stakes) },
  { title: T.selBets, dataIndex: 'bets', align: 'right', width: 70 },
  { title: T.payout, align: 'right', width: 130, render: (_, s) => formatMoney(s.payout) },
  { title: T.net, align: 'right', width: 130, render: (_, s) => <Net value={s.net} /> },
];

/** The market's state changes: suspend, reopen (each confirmed), void (confirmed, red). */
function MarketActions({ market, onPrice }: { market: AdminSportsMarket; onPrice: () => void }) {
  const { modal } = App.useApp();
  const update = useAction(adminCalls.adminSportsMarketUpdate, {
    invalidate: [adminCalls.adminSportsFixture],
  });
  const final = market.state === 'settled' || market.state === 'void';
  if (final) return null;
  const label = market.line ? `${market.name} ${market.line}` : market.name;
  const run = (action: 'suspend' | 'reopen' | 'void') =>
    update.mutateAsync({ id: market.id, action });
  const ask = (action: 'suspend' | 'reopen' | 'void') =>
    modal.confirm({
      title:
        action === 'void'
          ? T.confirmVoid(label)
          : action === 'suspend'
            ? T.confirmSuspend(label)
            : T.confirmReopenMarket(label),
      content: action === 'void' ? T.voidEffect : action === 'suspend' ? T.suspendEffect : null,
      okText: action === 'void' ? T.voidOk : action === 'suspend' ? T.suspend : T.reopenMarket,
      okButtonProps: action === 'reopen' ? {} : { danger: true },
      cancelText: SPORTS_TEXT.cancel,
      onOk: () => quietly(run(action)),
    });
  return (
    <Space size="small">
      <Button size="small" onClick={onPrice}>
        {T.editPrices}
      </Button>
      {market.state === 'open' ? (
        <Button size="small" onClick={() => ask('suspend')} loading={update.isPending}>
          {T.suspend}
        </Button>
      ) : (
        <Button size="small" onClick={() => ask('reopen')} loading={update.isPending}>
          {T.reopenMarket}
        </Button>
      )}
      <Button size="small" danger onClick={() => ask('void')}>
        {T.void}
      </Button>
    </Space>
  );
}

/** One market: line, state, margin, who priced it, and each selection's odds and liability. */
export function MarketCard({ market, mayTrade }: { market: AdminSportsMarket; mayTrade: boolean }) {
  const [pricing, setPricing] = useState(false);
  const worst = worstCode(market);
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid={`market-${market.id}`}
      title={
        <Space wrap>
          <Typography.Text strong>{market.name}</Typography.Text>
          {market.line ? <Tag>{`${T.line} ${market.line}`}</Tag> : null}
          <MarketStateTag state={market.state} />
          <Typography.Text type="secondary">
            {T.margin} {SPORTS_TEXT.percent(market.margin_bp)}
          </Typography.Text>
          <Tag color={market.priced_by === 'trader' ? 'purple' : 'geekblue'}>
            {market.priced_by === 'trader' ? SPORTS_TEXT.trader : SPORTS_TEXT.feed}
          </Tag>
          <Typography.Text type="secondary">
            {T.marketStakes} {formatMoney(market.stakes)}
          </Typography.Text>
          <Typography.Text type={isLoss(market.worst) ? 'danger' : 'secondary'} strong>
            {T.worst} {formatMoney(market.worst)}
          </Typography.Text>
        </Space>
      }
      extra={mayTrade ? <MarketActions market={market} onPrice={() => setPricing(true)} /> : null}
    >
      <Table<AdminSportsSelection>
        rowKey="code"
        size="small"
        pagination={false}
        dataSource={market.selections}
        columns={columns}
        onRow={(s) =>
          s.code === worst
            ? ({ style: { background: COLOR.badBg }, 'data-worst': 'true' } as never)
            : {}
        }
      />
      {pricing ? <PriceDialog market={market} onClose={() => setPricing(false)} /> : null}
    </Card>
  );
}
