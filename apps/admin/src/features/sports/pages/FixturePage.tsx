import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Descriptions, Empty, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminSportsFixture } from '@app/contract/admin-sports';
import { adminCalls } from '@app/contract/endpoint-routes';
import { SPORT_NAMES } from '@app/contract/sports-constants';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useMayCall } from '../../../lib/operator.ts';
import { useCall } from '../../../lib/query.ts';
import { AddLineDialog, linedTypes } from '../components/AddLineDialog.tsx';
import { FixtureStateTag, ScoreClock, SourceTag } from '../components/bits.tsx';
import { FixtureActions } from '../components/FixtureActions.tsx';
import { MarketCard } from '../components/MarketCard.tsx';
import { RESULTS_ANCHOR, ResultsPanel } from '../components/ResultsPanel.tsx';
import { FIXTURE_PAGE as T, ROUTES } from '../strings.ts';

/** How often the page asks again while open (ms): liability moves with every bet. */
export const FIXTURE_REFRESH_MS = 3_000;

function Facts({ fixture: f }: { fixture: AdminSportsFixture }) {
  return (
    <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
      <Descriptions.Item label={T.league}>
        {f.league} · {SPORT_NAMES[f.sport]}
      </Descriptions.Item>
      <Descriptions.Item label={T.start}>{formatTime(f.starts_at)}</Descriptions.Item>
      <Descriptions.Item label={T.state}>
        <FixtureStateTag state={f.state} />
      </Descriptions.Item>
      <Descriptions.Item label={T.source}>
        <SourceTag source={f.source} />
      </Descriptions.Item>
      <Descriptions.Item label={T.score}>
        <ScoreClock fixture={f} inline />
      </Descriptions.Item>
      <Descriptions.Item label={T.openBets}>{f.bets}</Descriptions.Item>
      <Descriptions.Item label={T.stakes}>{formatMoney(f.stakes)}</Descriptions.Item>
      <Descriptions.Item label={T.bigBets}>
        <Link to={`/sports/bets?fixture=${f.id}`}>#{f.id}</Link>
      </Descriptions.Item>
    </Descriptions>
  );
}

function Markets({ fixture: f, mayTrade }: { fixture: AdminSportsFixture; mayTrade: boolean }) {
  const mayAdd = useMayCall('adminSportsMarketCreate');
  const [adding, setAdding] = useState(false);
  const final = f.state === 'finished' || f.state === 'cancelled';
  return (
    <>
      <Space style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary">{T.liabilityNote}</Typography.Text>
        {mayAdd && !final && linedTypes(f.sport).length > 0 ? (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {T.addLine}
          </Button>
        ) : null}
      </Space>
      {f.markets.length === 0 ? <Empty description={T.noMarkets} /> : null}
      {f.markets.map((m) => (
        <MarketCard key={m.id} market={m} mayTrade={mayTrade} />
      ))}
      {adding ? <AddLineDialog fixture={f} onClose={() => setAdding(false)} /> : null}
    </>
  );
}

/** The trader's page of one fixture: its facts and actions, markets with liability, results. */
export default function FixturePage() {
  const id = Number(useParams().id);
  const fixture = useCall(
    adminCalls.adminSportsFixture,
    { id },
    { refetchInterval: FIXTURE_REFRESH_MS },
  );
  const mayTrade = useMayCall('adminSportsMarketUpdate');
  const mayUpdate = useMayCall('adminSportsFixtureUpdate');
  const f = fixture.data;
  return (
    <PageCard
      title={
        <Space>
          <Link to="/sports/fixtures" aria-label={T.back}>
            <ArrowLeftOutlined />
          </Link>
          {f ? T.title(f.home, f.away) : ROUTES.fixture}
        </Space>
      }
      query={fixture}
      extra={
        <Space>
          <Typography.Text type="secondary">{T.refreshNote}</Typography.Text>
          {f && mayUpdate ? <FixtureActions fixture={f} /> : null}
        </Space>
      }
    >
      {fixture.isLoading ? <Skeleton active /> : null}
      {f ? (
        <>
          {f.pending ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message={T.pendingBanner}
              action={
                <Button
                  size="small"
                  onClick={() =>
                    document.getElementById(RESULTS_ANCHOR)?.scrollIntoView({ behavior: 'smooth' })
                  }
                >
                  {T.toResults}
                </Button>
              }
            />
          ) : null}
          <Facts fixture={f} />
          <Markets fixture={f} mayTrade={mayTrade} />
          <ResultsPanel fixture={f} />
        </>
      ) : null}
    </PageCard>
  );
}
