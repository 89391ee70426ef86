import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { InputNumber, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ADMIN_SPORTS_PAGE, type AdminSportsBetRow } from '@app/contract/admin-sports';
import { adminCalls } from '@app/contract/endpoint-routes';
import { LEG_OUTCOME_NAMES } from '@app/contract/sports-constants';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useCall } from '../../../lib/query.ts';
import { useScrollRegion } from '../../../lib/use-scroll-region.ts';
import { Net } from '../components/bits.tsx';
import { BETS_PAGE as T, SPORTS_TEXT } from '../strings.ts';

type Order = 'stake' | 'potential' | 'recent';
type State = 'open' | 'settled' | '';

function Legs({ bet }: { bet: AdminSportsBetRow }) {
  return (
    <div>
      {bet.kind === 'parlay' ? (
        <Typography.Text strong>{T.parlay(bet.legs.length)}</Typography.Text>
      ) : null}
      {bet.legs.map((l) => (
        <div key={`${l.market}-${l.selection}`} style={{ marginBottom: 2 }}>
          <Link to={`/sports/fixtures/${l.fixture}`}>
            {l.home} {SPORTS_TEXT.vs} {l.away}
          </Link>
          <br />
          <Typography.Text type="secondary">
            {l.market_name}
            {l.line ? ` ${l.line}` : ''}
          </Typography.Text>{' '}
          {l.selection_name} @ {l.odds}
          {l.in_play ? <Tag style={{ marginLeft: 4 }}>{T.inPlay}</Tag> : null}
          {l.outcome ? <Tag color="blue">{LEG_OUTCOME_NAMES[l.outcome]}</Tag> : null}
        </div>
      ))}
    </div>
  );
}

const columns: ColumnsType<AdminSportsBetRow> = [
  {
    title: T.betNo,
    width: 150,
    render: (_, b) => (
      <>
        <Typography.Text style={{ fontFamily: 'monospace', fontSize: 12 }}>{b.id}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{formatTime(b.placed_at)}</Typography.Text>
      </>
    ),
  },
  {
    title: T.player,
    width: 100,
    render: (_, b) => <Link to={`/players/${b.user_id}`}>{b.username}</Link>,
  },
  { title: T.legs, render: (_, b) => <Legs bet={b} /> },
  { title: T.odds, dataIndex: 'odds', width: 60, align: 'right' },
  { title: T.stake, width: 100, align: 'right', render: (_, b) => formatMoney(b.stake) },
  { title: T.potential, width: 110, align: 'right', render: (_, b) => formatMoney(b.potential) },
  {
    title: T.paid,
    width: 100,
    align: 'right',
    render: (_, b) => (b.paid === null ? SPORTS_TEXT.none : formatMoney(b.paid)),
  },
  {
    title: T.adjusted,
    width: 90,
    align: 'right',
    render: (_, b) =>
      /^-?0\.00$/.test(b.adjusted) ? SPORTS_TEXT.none : <Net value={b.adjusted} />,
  },
  {
    title: T.state,
    width: 76,
    render: (_, b) => (
      <Tag color={b.state === 'open' ? 'orange' : 'default'}>{SPORTS_TEXT.betState[b.state]}</Tag>
    ),
  },
];

/** 大额注单: the largest (by stake or by what they may win) or latest bets, of a fixture or all. */
export default function BetsPage() {
  const [params, setParams] = useSearchParams();
  const fixtureParam = Number(params.get('fixture'));
  const fixture = Number.isInteger(fixtureParam) && fixtureParam > 0 ? fixtureParam : undefined;
  const [order, setOrder] = useState<Order>('stake');
  const [state, setState] = useState<State>('open');
  const [page, setPage] = useState(1);
  const bets = useCall(adminCalls.adminSportsBets, {
    order,
    page,
    ...(state ? { state } : {}),
    ...(fixture ? { fixture } : {}),
  });
  const tableBox = useScrollRegion(T.title);
  const setFixture = (value: number | null) => {
    setPage(1);
    setParams(value ? { fixture: String(value) } : {}, { replace: true });
  };
  return (
    <PageCard title={T.title} query={bets}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<Order>
          value={order}
          onChange={(v) => {
            setOrder(v);
            setPage(1);
          }}
          options={[
            { value: 'stake', label: T.byStake },
            { value: 'potential', label: T.byPotential },
            { value: 'recent', label: T.recent },
          ]}
        />
        <Segmented<State>
          value={state}
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
          options={[
            { value: 'open', label: T.open },
            { value: 'settled', label: T.settled },
            { value: '', label: T.allStates },
          ]}
        />
        <InputNumber
          aria-label={T.fixture}
          placeholder={T.fixture}
          min={1}
          precision={0}
          value={fixture ?? null}
          onChange={(v) => setFixture(typeof v === 'number' ? v : null)}
          style={{ width: 140 }}
        />
      </Space>
      <div ref={tableBox}>
        <Table<AdminSportsBetRow>
          rowKey="id"
          size="middle"
          loading={bets.isLoading}
          dataSource={bets.error ? [] : (bets.data?.data ?? [])}
          scroll={{ x: 990 }}
          locale={{ emptyText: T.empty }}
          columns={columns}
          pagination={{
            current: page,
            pageSize: ADMIN_SPORTS_PAGE,
            total: bets.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => T.showTotal(total),
            onChange: setPage,
          }}
        />
      </div>
    </PageCard>
  );
}
