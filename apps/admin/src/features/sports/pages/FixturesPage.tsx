import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Segmented, Select, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { ADMIN_SPORTS_PAGE, type AdminSportsFixtureRow } from '@app/contract/admin-sports';
import { adminCalls } from '@app/contract/endpoint-routes';
import {
  FIXTURE_STATE_NAMES,
  FIXTURE_STATES,
  SPORT_NAMES,
  SPORTS,
  type FixtureState,
  type Sport,
} from '@app/contract/sports-constants';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useMayCall } from '../../../lib/operator.ts';
import { useCall } from '../../../lib/query.ts';
import { useScrollRegion } from '../../../lib/use-scroll-region.ts';
import { FixtureStateTag, ResultBadge, ScoreClock, SourceTag } from '../components/bits.tsx';
import { CreateFixtureDialog } from '../components/CreateFixtureDialog.tsx';
import { FIXTURES_PAGE, SPORTS_TEXT } from '../strings.ts';

/** How often the list asks again (ms): scores and open stakes move. */
export const FIXTURES_REFRESH_MS = 10_000;

type StateFilter = FixtureState | 'to_check' | '';

const STATE_OPTIONS = [
  { value: '', label: FIXTURES_PAGE.allStates },
  ...FIXTURE_STATES.map((s) => ({ value: s, label: FIXTURE_STATE_NAMES[s] })),
  { value: 'to_check', label: FIXTURES_PAGE.toCheck },
];

const columns: ColumnsType<AdminSportsFixtureRow> = [
  {
    title: FIXTURES_PAGE.league,
    width: 120,
    render: (_, f) => (
      <>
        {f.league}
        <br />
        <Typography.Text type="secondary">{SPORT_NAMES[f.sport]}</Typography.Text>
      </>
    ),
  },
  {
    title: FIXTURES_PAGE.teams,
    render: (_, f) => (
      <Link to={`/sports/fixtures/${f.id}`}>
        {f.home} {SPORTS_TEXT.vs} {f.away}
      </Link>
    ),
  },
  { title: FIXTURES_PAGE.start, width: 160, render: (_, f) => formatTime(f.starts_at) },
  { title: FIXTURES_PAGE.state, width: 76, render: (_, f) => <FixtureStateTag state={f.state} /> },
  { title: FIXTURES_PAGE.scoreClock, width: 110, render: (_, f) => <ScoreClock fixture={f} /> },
  { title: FIXTURES_PAGE.source, width: 76, render: (_, f) => <SourceTag source={f.source} /> },
  { title: FIXTURES_PAGE.openBets, width: 96, align: 'right', dataIndex: 'bets' },
  {
    title: FIXTURES_PAGE.stakes,
    width: 110,
    align: 'right',
    render: (_, f) => formatMoney(f.stakes),
  },
  {
    title: FIXTURES_PAGE.resultCol,
    width: 90,
    fixed: 'right',
    render: (_, f) => <ResultBadge fixture={f} />,
  },
];

/** The list's filters: the sport, and the state (results to check among them). */
function Filters(props: {
  sport: Sport | '';
  state: StateFilter;
  onSport: (sport: Sport | '') => void;
  onState: (state: StateFilter) => void;
}) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Segmented<Sport | ''>
        aria-label={FIXTURES_PAGE.sport}
        value={props.sport}
        onChange={props.onSport}
        options={[
          { value: '', label: FIXTURES_PAGE.allSports },
          ...SPORTS.map((s) => ({ value: s, label: SPORT_NAMES[s] })),
        ]}
      />
      <Select<StateFilter>
        aria-label={FIXTURES_PAGE.state}
        style={{ width: 140 }}
        value={props.state}
        onChange={props.onState}
        options={STATE_OPTIONS}
      />
      <Typography.Text type="secondary">{FIXTURES_PAGE.refreshNote}</Typography.Text>
    </Space>
  );
}

/** 赛事管理: fixtures by sport and state (results to check among them), paged; create one. */
export default function FixturesPage() {
  const [sport, setSport] = useState<Sport | ''>('');
  const [state, setState] = useState<StateFilter>('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const mayCreate = useMayCall('adminSportsFixtureCreate');
  const navigate = useNavigate();
  const list = useCall(
    adminCalls.adminSportsFixtures,
    { ...(sport ? { sport } : {}), ...(state ? { state } : {}), page },
    { refetchInterval: FIXTURES_REFRESH_MS },
  );
  const tableBox = useScrollRegion(FIXTURES_PAGE.title);
  return (
    <PageCard
      title={FIXTURES_PAGE.title}
      query={list}
      extra={
        mayCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {FIXTURES_PAGE.create}
          </Button>
        ) : null
      }
    >
      <Filters
        sport={sport}
        state={state}
        onSport={(v) => {
          setSport(v);
          setPage(1);
        }}
        onState={(v) => {
          setState(v);
          setPage(1);
        }}
      />
      <div ref={tableBox}>
        <Table<AdminSportsFixtureRow>
          rowKey="id"
          size="middle"
          loading={list.isLoading}
          dataSource={list.error ? [] : (list.data?.data ?? [])}
          scroll={{ x: 980 }}
          locale={{ emptyText: FIXTURES_PAGE.empty }}
          columns={columns}
          onRow={(f) => ({
            onDoubleClick: () => void navigate(`/sports/fixtures/${f.id}`),
          })}
          pagination={{
            current: page,
            pageSize: ADMIN_SPORTS_PAGE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => FIXTURES_PAGE.showTotal(total),
            onChange: setPage,
          }}
        />
      </div>
      {creating ? (
        <CreateFixtureDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => void navigate(`/sports/fixtures/${id}`)}
        />
      ) : null}
    </PageCard>
  );
}
